/**
 * Attachments (PRODUCT_SPEC section 5 "Submit form"): at most 5 files of at
 * most 10 MB each. Files upload one by one as soon as they are chosen; each
 * shows with its icon or thumbnail, name, size and a remove button. A file
 * the browser can already tell is too large is not sent; the server decides
 * everything else (the type from the bytes) and its reason is shown after
 * "Upload failed: ".
 */
import { Alert, Button, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { MAX_ATTACHMENTS_PER_PROMPT, MAX_FILES_MESSAGE } from '../../../shared/prompt-limits.ts';
import type { AttachmentView } from '../../../shared/prompt-views.ts';
import {
  ACCEPTED_TYPES_TEXT,
  ATTACHMENT_ACCEPT,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENT_MEGABYTES,
} from '../../../shared/upload-limits.ts';
import { AttachmentGrid } from '../../components/attachments/attachment-grid.tsx';
import { FormSection } from './form-section.tsx';
import { UploadFailure, uploadAttachment } from './submit-api.ts';

interface Failure {
  fileName: string;
  reason: string;
}

interface Progress {
  current: number;
  total: number;
  fileName: string;
}

interface Props {
  files: AttachmentView[];
  onFilesChange: (change: (files: AttachmentView[]) => AttachmentView[]) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
}

async function uploadOne(file: File): Promise<AttachmentView> {
  if (file.size > MAX_ATTACHMENT_BYTES) {
    throw new UploadFailure(`The file is larger than ${MAX_ATTACHMENT_MEGABYTES} MB.`);
  }
  return uploadAttachment(file);
}

function reasonOf(error: unknown): string {
  return error instanceof UploadFailure ? error.message : 'Something went wrong. Try again.';
}

export function FileUploader({ files, onFilesChange, onBusyChange, error }: Props) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [limitProblem, setLimitProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

  const upload = async (chosen: File[]) => {
    // Clear the input so choosing the same file again still counts as a change.
    resetRef.current?.();
    if (chosen.length === 0) return;
    setFailures([]);
    if (files.length + chosen.length > MAX_ATTACHMENTS_PER_PROMPT) {
      setLimitProblem(MAX_FILES_MESSAGE);
      return;
    }
    setLimitProblem(null);
    onBusyChange(true);
    const failed: Failure[] = [];
    for (const [index, file] of chosen.entries()) {
      setProgress({ current: index + 1, total: chosen.length, fileName: file.name });
      try {
        const uploaded = await uploadOne(file);
        onFilesChange((current) => [...current, uploaded]);
      } catch (problem) {
        failed.push({ fileName: file.name, reason: reasonOf(problem) });
      }
    }
    setProgress(null);
    setFailures(failed);
    onBusyChange(false);
  };

  // The removed file's button is gone: focus returns to Upload Files.
  const uploadButton = useRef<HTMLButtonElement>(null);
  const remove = (index: number) => {
    setLimitProblem(null);
    onFilesChange((current) => current.filter((_, at) => at !== index));
    uploadButton.current?.focus();
  };

  return (
    <FormSection
      title="Files"
      description={`Attach up to ${MAX_ATTACHMENTS_PER_PROMPT} files, each at most ${MAX_ATTACHMENT_MEGABYTES} MB: ${ACCEPTED_TYPES_TEXT}.`}
    >
      <Group gap="sm">
        <FileButton
          onChange={(chosen) => void upload(chosen)}
          accept={ATTACHMENT_ACCEPT}
          multiple
          resetRef={resetRef}
          disabled={progress !== null}
          inputProps={{ 'aria-label': 'Files to attach' }}
        >
          {(props) => (
            <Button
              {...props}
              ref={uploadButton}
              variant="default"
              leftSection={<IconUpload size={16} />}
              disabled={progress !== null}
            >
              Upload Files
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          {files.length} of {MAX_ATTACHMENTS_PER_PROMPT} files
        </Text>
        <div role="status" aria-live="polite">
          {progress && (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">
                Uploading {progress.current} of {progress.total}: {progress.fileName}
              </Text>
            </Group>
          )}
        </div>
      </Group>
      {(limitProblem || failures.length > 0 || error) && (
        <Alert color="red" variant="light" role="alert">
          <Stack gap={4}>
            {limitProblem && <Text size="sm">{limitProblem}</Text>}
            {failures.map((failure, index) => (
              <Text size="sm" key={index}>
                Upload failed: {failure.reason}{' '}
                <Text span size="sm" c="dimmed">
                  ({failure.fileName})
                </Text>
              </Text>
            ))}
            {error && <Text size="sm">{error}</Text>}
          </Stack>
        </Alert>
      )}
      {files.length > 0 && <AttachmentGrid attachments={files} onRemove={remove} />}
    </FormSection>
  );
}
