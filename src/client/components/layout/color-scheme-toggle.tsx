import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useHydrated } from '../../hooks/use-hydrated.ts';

export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const stored = useComputedColorScheme('light', { getInitialValueInEffect: true });
  // A stored choice is known at once; while a prerendered page hydrates, the
  // toggle must first read as the server rendered it (light).
  const computed = useHydrated() ? stored : 'light';
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setColorScheme(next)}
      aria-label={`Switch to ${next} mode`}
      title={`Switch to ${next} mode`}
    >
      {computed === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}
