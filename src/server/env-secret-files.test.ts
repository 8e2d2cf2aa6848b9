/**
 * Secrets read from files (NAME_FILE), in one place in parseEnv: the value
 * without its trailing line break, a clear error when both forms are set or
 * the file cannot be read, and never the secret itself in a message.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENV_NAMES, EnvError, parseEnv, SECRET_NAMES } from './env.ts';

const folder = mkdtempSync(path.join(os.tmpdir(), 'env-secrets-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function secretFile(name: string, content: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, content);
  return file;
}

function errorOf(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  throw new Error('expected an EnvError');
}

describe('secrets from files', () => {
  it('reads a secret from NAME_FILE, without its trailing line break', () => {
    const env = parseEnv({
      DATABASE_URL_FILE: secretFile('db', 'postgres://app:s3cret@db:5432/hub\n'),
      METRICS_TOKEN_FILE: secretFile('metrics', 'a-metrics-token-long-enough\r\n'),
      OPENAI_API_KEY_FILE: secretFile('openai', 'sk-from-a-file'),
    });
    expect(env.DATABASE_URL).toBe('postgres://app:s3cret@db:5432/hub');
    expect(env.METRICS_TOKEN).toBe('a-metrics-token-long-enough');
    expect(env.OPENAI_API_KEY).toBe('sk-from-a-file');
  });

  it('refuses a secret set both directly and as a file, naming it', () => {
    const message = errorOf({
      REDIS_URL: 'redis://cache:6379',
      REDIS_URL_FILE: secretFile('redis', 'redis://other:6379\n'),
    });
    expect(message).toMatch(/^\s+REDIS_URL: is set both directly and as REDIS_URL_FILE/m);
  });

  it('names a file that cannot be read, and an empty one, without any secret', () => {
    const missing = path.join(folder, 'no-such-file');
    const message = errorOf({
      GOOGLE_CLIENT_SECRET_FILE: missing,
      S3_SECRET_ACCESS_KEY_FILE: secretFile('empty', '\n'),
      ANTHROPIC_API_KEY: 'sk-ant-shown-nowhere',
    });
    expect(message).toContain(`GOOGLE_CLIENT_SECRET_FILE: cannot read ${missing} (ENOENT)`);
    expect(message).toMatch(/S3_SECRET_ACCESS_KEY_FILE: .*empty is empty/);
    expect(message).not.toContain('sk-ant-shown-nowhere');
  });

  it('checks a value from a file like any other', () => {
    const message = errorOf({ DATABASE_URL_FILE: secretFile('bad-db', 'mysql://db/hub\n') });
    expect(message).toMatch(/^\s+DATABASE_URL: must start with postgres:\/\//m);
    expect(message).not.toContain('mysql://db/hub');
  });

  it('offers _FILE for secrets only, each a variable the server reads', () => {
    for (const name of SECRET_NAMES) expect(ENV_NAMES).toContain(name);
    expect(SECRET_NAMES).toEqual(expect.arrayContaining(['DATABASE_URL', 'METRICS_TOKEN']));
  });
});
