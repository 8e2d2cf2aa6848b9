/**
 * A list's search box: what is typed shows at once and reaches the list
 * (usually the URL) only after typing pauses, 500 ms as the spec says. When
 * the applied search changes from elsewhere (Back, "Clear filters"), the box
 * follows it.
 */
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 500;

export function useDebouncedSearch(applied: string, onApply: (search: string) => void) {
  const [text, setText] = useState(applied);
  const [followed, setFollowed] = useState(applied);
  const apply = useDebouncedCallback((value: string) => onApply(value.trim()), SEARCH_DEBOUNCE_MS);
  if (applied !== followed) {
    setFollowed(applied);
    setText(applied);
  }
  return {
    text,
    change: (value: string) => {
      setText(value);
      apply(value);
    },
  };
}
