/**
 * The playground's address for one version of a stored prompt (issue 28
 * item 3): /playground?prompt=<id>&version=<n>. The prompt page's history
 * links to it; the playground reads it back. Anything else in the query is
 * no version: the playground then opens as it would without one.
 */
import { MAX_VERSION_NUMBER } from '../../shared/prompt-version-fields.ts';

export interface PlaygroundVersion {
  promptId: string;
  number: number;
}

export function playgroundVersionPath(promptId: string, number: number): string {
  const query = new URLSearchParams({ prompt: promptId, version: String(number) });
  return `/playground?${query.toString()}`;
}

/** The version a playground query names, or null (a missing or malformed one). */
export function readPlaygroundVersion(search: string): PlaygroundVersion | null {
  const query = new URLSearchParams(search);
  const promptId = query.get('prompt') ?? '';
  const digits = query.get('version') ?? '';
  if (!/^[0-9A-Za-z-]{1,64}$/.test(promptId) || !/^[1-9][0-9]{0,8}$/.test(digits)) return null;
  const number = Number(digits);
  return number <= MAX_VERSION_NUMBER ? { promptId, number } : null;
}

export function sameVersion(a: PlaygroundVersion | null, b: PlaygroundVersion | null): boolean {
  return a?.promptId === b?.promptId && a?.number === b?.number;
}
