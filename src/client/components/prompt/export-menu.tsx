/** "Export" with its two formats, as download links (Settings and a collection's page). */
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { promptExportUrl } from '../../lib/prompt-export-url.ts';

export function ExportMenu({ label, collectionId }: { label: string; collectionId?: string }) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={promptExportUrl('json', collectionId)} download>
          JSON (everything, with versions)
        </Menu.Item>
        <Menu.Item component="a" href={promptExportUrl('csv', collectionId)} download>
          CSV (one row a prompt)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
