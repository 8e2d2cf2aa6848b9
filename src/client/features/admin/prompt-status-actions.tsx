/**
 * The status moves a prompt allows from where it stands (shared state
 * machine): Approve and Reject while pending, Disable once approved, Enable
 * once disabled, none once rejected. The table shows them small; the
 * details dialog full size. Each button's name carries the prompt's title,
 * so a screen reader hears which row it acts on.
 */
import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck, IconEye, IconEyeOff, IconX } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { PromptStatus } from '../../../shared/prompt-fields.ts';
import {
  allowedTargets,
  moderationAction,
  type ModerationAction,
  type ModerationTarget,
} from '../../../shared/prompt-status-transitions.ts';

interface Look {
  label: string;
  /** Plain buttons carry their colour in the icon; null for the filled ones. */
  iconColor: string | null;
  icon: ComponentType<{ size: number; color?: string }>;
}

// Moves that publish are filled in the primary colour (its shades keep white
// text readable, hovered too); moves that hide are plain. Green and red fills
// fall under 4.5:1 once hovered, so they are not used for text here.
const LOOK: Record<ModerationAction, Look> = {
  approve: { label: 'Approve', iconColor: null, icon: IconCheck },
  reject: { label: 'Reject', iconColor: 'red', icon: IconX },
  disable: { label: 'Disable', iconColor: 'orange', icon: IconEyeOff },
  enable: { label: 'Enable', iconColor: null, icon: IconEye },
};

interface Props {
  prompt: { title: string; status: PromptStatus };
  onMove: (to: ModerationTarget) => void;
  /** The move in flight, if any: its button spins, the others wait. */
  pendingTarget: ModerationTarget | null;
  size?: ButtonProps['size'];
}

export function PromptStatusActions({ prompt, onMove, pendingTarget, size = 'xs' }: Props) {
  return allowedTargets(prompt.status).map((to) => {
    const { label, iconColor, icon: Icon } = LOOK[moderationAction(prompt.status, to)];
    return (
      <Button
        key={to}
        size={size}
        variant={iconColor ? 'default' : 'filled'}
        leftSection={
          <Icon
            size={size === 'xs' ? 14 : 16}
            color={iconColor ? `var(--mantine-color-${iconColor}-text)` : undefined}
          />
        }
        aria-label={`${label} ${prompt.title}`}
        loading={pendingTarget === to}
        disabled={pendingTarget !== null && pendingTarget !== to}
        onClick={() => onMove(to)}
      >
        {label}
      </Button>
    );
  });
}
