/**
 * The browser tab's title, from the page's head as declared once in
 * shared/page-heads.ts (the server writes the same title into the HTML, so
 * the tab does not change when the app takes the page over). None keeps
 * the title as it is, e.g. while a prompt page waits for its prompt.
 */
import { useDocumentTitle } from '@mantine/hooks';
import type { PageHead } from '../../shared/page-heads.ts';

export function usePageTitle(head: PageHead | null | undefined): void {
  useDocumentTitle(head?.title ?? '');
}
