/**
 * "Export" with its two formats, as download links: a collection's page
 * (the collection) and the selection bar (the selected prompts). `href`
 * says where each format downloads from (lib/prompt-export-url.ts).
 */
import { Button, Menu, type MenuProps } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import type { ExportFormat } from '../../../shared/prompt-exchange-limits.ts';

interface Props {
  label: string;
  href: (format: ExportFormat) => string;
  /** Where the formats open: below by default, above from a bar at the screen's foot. */
  position?: MenuProps['position'];
  disabled?: boolean;
}

export function ExportMenu({ label, href, position = 'bottom-start', disabled }: Props) {
  return (
    <Menu position={position} withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          disabled={disabled}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={href('json')} download>
          JSON (everything, with versions)
        </Menu.Item>
        <Menu.Item component="a" href={href('csv')} download>
          CSV (one row a prompt)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
