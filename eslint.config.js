import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import limits for the browser code. Which folder may import which
 * (features apart, layers one way) is .dependency-cruiser.cjs's job.
 */
const clientImportPatterns = [
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
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
