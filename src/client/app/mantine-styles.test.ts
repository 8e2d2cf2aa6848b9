import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const mantineRoot = path.dirname(require.resolve('@mantine/core/styles.css'));
const listed = [
  ...readFileSync(path.join(import.meta.dirname, 'mantine-styles.ts'), 'utf8').matchAll(
    /^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm,
  ),
].map((match) => match[1] ?? '');

/** Where a style file's first rule sits in Mantine's whole stylesheet. */
function positionInWhole(file: string): number {
  const whole = readFileSync(path.join(mantineRoot, 'styles.css'), 'utf8');
  const own = readFileSync(path.join(mantineRoot, 'styles', `${file}.css`), 'utf8').trim();
  return whole.indexOf(own.slice(0, 200));
}

describe("Mantine's per-component styles (app/mantine-styles.ts)", () => {
  it('imports the global files first, as Mantine asks', () => {
    expect(listed.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });

  it('names only files Mantine publishes, each once', () => {
    for (const file of listed) {
      expect(existsSync(path.join(mantineRoot, 'styles', `${file}.css`)), file).toBe(true);
    }
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("keeps the components in styles.css's order, so the cascade is Mantine's", () => {
    const positions = listed.slice(3).map(positionInWhole);
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('brings the parts a used component is built on', () => {
    // Button is built on UnstyledButton and Loader; Select on Combobox, Input, Popover, ScrollArea.
    for (const part of ['UnstyledButton', 'Loader', 'Combobox', 'Input', 'Popover', 'ScrollArea']) {
      expect(listed).toContain(part);
    }
    expect(listed.indexOf('UnstyledButton')).toBeLessThan(listed.indexOf('Button'));
  });
});
