import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import limits for the browser code; features get one more below. */
const clientImportPatterns = [
  // Features never import each other: shared UI goes in components/.
  { group: ['**/features/*/**'], message: 'Features must not import each other.' },
  // Input and view schemas carry zod (25 KB gzipped); the browser only needs their types.
  {
    group: ['zod', '**/shared/*-inputs.ts', '**/shared/*-views.ts', '**/shared/iso-date.ts'],
    allowTypeImports: true,
    message:
      'Import constants from shared/*-limits.ts; only types from *-inputs.ts and *-views.ts.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'drizzle', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Fastify plugins and tRPC resolvers are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: clientImportPatterns }],
    },
  },
  {
    // A feature's files sit side by side, so "../x" from one leaves it for a sibling feature.
    files: ['src/client/features/*/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...clientImportPatterns,
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message:
                'Features must not import each other: share code through lib/, hooks/ or components/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
