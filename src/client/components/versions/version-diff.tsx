/**
 * Two versions side by side (stacked on a phone): for every changed field,
 * what the earlier version said with the removed words struck through, and
 * what the later one says with the added words marked. Used by the prompt
 * page's Compare and by the moderator's queue in Manage Prompts.
 */
import { Paper, SimpleGrid, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldChange } from '../../../shared/prompt-version-views.ts';
import { diffRows } from './version-diff-rows.tsx';
import classes from './version-diff.module.css';

interface Props {
  changes: readonly FieldChange[];
  /** How the two sides are named, e.g. "v2" and "v3 (live)". */
  fromLabel: string;
  toLabel: string;
  headingOrder: TitleOrder;
}

function Side({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="sm" p="sm" className={classes.side}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
        {label}
      </Text>
      {children}
    </Paper>
  );
}

export function VersionDiff({ changes, fromLabel, toLabel, headingOrder }: Props) {
  const rows = diffRows(changes);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        These versions have the same content.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {rows.map((row) => (
        <section key={row.key} aria-label={row.label}>
          <Title order={headingOrder} size="h6" mb={6}>
            {row.label}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Side label={fromLabel}>{row.before}</Side>
            <Side label={toLabel}>{row.after}</Side>
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
