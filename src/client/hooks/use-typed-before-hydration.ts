/**
 * Public pages arrive prerendered (decision 018), so their fields can be
 * typed into before the app has taken the page over. React hydrates a
 * controlled field without touching its value, and the field's next render
 * writes the state back, erasing what the visitor typed in that moment (on
 * a slow phone, the whole search). Attach the returned ref to the field:
 * once it is hydrated, text typed early is handed to `onChange` as if it
 * had just been typed.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

export function useTypedBeforeHydration<T extends TextField>(
  value: string,
  onChange: (value: string) => void,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const first = useRef({ value, onChange });
  useLayoutEffect(() => {
    // Only the first commit: from then on every keystroke reaches React.
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== first.current.value) first.current.onChange(typed);
  }, []);
  return ref;
}
