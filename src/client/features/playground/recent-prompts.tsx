/**
 * The recent prompts list (5, newest first). Choosing one restores its
 * prompt, system prompt, variables, model and image flag, and clears the
 * output and images (PRODUCT_SPEC section 4).
 */
import { Badge, Button, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { modelColor } from '../../components/prompt/model-badge.tsx';
import classes from './playground.module.css';
import { PanelCard } from './panel-card.tsx';
import type { RecentPrompt } from './recent-prompts-store.ts';
import { recentTime } from './recent-time.ts';

interface Props {
  entries: RecentPrompt[];
  disabled: boolean;
  onRestore: (entry: RecentPrompt) => void;
  onForgetAll: () => void;
}

/** The time, renewed each minute so "Just now" does not stay forever. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const preview = (text: string) => text.replace(/\s+/g, ' ').trim();

export function RecentPrompts({ entries, disabled, onRestore, onForgetAll }: Props) {
  const now = useNow();
  return (
    <PanelCard
      title="Recent prompts"
      description="Your last prompts on this device. Choose one to use it again."
      aside={
        entries.length > 0 && (
          <Button variant="subtle" size="compact-sm" color="gray" onClick={onForgetAll}>
            Clear history
          </Button>
        )
      }
    >
      {entries.length === 0 ? (
        <Group gap="xs" wrap="nowrap">
          <IconHistory size={18} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed">
            Prompts you run appear here.
          </Text>
        </Group>
      ) : (
        <Stack
          component="ul"
          gap={6}
          m={0}
          p={0}
          aria-label="Recent prompts"
          style={{ listStyle: 'none' }}
        >
          {entries.map((entry) => (
            <li key={`${entry.timestamp}-${entry.model}-${entry.text}`}>
              <UnstyledButton
                className={classes.recentEntry}
                disabled={disabled}
                onClick={() => onRestore(entry)}
              >
                {/* Spans only: a button holds phrasing content. */}
                <VisuallyHidden component="span">Use again: </VisuallyHidden>
                <Text component="span" size="sm" lineClamp={2}>
                  {preview(entry.text)}
                </Text>
                <Group component="span" gap={6} mt={4}>
                  {entry.model && (
                    <Badge
                      component="span"
                      size="xs"
                      variant="filled"
                      autoContrast
                      color={`${modelColor(entry.model)}.8`}
                    >
                      {entry.model}
                    </Badge>
                  )}
                  {entry.isImagePrompt && (
                    <Text component="span" size="xs" c="dimmed">
                      Image
                    </Text>
                  )}
                  <Text component="span" size="xs" c="dimmed">
                    {recentTime(entry.timestamp, now)}
                  </Text>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </PanelCard>
  );
}
