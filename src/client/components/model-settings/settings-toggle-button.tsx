/**
 * The button that opens and closes a "Model settings" panel, on Submit and
 * in the playground: the settings icon, a chevron for the state, and
 * aria-expanded / aria-controls naming the panel it shows.
 */
import { Button, type ButtonProps } from '@mantine/core';
import { IconAdjustments, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';

interface Props {
  opened: boolean;
  onToggle: () => void;
  /** The id of the panel the button shows. */
  controls: string;
  size?: ButtonProps['size'];
  style?: CSSProperties;
  children: ReactNode;
}

export function SettingsToggleButton({ opened, onToggle, controls, size, style, children }: Props) {
  const chevron = size === 'compact-sm' ? 14 : 16;
  return (
    <Button
      variant="default"
      size={size}
      leftSection={<IconAdjustments size={16} aria-hidden />}
      rightSection={
        opened ? (
          <IconChevronUp size={chevron} aria-hidden />
        ) : (
          <IconChevronDown size={chevron} aria-hidden />
        )
      }
      aria-expanded={opened}
      aria-controls={controls}
      onClick={onToggle}
      style={style}
    >
      {children}
    </Button>
  );
}
