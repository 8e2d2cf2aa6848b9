/**
 * For a dialog, drawer or popover made only when first wanted (loaded as
 * its own chunk, or the sign-in invitation): it mounts closed and opens on
 * the next frame, because Mantine notes the
 * element to give focus back to (and plays the opening) only when `opened`
 * changes after mounting. Mounted already open, closing it would drop
 * focus on the page's body.
 */
import { useEffect, useState } from 'react';

export function useOpenedAfterMount(wanted: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return mounted && wanted;
}
