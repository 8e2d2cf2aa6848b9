/**
 * Home and the library with their data (live-pages.ts), rendered by the
 * real client build's server entry (`npm test` builds it first): a page is
 * rendered once per distinct data, its data is fetched again only after
 * FRESH_MS, one request at a time, while the kept page is still sent (but
 * not once the browser's app would take it as stale), and a failure leaves
 * the page to be sent as built.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import superjson from 'superjson';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLivePages,
  FRESH_MS,
  type LivePages,
  MAX_WAIT_MS,
  OLDEST_SENT_MS,
} from './live-pages.ts';

const CLIENT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../dist/client',
);
const NOTHING_TRENDING = superjson.stringify({ trending: [] });
const STILL_LOADING = superjson.stringify({});

let pages: LivePages;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  pages = await createLivePages(CLIENT_DIR, pino({ level: 'silent' }));
});

afterEach(() => {
  vi.useRealTimers();
});

function counted(json: () => string) {
  const load = vi.fn(async () => json());
  return load;
}

describe('pages with their data', () => {
  it('renders a page with its data and keeps it while it is fresh', async () => {
    const load = counted(() => NOTHING_TRENDING);
    const first = await pages.pageFor('/', load);
    expect(first?.page.body).toContain('Nothing is trending yet');
    expect(first?.page.data).toContain('"trending":[]');
    vi.advanceTimersByTime(FRESH_MS - 1);
    expect(await pages.pageFor('/', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks once for concurrent first requests', async () => {
    const load = counted(() => NOTHING_TRENDING);
    const answers = await Promise.all(Array.from({ length: 5 }, () => pages.pageFor('/', load)));
    expect(new Set(answers).size).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once stale, sends the kept page while one request fetches the data again', async () => {
    let json = NOTHING_TRENDING;
    const load = counted(() => json);
    const first = await pages.pageFor('/', load);
    vi.advanceTimersByTime(OLDEST_SENT_MS - 1);
    json = STILL_LOADING;
    const during = await Promise.all([pages.pageFor('/', load), pages.pageFor('/', load)]);
    expect(during).toEqual([first, first]);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.waitFor(async () => {
      expect((await pages.pageFor('/', load))?.page.body).toContain('Loading trending prompts');
    });
  });

  it('after a quiet spell, waits for the data rather than send what the app would fetch again', async () => {
    let json = NOTHING_TRENDING;
    const load = counted(() => json);
    await pages.pageFor('/', load);
    vi.advanceTimersByTime(OLDEST_SENT_MS);
    json = STILL_LOADING;
    const sent = await pages.pageFor('/', load);
    expect(sent?.page.body).toContain('Loading trending prompts');
    expect(sent?.readAt).toBe(Date.now());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after a quiet spell, sends the kept page when the data is slow to come', async () => {
    let slow = false;
    const load = vi.fn(async () => {
      if (slow) await new Promise(() => {}); // a database that never answers
      return NOTHING_TRENDING;
    });
    const first = await pages.pageFor('/', load);
    vi.advanceTimersByTime(OLDEST_SENT_MS);
    slow = true;
    const started = performance.now();
    expect(await pages.pageFor('/', load)).toBe(first);
    expect(performance.now() - started).toBeGreaterThanOrEqual(MAX_WAIT_MS - 50);
  });

  it('after a quiet spell, sends the kept page when the data cannot be had', async () => {
    let fails = false;
    const load = vi.fn(async () => {
      if (fails) throw new Error('database unreachable');
      return NOTHING_TRENDING;
    });
    const first = await pages.pageFor('/', load);
    vi.advanceTimersByTime(OLDEST_SENT_MS);
    fails = true;
    expect(await pages.pageFor('/', load)).toBe(first);
  });

  it('dates the page by its last read, which moves forward when the data did not change', async () => {
    const load = counted(() => NOTHING_TRENDING);
    const first = await pages.pageFor('/', load);
    const firstRead = first?.readAt ?? 0;
    expect(firstRead).toBe(Date.now());
    vi.advanceTimersByTime(FRESH_MS);
    await pages.pageFor('/', load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await pages.settle();
    expect((await pages.pageFor('/', load))?.readAt).toBe(firstRead + FRESH_MS);
  });

  it('renders again only when the data changed', async () => {
    const load = counted(() => NOTHING_TRENDING);
    const first = await pages.pageFor('/', load);
    vi.advanceTimersByTime(FRESH_MS);
    await pages.pageFor('/', load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await pages.settle();
    expect((await pages.pageFor('/', load))?.page).toBe(first?.page);
  });

  it('sends the page as built when its data cannot be had, and keeps a kept page', async () => {
    const failing = vi.fn(async (): Promise<string> => {
      throw new Error('database unreachable');
    });
    expect(await pages.pageFor('/library', failing)).toBeNull();

    const first = await pages.pageFor(
      '/',
      counted(() => NOTHING_TRENDING),
    );
    vi.advanceTimersByTime(FRESH_MS);
    expect(await pages.pageFor('/', failing)).toBe(first);
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(2));
    expect(await pages.pageFor('/', failing)).toBe(first);
  });
});
