/** One icon per documentation section, decorative (the title says it). */
import { IconApi, IconBulb, IconPlugConnected, IconRocket, IconTool } from '@tabler/icons-react';
import type { DocSectionId } from './doc-sections.ts';

const ICONS = {
  'getting-started': IconRocket,
  'api-reference': IconApi,
  integrations: IconPlugConnected,
  'best-practices': IconBulb,
  troubleshooting: IconTool,
} satisfies Record<DocSectionId, typeof IconRocket>;

export function DocSectionIcon({ id, size = 18 }: { id: DocSectionId; size?: number }) {
  const Icon = ICONS[id];
  return <Icon size={size} aria-hidden />;
}
