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

/**
 * What a feature may import from another feature (always through its public entry, features/<area>/index.ts), with
 * the reason. Everything else a feature uses comes from web/src/ui, web/src/lib or @shared (functions/src/shared):
 * what several features need belongs there (the paths of pages in web/src/lib/paths.ts), and what the app frame shows
 * from other features, web/src/app hands to the shell's slots. Every feature is listed; the dependencies form no
 * cycle (checked below), so no two features import each other.
 */
const ALLOWED_FEATURE_DEPENDENCIES = {
  accountReview: ['auth'], // its prompts are for the signed-in user
  admin: ['auth', 'refunds', 'wallet'], // the desk refunds held money and shows a user's monthly history table
  analytics: ['consent'], // it tracks only with analytics cookies accepted
  auth: [],
  battles: ['auth', 'refunds', 'remoteConfig', 'streams'], // bets are the user's; admins refund open bets; flags switch betting; players are picked with Select Streamer
  challenges: ['analytics', 'auth', 'refunds', 'remoteConfig', 'streamBets'], // payments tracked, refunds, flags, Kills + Win
  consent: ['auth'], // a signed-in user's cookie choice is kept on their account
  events: ['auth', 'challenges', 'refunds'], // an event's pot is paid in and voted on with the challenge components
  harm: ['auth'], // its notice is the signed-in user's own
  home: ['auth', 'battles', 'leaderboards', 'onboarding', 'streams', 'surveys'], // the home page shows their cards
  identity: ['auth'], // verifies the signed-in user
  leaderboards: ['auth', 'streams'], // a player row links to the streamer's page
  notifications: ['auth'], // the bell reads the signed-in user's notifications
  onboarding: ['auth', 'remoteConfig', 'streams'], // the streamer role starts the Stream Setup tour; flags pick roles
  pages: ['remoteConfig'], // Help shows the configured settings
  preferences: ['auth', 'remoteConfig'], // the signed-in user's limits; flags and settings shape them
  refunds: [],
  region: ['remoteConfig'], // the permitted region is configured
  remoteConfig: [],
  sessions: ['auth', 'preferences'], // sessions are the signed-in user's; the session bar shows whether betting is allowed
  shell: ['auth', 'consent'], // the frame shows by who is signed in and the cookie choice; the rest comes through slots
  streamBets: ['auth', 'refunds', 'remoteConfig', 'wallet'], // stakes are paid with the wallet's enabled methods
  streams: ['auth', 'challenges', 'consent', 'events', 'remoteConfig', 'streamBets'], // a streamer page shows their panels
  surveys: ['auth'], // surveys are the signed-in user's
  users: ['auth', 'streams'], // Settings shows the streams' Stream Setup and Connected Games tabs
  wallet: ['analytics', 'auth', 'preferences', 'remoteConfig'], // deposits are tracked and ask for a deposit limit first
};

const unlisted = WEB_FEATURES.filter((feature) => !(feature in ALLOWED_FEATURE_DEPENDENCIES));
if (unlisted.length > 0) throw new Error(`List ${unlisted.join(', ')} in ALLOWED_FEATURE_DEPENDENCIES (eslint.config.js).`);

/** Throws on a cycle of allowed dependencies, naming it (a two-way pair is the shortest); tests/lint-boundaries.test.ts. */
export function assertNoCycle(graph) {
  const done = new Set();
  const visit = (feature, path) => {
    if (path.includes(feature)) throw new Error(`Feature dependency cycle: ${[...path.slice(path.indexOf(feature)), feature].join(' -> ')}`);
    if (done.has(feature)) return;
    for (const dependency of graph[feature] ?? []) visit(dependency, [...path, feature]);
    done.add(feature);
  };
  Object.keys(graph).forEach((feature) => visit(feature, []));
}
assertNoCycle(ALLOWED_FEATURE_DEPENDENCIES);

/** Import boundaries between the parts of the code (docs/architecture.md); each zone forbids `from` in `target`. */
const BOUNDARIES = [
  ...WEB_FEATURES.map((feature) => ({
    target: `web/src/features/${feature}/**`,
    from: `web/src/features/!(${feature})/**`,
    except: ['**/web/src/features/*/index.ts'],
    message: 'Import another feature only through its public entry, features/<area>/index.ts.',
  })),
  ...WEB_FEATURES.map((feature) => ({
    target: `web/src/features/${feature}/**`,
    from: `web/src/features/!(${[feature, ...ALLOWED_FEATURE_DEPENDENCIES[feature]].join('|')})/**`,
    message: `features/${feature} may import only ${ALLOWED_FEATURE_DEPENDENCIES[feature].join(', ') || 'no other feature'} (ALLOWED_FEATURE_DEPENDENCIES in eslint.config.js): move what both need to web/src/lib, web/src/ui or @shared, or let web/src/app wire it.`,
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
    target: 'web/**',
    from: ['functions/src/!(shared)/**', 'functions/src/*'],
    message: 'The web app imports server code only from functions/src/shared (@shared/...).',
  },
  {
    target: 'functions/src/shared/**',
    from: ['functions/src/!(shared)/**', 'functions/src/*', 'web/**'],
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
