import { describe, expect, it } from 'vitest';
import { copyLine } from './bulk-prompts-copy.ts';

describe('copyLine', () => {
  it("writes each value as drizzle binds it, escaped for COPY's text format", () => {
    const row = {
      title: 'Tab\there, line\nbreak, back\\slash',
      description: 'Carriage\rreturn',
      categories: ['Plain', 'With "quotes"', 'Back\\slash'],
      variables: [{ name: 'topic', defaultValue: 'a\tb' }],
      isImagePrompt: true,
      isChained: false,
      usageCount: 42,
      createdById: null,
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
    };
    const keys = [
      'title',
      'description',
      'categories',
      'variables',
      'isImagePrompt',
      'isChained',
      'usageCount',
      'createdById',
      'createdAt',
    ] as const;
    const fields = [
      'Tab\\there, line\\nbreak, back\\\\slash',
      'Carriage\\rreturn',
      // The array literal drizzle builds, then COPY's own escaping of its backslashes.
      '{"Plain","With \\\\"quotes\\\\"","Back\\\\\\\\slash"}',
      // JSON escapes the tab as \t; COPY then escapes that backslash.
      '[{"name":"topic","defaultValue":"a\\\\tb"}]',
      't',
      'f',
      '42',
      '\\N',
      '2026-01-02T03:04:05.678Z',
    ];
    expect(copyLine({ ...row, category: 'Plain', model: 'Claude' }, keys)).toBe(
      `${fields.join('\t')}\n`,
    );
  });
});
