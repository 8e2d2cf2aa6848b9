import { PageNotice } from '../../components/layout/page-notice.tsx';

export default function NotFoundPage() {
  return (
    <PageNotice
      title="Page not found"
      message="There is nothing at this address. It may have moved, or the link may be mistyped."
    />
  );
}
