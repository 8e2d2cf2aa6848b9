/** The catch-all route: any address without a page (the server answered it 404). */
import { PageNotFound } from '../../components/layout/page-not-found.tsx';

export default function NotFoundPage() {
  return <PageNotFound />;
}
