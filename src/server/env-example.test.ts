/**
 * .env.example and env.ts agree: every variable the server reads is
 * documented there and nothing else is, and every value shown for a
 * variable with a default is that default (a commented-out line of a
 * variable without one is only an example).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_NAMES, parseEnv } from './env.ts';

const EXAMPLE = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');

/** `NAME=value` and `# NAME=value` lines, in order. */
const documented = [...EXAMPLE.matchAll(/^(#\s?)?([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((match) => ({
  name: match[2] ?? '',
  value: (match[3] ?? '').trim(),
  isSet: match[1] === undefined,
}));

const defaults = parseEnv({}) as unknown as Record<string, unknown>;

/** An empty list (ADMIN_EMAILS) is no default: its line shows an example. */
function hasDefault(name: string): boolean {
  const value = defaults[name];
  return value !== undefined && !(Array.isArray(value) && value.length === 0);
}

describe('.env.example', () => {
  it('documents every variable the server reads, and no other', () => {
    const names = new Set(documented.map((line) => line.name));
    expect([...names].sort()).toEqual([...ENV_NAMES].sort());
  });

  it.each(documented.filter((line) => line.isSet || hasDefault(line.name)))(
    'shows the default of $name',
    ({ name, value }) => {
      const shown = parseEnv({ [name]: value }) as unknown as Record<string, unknown>;
      expect(shown[name]).toEqual(defaults[name]);
    },
  );

  it('gives the embedded database the admission slots app.ts gives it', () => {
    // MAX_REQUESTS_IN_FLIGHT has no default in env.ts: app.ts picks 4 on PGlite.
    expect(EXAMPLE).toMatch(/Default: 4 on the embedded database/);
    expect(readFileSync(new URL('./app.ts', import.meta.url), 'utf8')).toMatch(
      /database\.kind === 'pglite' \? 4 :/,
    );
  });
});
