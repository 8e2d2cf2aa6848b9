/**
 * The build names each public page's chunks from SCREEN_MODULES
 * (scripts/prerender-pages.mjs), while the app loads the screen with
 * SCREEN_LOADERS: both must mean the same module, or a page would be sent
 * with links to chunks it never runs.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '../../shared/public-pages.ts';
import { SCREEN_LOADERS, SCREEN_MODULES } from './public-screens.tsx';

const CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('public screens', () => {
  it.each(PUBLIC_PAGE_PATHS)(
    '%s loads the module the build names for it',
    async (page) => {
      const named = (await import(path.join(CLIENT_DIR, SCREEN_MODULES[page]))) as {
        default: unknown;
      };
      const loaded = await SCREEN_LOADERS[page]();
      expect(loaded.default).toBe(named.default);
    },
    30_000,
  );
});
