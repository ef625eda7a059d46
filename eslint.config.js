// Lint rules, and the import boundaries that keep the layers of README's "Layout" true
// (decision 017). `npm run lint` runs it; `npm run validate` and .ci/run run that.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Packages and Node modules that do I/O: pure domain rules must not reach for them. */
const ioModules = [
  'node:fs',
  'node:fs/promises',
  'node:net',
  'node:http',
  'node:https',
  'node:child_process',
  'node:worker_threads',
  'drizzle-orm',
  'pg',
  '@electric-sql/pglite',
  'fastify',
  'nodemailer',
  'stripe',
  'react',
  'react-dom',
];

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'test-results/',
      'coverage/',
      '.tools/',
      'src/server/db/migrations/',
      'src/client/lib/preact-react.js',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify plugins, hooks and handlers are async by contract (a plugin is async or takes done),
      // whether or not the body awaits.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE', 'tests/**/': 'KEBAB_CASE' }],
      // The architecture (README "Layout"): domain <- shared <- {server, client}; server and
      // client never meet; client features do not import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone('./src/domain', './src/server', 'src/domain holds pure rules: it must not import server code.'),
            zone('./src/domain', './src/client', 'src/domain holds pure rules: it must not import client code.'),
            zone(
              './src/domain',
              './src/shared',
              'src/domain is below src/shared: shared imports domain, not the reverse.',
            ),
            zone('./src/domain', './tests', 'src/domain must not import test support.', ['./']),
            zone('./src/shared', './src/server', 'src/shared is the contract: it imports only domain and zod.'),
            zone('./src/shared', './src/client', 'src/shared is the contract: it imports only domain and zod.'),
            zone(
              './src/client',
              './src/server',
              'The client must not import server code; share it through src/shared.',
            ),
            zone(
              './src/server',
              './src/client',
              'The server must not import client code; share it through src/shared.',
            ),
            // Features do not import each other: what several use lives in src/client/lib or
            // src/client/components, and src/client/app composes features into pages.
            ...features.map((feature) =>
              zone(
                `./src/client/features/${feature}`,
                `./src/client/features/!(${feature})/**/*`,
                'Features do not import each other: put what several features use in src/client/lib or src/client/components, and compose features in src/client/app.',
              ),
            ),
            zone(
              './src/client/features',
              './src/client/app',
              'Features are composed by src/client/app, never the reverse.',
            ),
            zone(
              './src/client/{lib,components}',
              './src/client/{features,app}',
              'src/client/lib and components are below the features: they must not import a feature or the app.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ioModules.map((name) => ({ name, message: 'src/domain is pure: pass data in, do no I/O.' })),
          patterns: [{ regex: '^(#server|#client|#shared|#tests)/', message: 'src/domain imports nothing above it.' }],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(zod($|/)|#domain/|\\./|\\.\\./))',
              message: 'src/shared (the API contract) imports only src/domain, zod and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Our primitives render the real control (Radix Switch and Checkbox are buttons with a role).
      'jsx-a11y/label-has-associated-control': [
        'error',
        { controlComponents: ['Switch', 'Checkbox', 'Input', 'Textarea', 'NativeSelect'], depth: 3 },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/config.ts', 'src/server/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/server/config.ts.' },
      ],
    },
  },
  {
    // Tests read response bodies as the untyped JSON they are on the wire and check them with
    // expect(); typing every body would restate the contract the assertions already check.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, which must be an object
    // pattern: a fixture that needs none is written `async ({}, use) => ...`.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
