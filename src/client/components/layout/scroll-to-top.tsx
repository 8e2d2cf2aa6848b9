/** A new page starts at the top, as a full page load would. */
import { useEffect } from 'react';
import { useLocation } from 'wouter';

export function ScrollToTop() {
  const [pathname] = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);
  return null;
}
