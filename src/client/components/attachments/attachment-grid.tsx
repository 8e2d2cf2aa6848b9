/**
 * Attachments as a numbered grid of previews. Opening one shows it in the
 * lightbox; each tile can also be downloaded, and removed where the caller
 * allows it (the submit form does, the library does not).
 */
import {
  ActionIcon,
  Box,
  Card,
  Group,
  Image,
  SimpleGrid,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatFileSize } from '../../../shared/format.ts';
import type { AttachmentView } from '../../../shared/prompt-views.ts';
import { attachmentKind, downloadUrl } from './attachment-kind.ts';
import classes from './attachment-grid.module.css';
import { AttachmentLightbox } from './attachment-lightbox.tsx';
import { FileTypeIcon } from './file-type-icon.tsx';

interface Props {
  attachments: AttachmentView[];
  onRemove?: (index: number) => void;
  /** Tells the parent a lightbox is open (so it can hold its own Escape). */
  onLightboxChange?: (open: boolean) => void;
}

export function AttachmentGrid({ attachments, onRemove, onLightboxChange }: Props) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const open = (index: number | null) => {
    setOpenIndex(index);
    onLightboxChange?.(index !== null);
  };

  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="ol" className={classes.grid}>
        {attachments.map((file, index) => (
          <Card key={`${file.fileUrl}-${index}`} component="li" withBorder padding={0} radius="md">
            <UnstyledButton
              onClick={() => open(index)}
              className={classes.preview}
              aria-label={`Open attachment ${index + 1}: ${file.fileName}`}
            >
              <Box className={classes.number} aria-hidden>
                {index + 1}
              </Box>
              {attachmentKind(file.fileType) === 'image' ? (
                <Image src={file.fileUrl} alt="" h={96} fit="cover" loading="lazy" />
              ) : (
                <Box h={96} className={classes.icon}>
                  <FileTypeIcon fileType={file.fileType} />
                </Box>
              )}
            </UnstyledButton>
            <Group gap={4} p={8} wrap="nowrap" justify="space-between">
              <Box miw={0}>
                <Text size="xs" fw={600} truncate title={file.fileName}>
                  {file.fileName}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatFileSize(file.fileSize)}
                </Text>
              </Box>
              <Group gap={2} wrap="nowrap">
                <Tooltip label="Download">
                  <ActionIcon
                    component="a"
                    href={downloadUrl(file.fileUrl)}
                    download={file.fileName}
                    variant="subtle"
                    aria-label={`Download ${file.fileName}`}
                  >
                    <IconDownload size={16} />
                  </ActionIcon>
                </Tooltip>
                {onRemove && (
                  <Tooltip label="Remove">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => onRemove(index)}
                      aria-label={`Remove ${file.fileName}`}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <AttachmentLightbox attachments={attachments} index={openIndex} onIndexChange={open} />
    </>
  );
}
