import { describe, expect, it } from 'vitest';
import type { VersionSummaryView } from '../../../shared/prompt-version-views.ts';
import { defaultPair } from './compare-choice.ts';

function version(number: number, status: VersionSummaryView['status']): VersionSummaryView {
  return {
    number,
    status,
    kind: 'edit',
    changeNote: '',
    author: null,
    createdAt: new Date('2026-11-01T00:00:00Z'),
  };
}

describe('defaultPair', () => {
  it('compares the version before the live one with the live one', () => {
    const versions = [version(4, 'pending'), version(3, 'live'), version(2, 'previous')];
    expect(defaultPair(versions)).toEqual({ from: 2, to: 3 });
  });

  it('compares the live version with the next when nothing came before it', () => {
    expect(defaultPair([version(2, 'pending'), version(1, 'live')])).toEqual({ from: 1, to: 2 });
  });

  it('has nothing to compare with one version', () => {
    expect(defaultPair([version(1, 'live')])).toBeNull();
  });
});
