/**
 * Mantine's stylesheet, cut to the components the app uses.
 *
 * `@mantine/core/styles.css` holds every component's styles (295 KB as
 * published; the app's built stylesheet with it was 272 KB, 34 KB
 * compressed). It blocks a page's first paint, and Lighthouse found nearly
 * nine tenths of it unused on a page (decision 016). Mantine also ships
 * one file per component (`styles/Button.css`), which is what this plugin
 * imports instead.
 *
 * Which files: every name the client imports from `@mantine/core`, followed
 * through Mantine's own modules (Button imports UnstyledButton and Loader,
 * Select imports Combobox, Input, Popover and ScrollArea...). Each component
 * module that holds styles imports its `X.module.mjs`, whose name is its
 * style file's. Following the imports, not a hand-kept list, means a
 * component used tomorrow brings its styles along with it.
 *
 * The order is styles.css's own, so the cascade is the one Mantine tests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:mantine-styles';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** Needed by every component, before any of them (Mantine's docs). */
const GLOBAL_FILES = ['baseline', 'default-css-variables', 'global'];

const IMPORT_FROM_CORE = /import\s*(type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;
/** Ways to reach Mantine's components that the scan could not follow. */
const UNFOLLOWED_USE =
  /import\s*\*\s*as\s+\w+\s*from\s*['"]@mantine\/core['"]|export\s*(\*|\{[^}]*\})\s*from\s*['"]@mantine\/core['"]|import\(\s*['"]@mantine\/core['"]\s*\)/;
const RELATIVE_IMPORT = /from\s*"(\.[^"]+)"/g;

function mantineRoot(): string {
  const require = createRequire(import.meta.url);
  // The package exports styles.css, which sits at its root (package.json is not exported).
  return path.dirname(require.resolve('@mantine/core/styles.css'));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The values (not types) one file imports from `@mantine/core`. */
function namesInFile(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  if (UNFOLLOWED_USE.test(source)) {
    throw new Error(
      `${file}: import Mantine's components by name (import { Button } from '@mantine/core'), so the build can bring their styles (scripts/mantine-styles.ts)`,
    );
  }
  const names: string[] = [];
  for (const match of source.matchAll(IMPORT_FROM_CORE)) {
    if (match[1]) continue; // import type { ... }
    for (const specifier of (match[2] ?? '').split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0] ?? '';
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names.sort();
}

/** The values (not types) the client's files import from `@mantine/core`. */
export function importedNames(clientRoot: string): Set<string> {
  return new Set(sourceFiles(clientRoot).flatMap(namesInFile));
}

/** Each name Mantine's ESM entry exports, and the module that defines it. */
function exportedModules(esmRoot: string): Map<string, string> {
  const modules = new Map<string, string>();
  const entry = readFileSync(path.join(esmRoot, 'index.mjs'), 'utf8');
  for (const match of entry.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    for (const specifier of (match[1] ?? '').split(',')) {
      const [name, alias] = specifier.trim().split(/\s+as\s+/);
      if (name) modules.set((alias ?? name).trim(), path.join(esmRoot, match[2] ?? ''));
    }
  }
  return modules;
}

/** The style files (without `.css`) the given Mantine exports need, unordered. */
function componentsNeeded(names: Iterable<string>, esmRoot: string): Set<string> {
  const exported = exportedModules(esmRoot);
  const pending = [...names].map((name) => {
    const module = exported.get(name);
    if (!module) {
      throw new Error(
        `@mantine/core exports no ${name} in ${esmRoot}/index.mjs (has its layout changed?)`,
      );
    }
    return module;
  });
  const visited = new Set<string>();
  const styled = new Set<string>();
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (visited.has(file)) continue;
    visited.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = path.join(path.dirname(file), match[1] ?? '');
      if (target.endsWith('.module.mjs')) styled.add(path.basename(target, '.module.mjs'));
      else pending.push(target);
    }
  }
  return styled;
}

/**
 * The style files the given names need, as import paths in styles.css's
 * order, the global files first.
 */
export function mantineStyleImports(names: Iterable<string>): string[] {
  const root = mantineRoot();
  const whole = readFileSync(path.join(root, 'styles.css'), 'utf8');
  const firstRule = (file: string) =>
    readFileSync(path.join(root, 'styles', `${file}.css`), 'utf8')
      .trim()
      .slice(0, 200);
  const components = [...componentsNeeded(names, path.join(root, 'esm'))];
  const position = new Map(
    components.map((file) => {
      const at = whole.indexOf(firstRule(file));
      if (at < 0) throw new Error(`styles/${file}.css is not part of @mantine/core/styles.css`);
      return [file, at];
    }),
  );
  components.sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
  return [...GLOBAL_FILES, ...components].map((file) => `@mantine/core/styles/${file}.css`);
}

/** The virtual module's code: one import per style file, in order. */
function stylesModule(clientRoot: string): string {
  const imports = mantineStyleImports(importedNames(clientRoot));
  return imports.map((file) => `import '${file}';`).join('\n');
}

/**
 * `import 'virtual:mantine-styles'` in the client's entry brings exactly
 * those files. The list is worked out on each build. The dev server works
 * it out again (about 25 ms) only when a saved file's Mantine imports
 * changed, and reloads the page when the list did.
 */
export function mantineStylesPlugin(clientRoot: string): Plugin {
  let served = '';
  const namesSeen = new Map<string, string>();
  return {
    name: 'mantine-styles',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      served = stylesModule(clientRoot);
      return served;
    },
    handleHotUpdate({ file, server }) {
      // A removed file can only have made the list longer than needed: harmless.
      if (!file.startsWith(clientRoot) || !/\.tsx?$/.test(file) || !existsSync(file)) return;
      const names = namesInFile(file).join(',');
      const before = namesSeen.get(file);
      namesSeen.set(file, names);
      if (before === names || (before === undefined && names === '')) return;
      if (stylesModule(clientRoot) === served) return;
      const module = server.moduleGraph.getModuleById(RESOLVED_ID);
      if (module) server.moduleGraph.invalidateModule(module);
      server.ws.send({ type: 'full-reload' });
    },
  };
}
