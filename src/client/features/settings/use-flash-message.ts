/** A success message that clears itself after a few seconds (PRODUCT_SPEC section 4 "Settings"). */
import { useCallback, useEffect, useRef, useState } from 'react';

export const FLASH_MS = 3000;

export function useFlashMessage(durationMs: number = FLASH_MS) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  // A message must not outlive the page, nor fire into an unmounted one.
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = useCallback(
    (text: string) => {
      window.clearTimeout(timer.current);
      setMessage(text);
      timer.current = window.setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setMessage(null);
  }, []);

  return { message, show, clear };
}
