/** What a route shows until its screen is built: an honest notice, never a fake screen. */
import { PageNotice } from '../../components/layout/page-notice.tsx';

export default function NotBuiltPage({ title }: { title: string }) {
  return <PageNotice title={title} message="This page is not built yet." />;
}
