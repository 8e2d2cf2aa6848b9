/**
 * The recent prompts list (PRODUCT_SPEC sections 3, 4 and 9): kept in the
 * browser under `recentPrompts`, newest first, at most 5. Anything may be
 * in that key (an older version, a hand edit, another tab mid-write), so it
 * is read defensively: bad entries are dropped, never trusted or thrown on.
 */
import { MAX_RECENT_PROMPTS } from '../../../shared/generation-limits.ts';

export const RECENT_PROMPTS_KEY = 'recentPrompts';

export interface RecentPrompt {
  text: string;
  systemPrompt: string;
  variables: Record<string, string>;
  model: string;
  isImagePrompt: boolean;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readVariables(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function readTimestamp(value: unknown): number {
  const time = typeof value === 'string' ? Date.parse(value) : value;
  return typeof time === 'number' && Number.isFinite(time) ? time : 0;
}

function readEntry(value: unknown): RecentPrompt | null {
  if (!isObject(value) || typeof value.text !== 'string' || value.text.trim() === '') return null;
  return {
    text: value.text,
    systemPrompt: typeof value.systemPrompt === 'string' ? value.systemPrompt : '',
    variables: readVariables(value.variables),
    model: typeof value.model === 'string' ? value.model : '',
    isImagePrompt: value.isImagePrompt === true,
    timestamp: readTimestamp(value.timestamp),
  };
}

/** The stored list, keeping only well-formed entries. */
export function parseRecentPrompts(raw: string | null): RecentPrompt[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .map(readEntry)
    .filter((entry): entry is RecentPrompt => entry !== null)
    .slice(0, MAX_RECENT_PROMPTS);
}

/** Running the same prompt again moves it to the top instead of listing it twice. */
function isSamePrompt(a: RecentPrompt, b: RecentPrompt): boolean {
  return (
    a.text === b.text &&
    a.systemPrompt === b.systemPrompt &&
    a.model === b.model &&
    a.isImagePrompt === b.isImagePrompt
  );
}

/** The new entry first, then up to 4 older ones. */
export function addRecentPrompt(list: RecentPrompt[], entry: RecentPrompt): RecentPrompt[] {
  const older = list.filter((item) => !isSamePrompt(item, entry));
  return [entry, ...older].slice(0, MAX_RECENT_PROMPTS);
}

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'setItem' | 'removeItem'>;

export function loadRecentPrompts(storage: ReadStorage = window.localStorage): RecentPrompt[] {
  try {
    return parseRecentPrompts(storage.getItem(RECENT_PROMPTS_KEY));
  } catch {
    // Storage can be switched off (private windows, site settings): the list is just empty.
    return [];
  }
}

export function saveRecentPrompts(
  list: RecentPrompt[],
  storage: WriteStorage = window.localStorage,
): void {
  try {
    if (list.length === 0) storage.removeItem(RECENT_PROMPTS_KEY);
    else storage.setItem(RECENT_PROMPTS_KEY, JSON.stringify(list));
  } catch {
    // A full or blocked storage loses the history, never the run.
  }
}
