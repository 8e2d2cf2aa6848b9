/**
 * The real process entry (src/server/index.ts): a wrong setting stops it
 * with a message naming the variable (booting it on an empty data folder:
 * process-boot.pglite.test.ts).
 */
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { exitCode, startServer } from '../helpers/server-process.ts';

describe('configuration errors', () => {
  it.each([
    ['PORT', 'not-a-port'],
    ['DATABASE_URL', 'mysql://somewhere/db'],
    ['LOG_LEVEL', 'chatty'],
  ])('a bad %s stops the process and names the variable', async (name, value) => {
    const { child, output } = startServer({ [name]: value, DATA_DIR: os.tmpdir() });
    expect(await exitCode(child)).toBe(1);
    expect(output()).toContain('Invalid environment configuration');
    expect(output()).toContain(name);
  });

  it('stops in production without PUBLIC_URL, naming it', async () => {
    const { child, output } = startServer({ NODE_ENV: 'production', DATA_DIR: os.tmpdir() });
    expect(await exitCode(child)).toBe(1);
    expect(output()).toMatch(/PUBLIC_URL: is required when NODE_ENV=production/);
  });
});
