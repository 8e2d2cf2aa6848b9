/**
 * Asks the browser to confirm leaving (reload, close, another site) while
 * uploaded files are not yet part of a saved prompt (PRODUCT_SPEC section 4
 * "Submit form"). Navigation inside the app is not a page unload.
 */
import { useEffect } from 'react';

export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const confirmLeaving = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', confirmLeaving);
    return () => window.removeEventListener('beforeunload', confirmLeaving);
  }, [active]);
}
