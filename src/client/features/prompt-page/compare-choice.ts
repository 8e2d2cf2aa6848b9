/**
 * Which two versions Compare opens with: the one before the live version
 * against the live one; with nothing before it, the live one against the
 * next. Numbers only ever name versions the server listed.
 */
import type { VersionSummaryView } from '../../../shared/prompt-version-views.ts';

export interface ComparePair {
  from: number;
  to: number;
}

export function defaultPair(versions: readonly VersionSummaryView[]): ComparePair | null {
  if (versions.length < 2) return null;
  const ascending = [...versions].sort((a, b) => a.number - b.number);
  const liveAt = ascending.findIndex((version) => version.status === 'live');
  const at = liveAt === -1 ? ascending.length - 1 : liveAt;
  const current = ascending[at];
  const before = ascending[at - 1];
  const after = ascending[at + 1];
  if (current && before) return { from: before.number, to: current.number };
  if (current && after) return { from: current.number, to: after.number };
  return null;
}
