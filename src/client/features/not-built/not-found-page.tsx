import { NotFoundNotice } from '../../components/layout/not-found-notice.tsx';

export default function NotFoundPage() {
  return <NotFoundNotice />;
}
