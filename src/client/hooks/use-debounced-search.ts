/**
 * A list's search box: what is typed shows at once and reaches the list
 * (usually the URL) only after typing pauses, 500 ms as the spec says. When
 * the applied search changes from elsewhere (Back, "Clear filters"), the box
 * follows it. The box does not follow its own search coming back: that
 * value is trimmed, and putting it back while someone is still typing
 * would eat the space they just typed ("Watercolor " + "B" → "WatercolorB").
 */
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 500;

export function useDebouncedSearch(applied: string, onApply: (search: string) => void) {
  const [text, setText] = useState(applied);
  const [followed, setFollowed] = useState(applied);
  const [sent, setSent] = useState<string | null>(null);
  const apply = useDebouncedCallback((value: string) => {
    setSent(value.trim());
    onApply(value.trim());
  }, SEARCH_DEBOUNCE_MS);
  if (applied !== followed) {
    setFollowed(applied);
    // Our own search is recognised once; anything after it came from elsewhere.
    setSent(null);
    if (applied !== sent) setText(applied);
  }
  return {
    text,
    change: (value: string) => {
      setText(value);
      apply(value);
    },
  };
}
