import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedNames, mantineStyleImports } from './mantine-styles.ts';

const file = (name: string) => `@mantine/core/styles/${name}.css`;

describe('Mantine styles cut to the components used', () => {
  it('brings the styles a component is built on, before its own', () => {
    const imports = mantineStyleImports(['Button']);
    expect(imports).toContain(file('UnstyledButton'));
    expect(imports).toContain(file('Loader'));
    expect(imports.indexOf(file('UnstyledButton'))).toBeLessThan(imports.indexOf(file('Button')));
  });

  it('follows a component with no styles of its own to the parts it renders', () => {
    const imports = mantineStyleImports(['Select']);
    for (const part of ['Combobox', 'Input', 'Popover', 'ScrollArea']) {
      expect(imports).toContain(file(part));
    }
    expect(imports).not.toContain(file('Select'));
  });

  it('puts the global files first and leaves out what nothing uses', () => {
    const imports = mantineStyleImports(['Text']);
    expect(imports.slice(0, 3)).toEqual([
      file('baseline'),
      file('default-css-variables'),
      file('global'),
    ]);
    expect(imports).toContain(file('Text'));
    expect(imports).not.toContain(file('Button'));
  });

  it("finds the app's components, and skips type-only imports", () => {
    const names = importedNames(path.resolve(import.meta.dirname, '../src/client'));
    expect(names).toContain('MantineProvider');
    expect(names).toContain('Button');
    expect(names).not.toContain('BadgeProps');
    const imports = mantineStyleImports(names);
    expect(imports).toContain(file('Card'));
    expect(imports).not.toContain(file('AppShell'));
  });

  it('refuses a use of Mantine it could not follow, rather than leave styles out', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mantine-styles-'));
    try {
      writeFileSync(path.join(dir, 'page.tsx'), "import * as Mantine from '@mantine/core';\n");
      expect(() => importedNames(dir)).toThrow(/import Mantine's components by name/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(() => mantineStyleImports(['NoSuchComponent'])).toThrow(/exports no NoSuchComponent/);
  });
});
