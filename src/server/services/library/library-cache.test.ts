import { describe, expect, it } from 'vitest';
import { createLibraryCache, type LibraryListing } from './library-cache.ts';

function listing(...ids: string[]): LibraryListing {
  return { ids, total: ids.length };
}

/** A load that counts its calls and answers with the given listing. */
function countingLoad(result: LibraryListing) {
  const calls = { count: 0 };
  const load = () => {
    calls.count += 1;
    return Promise.resolve(result);
  };
  return { calls, load };
}

describe('createLibraryCache', () => {
  it('loads a listing once and then remembers it for the same version', async () => {
    const cache = createLibraryCache(10);
    const { calls, load } = countingLoad(listing('a', 'b'));
    expect(await cache.get('email', 1, load)).toEqual(listing('a', 'b'));
    expect(await cache.get('email', 1, load)).toEqual(listing('a', 'b'));
    expect(calls.count).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('loads again when the library version moved, and keeps one entry per listing', async () => {
    const cache = createLibraryCache(10);
    await cache.get('email', 1, () => Promise.resolve(listing('old')));
    const fresh = await cache.get('email', 2, () => Promise.resolve(listing('new')));
    expect(fresh.ids).toEqual(['new']);
    expect(cache.size).toBe(1);
    // The older version is not served back either.
    const again = await cache.get('email', 2, () => Promise.resolve(listing('unused')));
    expect(again.ids).toEqual(['new']);
  });

  it('never lets a slow load of an older version replace a newer entry', async () => {
    const cache = createLibraryCache(10);
    let finishOld: (value: LibraryListing) => void = () => {};
    const oldLoad = cache.get('email', 1, () => new Promise((resolve) => (finishOld = resolve)));
    await cache.get('email', 2, () => Promise.resolve(listing('new')));
    finishOld(listing('old'));
    await oldLoad;
    const served = await cache.get('email', 2, () => Promise.resolve(listing('unused')));
    expect(served.ids).toEqual(['new']);
  });

  it('shares one load between callers that miss the same listing at once', async () => {
    const cache = createLibraryCache(10);
    let finish: (value: LibraryListing) => void = () => {};
    let calls = 0;
    const load = () => {
      calls += 1;
      return new Promise<LibraryListing>((resolve) => (finish = resolve));
    };
    const first = cache.get('email', 1, load);
    const second = cache.get('email', 1, load);
    finish(listing('a'));
    expect(await Promise.all([first, second])).toEqual([listing('a'), listing('a')]);
    expect(calls).toBe(1);
  });

  it('drops the least recently used listing when full', async () => {
    const cache = createLibraryCache(2);
    await cache.get('a', 1, () => Promise.resolve(listing('a')));
    await cache.get('b', 1, () => Promise.resolve(listing('b')));
    await cache.get('a', 1, () => Promise.resolve(listing('unused'))); // a is now the newest
    await cache.get('c', 1, () => Promise.resolve(listing('c')));
    expect(cache.size).toBe(2);
    const { calls: aCalls, load: aLoad } = countingLoad(listing('a'));
    await cache.get('a', 1, aLoad);
    expect(aCalls.count).toBe(0);
    const { calls: bCalls, load: bLoad } = countingLoad(listing('b'));
    await cache.get('b', 1, bLoad);
    expect(bCalls.count).toBe(1);
  });

  it('does not remember a failed load, so the next caller tries again', async () => {
    const cache = createLibraryCache(10);
    await expect(cache.get('email', 1, () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(cache.size).toBe(0);
    expect(await cache.get('email', 1, () => Promise.resolve(listing('a')))).toEqual(listing('a'));
  });

  it('with no room, loads every listing and remembers nothing', async () => {
    const cache = createLibraryCache(0);
    expect(cache.isEnabled).toBe(false);
    const { calls, load } = countingLoad(listing('a'));
    await cache.get('email', 1, load);
    await cache.get('email', 1, load);
    expect(calls.count).toBe(2);
    expect(cache.size).toBe(0);
  });
});
