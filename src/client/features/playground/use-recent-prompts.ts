/**
 * The recent prompts list as React state, written through to the browser.
 * Each change re-reads the stored list first, so two open tabs add to one
 * history instead of overwriting each other's entries.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  addRecentPrompt,
  loadRecentPrompts,
  parseRecentPrompts,
  RECENT_PROMPTS_KEY,
  type RecentPrompt,
  saveRecentPrompts,
} from './recent-prompts-store.ts';

export function useRecentPrompts() {
  const [entries, setEntries] = useState<RecentPrompt[]>(() => loadRecentPrompts());

  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === RECENT_PROMPTS_KEY) setEntries(parseRecentPrompts(event.newValue));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);

  const remember = useCallback((entry: RecentPrompt) => {
    const next = addRecentPrompt(loadRecentPrompts(), entry);
    saveRecentPrompts(next);
    setEntries(next);
  }, []);

  const forgetAll = useCallback(() => {
    saveRecentPrompts([]);
    setEntries([]);
  }, []);

  return { entries, remember, forgetAll };
}
