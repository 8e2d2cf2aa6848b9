/**
 * A prompt's MCP name: "<slug of its title>-<id>". The slug is for people
 * reading a client's list; the id alone decides, so a renamed prompt's
 * older name still finds it.
 */
import type { PromptView } from '../../shared/prompt-views.ts';

const ID_AT_END = /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const MAX_SLUG_LENGTH = 48;

export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'prompt';
}

export function mcpPromptName(prompt: Pick<PromptView, '_id' | 'title'>): string {
  return `${slugOf(prompt.title)}-${prompt._id}`;
}

/** The prompt id a name ends with, or null when it ends with none. */
export function promptIdOfName(name: string): string | null {
  return ID_AT_END.exec(name)?.[1]?.toLowerCase() ?? null;
}
