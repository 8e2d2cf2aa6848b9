/**
 * A saved or created prompt on the profile. The whole card opens the prompt
 * (/prompts/{id}); a created one also shows its review status, the
 * moderator's reason when it was rejected or disabled, and an Edit button. Edit, like and save sit above the card's link so all stay
 * reachable; unsaving a prompt here takes it off the Saved tab. A saved
 * prompt with a newer live version than the member last saw says so.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { PromptCardShell } from '../../components/prompt/prompt-card-shell.tsx';
import type { CardSelection } from '../../hooks/use-selection.ts';
import { PromptStatusBadge } from '../../components/prompt/prompt-status-badge.tsx';
import { NewVersionLine } from '../../components/versions/new-version-notice.tsx';
import classes from './profile-prompt-card.module.css';

interface Props {
  prompt: PromptView;
  /** The author's own view: status and Edit. */
  editable?: boolean;
  selection?: CardSelection | undefined;
}

export function ProfilePromptCard({ prompt, editable = false, selection }: Props) {
  return (
    <PromptCardShell
      prompt={prompt}
      selection={selection}
      className={classes.linked}
      title={
        <Link href={`/prompts/${prompt._id}`} className={classes.link}>
          {prompt.title}
        </Link>
      }
      footer={
        <>
          <NewVersionLine prompt={prompt} />
          {editable && (
            <Stack gap={6}>
              {prompt.statusReason && (
                <Text size="xs" c="dimmed" lineClamp={3} title={prompt.statusReason}>
                  <Text span fw={600} inherit>
                    Moderator&rsquo;s reason:
                  </Text>{' '}
                  {prompt.statusReason}
                </Text>
              )}
              <Group justify="space-between" gap="xs">
                <PromptStatusBadge status={prompt.status} />
                <Button
                  component={Link}
                  href={`/edit-prompt/${prompt._id}`}
                  variant="default"
                  size="xs"
                  leftSection={<IconPencil size={14} />}
                  className={classes.above}
                  aria-label={`Edit ${prompt.title}`}
                >
                  Edit
                </Button>
              </Group>
            </Stack>
          )}
        </>
      }
    />
  );
}
