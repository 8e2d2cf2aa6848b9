/**
 * A bordered link with a label and one line under it. Routes of this app go
 * through wouter; server-served paths (the REST reference) are plain links.
 */
import { Group, Paper, Text } from '@mantine/core';
import { IconArrowRight, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { HelpLink } from './help-faqs.ts';
import classes from './help.module.css';

export function HelpLinkTile({ link }: { link: HelpLink }) {
  const body = (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <div>
        <Text fw={600}>{link.label}</Text>
        <Text size="sm" c="dimmed">
          {link.description}
        </Text>
      </div>
      {link.external ? (
        <IconExternalLink size={18} aria-hidden className={classes.tileIcon} />
      ) : (
        <IconArrowRight size={18} aria-hidden className={classes.tileIcon} />
      )}
    </Group>
  );
  return link.external ? (
    <Paper component="a" href={link.href} withBorder radius="md" p="md" className={classes.tile}>
      {body}
    </Paper>
  ) : (
    <Paper component={Link} href={link.href} withBorder radius="md" p="md" className={classes.tile}>
      {body}
    </Paper>
  );
}
