/**
 * "Import and export" in Settings (issue 29, decision 055). Export: every
 * prompt of the member as JSON (everything, versions included) or CSV
 * (prompts.chat's columns first). Import: choose a file, read the preview
 * (every row, what happens to it, its problems), then Import; a file with
 * an error in any row cannot be imported until it is fixed.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  List,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconFileImport, IconTransfer } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { formatCountOf } from '../../../shared/format.ts';
import {
  MAX_IMPORT_MEGABYTES,
  MAX_IMPORT_PROMPTS,
} from '../../../shared/prompt-exchange-limits.ts';
import type { ImportPreview, ImportPreviewRow } from '../../../shared/prompt-exchange-views.ts';
import { promptExportUrl } from '../../lib/prompt-export-url.ts';
import { useImportPreview, useRunImport } from './import-export-api.ts';

const FORMAT_NAMES: Record<ImportPreview['format'], string> = {
  'prompt-hub': 'a Prompt Hub export',
  'prompts-chat-csv': "a CSV in prompts.chat's layout",
  langfuse: 'a Langfuse prompt export',
};

const OUTCOMES: Record<ImportPreviewRow['outcome'], { label: string; color: string }> = {
  new: { label: 'New', color: 'teal.9' },
  skipped: { label: 'Already imported', color: 'gray.7' },
  invalid: { label: 'Error', color: 'red.9' },
};

function ExportPart() {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Export
      </Title>
      <Text size="sm" c="dimmed">
        Download every prompt you made, private ones included. JSON holds everything, with versions;
        CSV has one row a prompt, in the columns of prompts.chat's prompts.csv.
      </Text>
      <Group gap="xs">
        <Button
          component="a"
          href={promptExportUrl('json')}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Export JSON
        </Button>
        <Button
          component="a"
          href={promptExportUrl('csv')}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Export CSV
        </Button>
      </Group>
    </Stack>
  );
}

function Problems({ row }: { row: ImportPreviewRow }) {
  if (row.problems.length === 0) return <Text size="sm">None</Text>;
  return (
    <List size="sm" spacing={2}>
      {row.problems.map((problem, at) => (
        <List.Item
          key={at}
          c={problem.severity === 'error' ? 'var(--mantine-color-error)' : undefined}
        >
          {problem.severity === 'error' ? 'Error: ' : 'Note: '}
          {problem.message}
        </List.Item>
      ))}
    </List>
  );
}

function PreviewTable({ preview }: { preview: ImportPreview }) {
  return (
    // Focusable, so a keyboard can scroll it sideways on a narrow screen. Not striped: the
    // error red reaches 4.5:1 on the card's own background, not on a stripe (4.28:1).
    <Table.ScrollContainer
      minWidth={560}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Import preview, scrolls sideways on narrow screens"
    >
      <Table withTableBorder verticalSpacing="xs" aria-label="Import preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Row</Table.Th>
            <Table.Th scope="col">Title</Table.Th>
            <Table.Th scope="col">What happens</Table.Th>
            <Table.Th scope="col">Problems</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.rows.map((row) => (
            <Table.Tr key={row.index}>
              <Table.Td>{row.index}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.title || '(no title)'}</Table.Td>
              <Table.Td>
                <Badge variant="filled" color={OUTCOMES[row.outcome].color}>
                  {OUTCOMES[row.outcome].label}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Problems row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function summaryOf(preview: ImportPreview): string {
  const parts = [
    `${formatCountOf(preview.newCount, 'new prompt')}`,
    `${preview.skippedCount} already imported`,
    `${formatCountOf(preview.errorCount, 'row')} with errors`,
  ];
  return `Read as ${FORMAT_NAMES[preview.format]}: ${parts.join(', ')}.`;
}

function ImportPart() {
  const [file, setFile] = useState<File | null>(null);
  // Empties the hidden file input too, so choosing the same file again reads it afresh.
  const resetInput = useRef<() => void>(null);
  const preview = useImportPreview();
  const run = useRunImport();
  const importFile = (chosen: File) =>
    run.mutate(chosen, {
      onSuccess: () => {
        setFile(null);
        preview.reset();
        resetInput.current?.();
      },
    });
  const choose = (chosen: File | null) => {
    setFile(chosen);
    run.reset();
    preview.reset();
    if (chosen) preview.mutate(chosen);
  };
  const data = preview.data;
  const blocked = !data || data.errorCount > 0 || data.newCount === 0;
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Import
      </Title>
      <Text size="sm" c="dimmed">
        A Prompt Hub JSON export, a CSV in prompts.chat's layout (act, prompt, for_devs, type,
        contributor) or a Langfuse prompt export, up to {MAX_IMPORT_MEGABYTES} MB and{' '}
        {MAX_IMPORT_PROMPTS.toLocaleString('en')} prompts. Each becomes a private prompt, counted
        against your plan's private prompts; prompts you already imported are skipped.
      </Text>
      <FileInput
        label="File to import"
        placeholder="Choose a .json or .csv file"
        accept=".json,.csv,application/json,text/csv"
        leftSection={<IconFileImport size={16} aria-hidden />}
        value={file}
        onChange={choose}
        resetRef={resetInput}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
        maw={420}
      />
      {preview.isPending && <Loader size="sm" aria-label="Reading the file" />}
      {preview.error && (
        <Alert color="red" role="alert" title="This file cannot be imported">
          {preview.error.message}
        </Alert>
      )}
      {data && (
        <Stack gap="sm">
          <Text size="sm" role="status">
            {summaryOf(data)}
            {data.privateRoom !== null &&
              ` Your plan has room for ${formatCountOf(data.privateRoom, 'more private prompt')}.`}
          </Text>
          <PreviewTable preview={data} />
          {run.error && (
            <Alert color="red" role="alert" title="Nothing was imported">
              {run.error.message}
            </Alert>
          )}
          <Group>
            <Button
              disabled={blocked}
              loading={run.isPending}
              onClick={() => file && importFile(file)}
            >
              {data.newCount > 0
                ? `Import ${formatCountOf(data.newCount, 'prompt')}`
                : 'Nothing new to import'}
            </Button>
            {data.errorCount > 0 && (
              <Text size="sm" c="var(--mantine-color-error)">
                Fix the rows with errors in the file, then choose it again.
              </Text>
            )}
          </Group>
        </Stack>
      )}
      {run.data && (
        <Alert color="teal" role="status" title="Imported">
          {`Imported ${formatCountOf(run.data.imported, 'prompt')}; skipped ${run.data.skipped} already imported. They are private: find them on your profile.`}
        </Alert>
      )}
    </Stack>
  );
}

export function ImportExportSection() {
  return (
    <Card
      component="section"
      aria-labelledby="import-export-heading"
      withBorder
      radius="md"
      padding="lg"
    >
      <Stack gap="lg">
        <Group gap="xs">
          <IconTransfer size={22} aria-hidden />
          <Title order={2} size="h3" id="import-export-heading">
            Import and export
          </Title>
        </Group>
        <ExportPart />
        <ImportPart />
      </Stack>
    </Card>
  );
}
