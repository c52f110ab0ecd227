import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Import boundaries between the parts of the code (docs/architecture.md); each zone forbids `from` in `target`. */
const BOUNDARIES = [
  ...WEB_FEATURES.map((feature) => ({
    target: `web/src/features/${feature}/**`,
    from: `web/src/features/!(${feature})/**`,
    except: ['**/web/src/features/*/index.ts'],
    message: 'Import another feature only through its public entry, features/<area>/index.ts.',
  })),
  {
    target: 'web/src/app/**',
    from: 'web/src/features/**',
    except: ['**/web/src/features/*/index.ts'],
    message: 'The app imports a feature only through its public entry (its routes are collected by import.meta.glob).',
  },
  {
    target: ['web/src/features/**', 'web/src/lib/**', 'web/src/ui/**'],
    from: 'web/src/app/**',
    message: 'Nothing imports the app folder: shared setup belongs in web/src/lib, shared components in web/src/ui.',
  },
  {
    target: ['web/src/lib/**', 'web/src/ui/**'],
    from: 'web/src/features/**',
    message: 'web/src/lib and web/src/ui serve every feature and import none.',
  },
  {
    target: 'functions/src/shared/**',
    from: ['functions/src/!(shared)/**', 'web/**'],
    message: 'functions/src/shared is imported by both sides and imports neither: only other shared code.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', 'functions/lib/**', 'web/dist/**', '.emulators/**', 'test-results/**', 'playwright-report/**', '.test-reports/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // A promise a test does not await can fail after the test passed, or never fail it at all.
    files: ['tests/**/*.ts', '**/*.test.ts'],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.tools.json', './functions/tsconfig.json', './web/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['web/tsconfig.json', 'functions/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['functions/src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
              message: 'functions/src/shared runs in the browser too: no firebase-admin or firebase-functions.',
            },
          ],
        },
      ],
    },
  },
  {
    // Runs inside the browser pages of the browser tests.
    files: ['tests/browser/support/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    // Components render, hooks read, callables write: components reach the server only through hooks.
    files: ['web/src/features/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/callables', '**/lib/firestore', 'firebase/firestore', 'reactfire'],
              message: 'Components call callables and read Firestore through hooks (useXxx.ts) or write functions.',
            },
          ],
        },
      ],
    },
  },
);
