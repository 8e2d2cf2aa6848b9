/**
 * What the workspace starts from. Try This puts a prompt in navigation
 * state (history.state); the prompt page's history links to
 * /playground?prompt=<id>&version=<n>, whose content is fetched first
 * (issue 28 item 3). Either replaces the workspace; a plain visit (the
 * header's link) keeps it as it is.
 *
 * A version is applied once per tab (remembered in sessionStorage), so a
 * reload or Back keeps the person's edits rather than loading the version
 * over them; picking another version in the panel applies that one.
 */
import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import {
  type PlaygroundVersion,
  readPlaygroundVersion,
} from '../../lib/playground-version-path.ts';
import { type PlaygroundEntry, readEntryState } from './entry-state.ts';
import { usePlaygroundVersion } from './playground-versions-api.ts';
import { entryFromVersion } from './version-entry.ts';

const APPLIED_KEY = 'playgroundVersionApplied';

const keyOf = (version: PlaygroundVersion) => `${version.promptId}:${version.number}`;

function readApplied(): string | null {
  try {
    return window.sessionStorage.getItem(APPLIED_KEY);
  } catch {
    return null;
  }
}

function writeApplied(key: string): void {
  try {
    window.sessionStorage.setItem(APPLIED_KEY, key);
  } catch {
    // Storage refused (private mode, full): a reload then loads the version again.
  }
}

interface Seen {
  state: unknown;
  entry: PlaygroundEntry | null;
  /** Changes with each new entry, which remounts the workspace. */
  key: number;
}

export interface PlaygroundStart {
  entry: PlaygroundEntry | null;
  key: number;
  /** The version the address names, or null. */
  version: PlaygroundVersion | null;
  /** The named version's content is on its way, to start the workspace from. */
  isLoading: boolean;
}

export function usePlaygroundStart(): PlaygroundStart {
  const state = useHistoryState<unknown>();
  const search = useSearch();
  const version = useMemo(() => readPlaygroundVersion(search), [search]);
  const [applied, setApplied] = useState(readApplied);
  const [seen, setSeen] = useState<Seen>(() => ({ state, entry: readEntryState(state), key: 0 }));
  const wanted = version !== null && keyOf(version) !== applied ? version : null;
  const content = usePlaygroundVersion(wanted?.promptId ?? null, wanted?.number ?? null);

  if (state !== seen.state) {
    const entry = readEntryState(state);
    setSeen(entry ? { state, entry, key: seen.key + 1 } : { ...seen, state });
  } else if (wanted && content.data) {
    const key = keyOf(wanted);
    writeApplied(key);
    setApplied(key);
    setSeen({ ...seen, entry: entryFromVersion(content.data.content), key: seen.key + 1 });
  }

  return {
    entry: seen.entry,
    key: seen.key,
    version,
    // A version that cannot be had (the Version panel says why) leaves the workspace as it was.
    isLoading: wanted !== null && content.isPending && content.fetchStatus !== 'idle',
  };
}
