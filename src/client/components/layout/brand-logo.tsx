import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'wouter';

export function BrandLogo() {
  return (
    <Link
      href="/"
      style={{ textDecoration: 'none', color: 'inherit' }}
      aria-label="Prompt Hub home"
    >
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size="lg" radius="md" variant="filled" aria-hidden>
          <IconSparkles size={20} />
        </ThemeIcon>
        <Text fw={800} size="lg">
          Prompt Hub
        </Text>
      </Group>
    </Link>
  );
}
