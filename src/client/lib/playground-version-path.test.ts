import { describe, expect, it } from 'vitest';
import {
  playgroundVersionPath,
  readPlaygroundVersion,
  sameVersion,
} from './playground-version-path.ts';

const id = '0b7e2a52-3f7d-4c9e-9c55-2f4f1c1f7a10';

describe('the playground address of a version', () => {
  it('reads back what it writes', () => {
    const path = playgroundVersionPath(id, 3);
    expect(path).toBe(`/playground?prompt=${id}&version=3`);
    expect(readPlaygroundVersion(path.slice(path.indexOf('?')))).toEqual({
      promptId: id,
      number: 3,
    });
  });

  it('reads nothing from a missing or malformed query', () => {
    for (const search of [
      '',
      `?prompt=${id}`,
      '?version=2',
      `?prompt=${id}&version=0`,
      `?prompt=${id}&version=1.5`,
      `?prompt=${id}&version=-2`,
      `?prompt=${id}&version=1e3`,
      `?prompt=${id}&version=9999999999`,
      '?prompt=%3Cscript%3E&version=2',
    ]) {
      expect(readPlaygroundVersion(search), search).toBeNull();
    }
  });

  it('tells the same version from another', () => {
    expect(sameVersion({ promptId: id, number: 2 }, { promptId: id, number: 2 })).toBe(true);
    expect(sameVersion({ promptId: id, number: 2 }, { promptId: id, number: 3 })).toBe(false);
    expect(sameVersion(null, null)).toBe(true);
    expect(sameVersion(null, { promptId: id, number: 1 })).toBe(false);
  });
});
