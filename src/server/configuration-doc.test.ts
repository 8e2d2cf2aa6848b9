/**
 * docs/configuration.md and env.ts agree, as .env.example and env.ts do
 * (env-example.test.ts): one row for every variable the server reads and
 * none for another, each default as env.ts gives it, every secret marked
 * and offered as NAME_FILE (and nothing else), and a cluster answer on
 * every row.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_NAMES, parseEnv, SECRET_NAMES } from './env.ts';

const DOC = readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8');

interface Row {
  name: string;
  shownDefault: string;
  meaning: string;
  cluster: string;
}

/** `| \`NAME\` | default | what it does | cluster |` rows, in order. */
const rows: Row[] = [...DOC.matchAll(/^\| `([A-Z][A-Z0-9_]+)` +\|(.*)\|(.*)\|(.*)\|$/gm)].map(
  (match) => ({
    name: match[1] ?? '',
    shownDefault: (match[2] ?? '').trim(),
    meaning: (match[3] ?? '').trim(),
    cluster: (match[4] ?? '').trim(),
  }),
);

const defaults = parseEnv({}) as unknown as Record<string, unknown>;

/** How the page writes a default: `value`, — for none, (none) for an empty list. */
function written(value: unknown): string {
  if (value === undefined) return '—';
  if (Array.isArray(value) && value.length === 0) return '(none)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `\`${text}\``;
}

const secrets: readonly string[] = SECRET_NAMES;

describe('docs/configuration.md', () => {
  it('has one row for every variable the server reads, and no other', () => {
    expect(rows.map((row) => row.name).sort()).toEqual([...ENV_NAMES].sort());
  });

  it.each(rows)('shows the default of $name as env.ts gives it', ({ name, shownDefault }) => {
    expect(shownDefault).toBe(written(defaults[name]));
  });

  it.each(rows)('says whether $name is a secret, and its _FILE form', ({ name, meaning }) => {
    const isSecret = secrets.includes(name);
    expect(meaning.startsWith('_Secret._'), name).toBe(isSecret);
    expect(meaning.includes(`\`${name}_FILE\``), name).toBe(isSecret);
  });

  it.each(rows)('says whether a cluster shares $name', ({ cluster }) => {
    expect(['shared', 'per instance']).toContain(cluster);
  });
});
