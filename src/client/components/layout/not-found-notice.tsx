/**
 * The app's "nothing here" page, for the catch-all route and for screens
 * that find nothing for this person at their address (an edit of a prompt
 * that is missing or not theirs looks exactly like a missing page).
 */
import { NOT_FOUND_HEAD } from '../../../shared/page-heads.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { PageNotice } from './page-notice.tsx';

export function NotFoundNotice() {
  usePageTitle(NOT_FOUND_HEAD);
  return (
    <PageNotice
      title="Page not found"
      message="There is nothing at this address. It may have moved, or the link may be mistyped."
    />
  );
}
