/**
 * One attachment at a time, large. Arrow keys (and the buttons) step through
 * the list, Escape closes. Images show inline, PDFs in a frame; other types
 * offer Open and Download, since a browser cannot preview them safely.
 */
import { Button, Center, Group, Image, Modal, Stack, Text } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconExternalLink,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { formatFileSize } from '../../../shared/format.ts';
import type { AttachmentView } from '../../../shared/prompt-views.ts';
import { attachmentKind, downloadUrl } from './attachment-kind.ts';
import { FileTypeIcon } from './file-type-icon.tsx';

interface Props {
  attachments: AttachmentView[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

function AttachmentBody({ file }: { file: AttachmentView }) {
  switch (attachmentKind(file.fileType)) {
    case 'image':
      return <Image src={file.fileUrl} alt={file.fileName} fit="contain" mah="65vh" radius="sm" />;
    case 'pdf':
      return (
        <iframe
          src={file.fileUrl}
          title={`PDF: ${file.fileName}`}
          style={{ width: '100%', height: '65vh', border: 0, borderRadius: 8 }}
        />
      );
    case 'other':
      return (
        <Center mih={240}>
          <Stack align="center" gap="xs">
            <FileTypeIcon fileType={file.fileType} size={64} />
            <Text fw={600}>{file.fileName}</Text>
            <Text size="sm" c="dimmed">
              {file.fileType} · {formatFileSize(file.fileSize)}
            </Text>
            <Text size="sm" c="dimmed">
              This file type cannot be previewed here. Open it in a new tab or download it.
            </Text>
          </Stack>
        </Center>
      );
  }
}

export function AttachmentLightbox({ attachments, index, onIndexChange }: Props) {
  const count = attachments.length;
  const file = index === null ? undefined : attachments[index];
  const step = (delta: number) => {
    if (index === null || count === 0) return;
    onIndexChange((index + delta + count) % count);
  };

  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') step(1);
      if (event.key === 'ArrowLeft') step(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <Modal
      opened={file !== undefined}
      onClose={() => onIndexChange(null)}
      size="xl"
      zIndex={400}
      title={
        file && (
          <Text fw={700} component="span">
            {file.fileName}{' '}
            <Text span c="dimmed" size="sm">
              ({(index ?? 0) + 1} of {count})
            </Text>
          </Text>
        )
      }
    >
      {file && (
        <Stack>
          <AttachmentBody file={file} />
          <Group justify="space-between">
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconChevronLeft size={16} />}
                onClick={() => step(-1)}
                disabled={count < 2}
              >
                Previous
              </Button>
              <Button
                variant="default"
                rightSection={<IconChevronRight size={16} />}
                onClick={() => step(1)}
                disabled={count < 2}
              >
                Next
              </Button>
            </Group>
            <Group gap="xs">
              <Button
                component="a"
                href={file.fileUrl}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                leftSection={<IconExternalLink size={16} />}
              >
                Open
              </Button>
              <Button
                component="a"
                href={downloadUrl(file.fileUrl)}
                download={file.fileName}
                leftSection={<IconDownload size={16} />}
              >
                Download
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
