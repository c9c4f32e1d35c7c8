import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { moduleLoopsPlugin } from './scripts/module-loops.mjs';

const WEB_SRC = './apps/web/src';

/** Every folder under apps/web/src/features: each is a zone of its own. */
const webFeatures = readdirSync(new URL(`${WEB_SRC}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const OTHER_REPO = {
  group: ['../*/repo*', '../../modules/*/repo*'],
  message: "Use the other module's service, not its repo.",
};
const ENTRY_FILES = {
  group: ['**/main.ts', '**/cli.ts', '**/app.ts', '**/workers.ts', '**/stop.ts'],
  message: 'Modules sit below the entry files: take what they need as a parameter.',
};

const CONTRACT_INDEX = {
  name: '@shop/contract',
  allowTypeImports: true,
  message: 'Import types only, or values from @shop/contract/values or /operation.',
};
/** Lazy pages that do use schema values (a realtime channel name, the settings' limits). */
const SCHEMA_USERS = [
  'apps/web/src/features/seller-settings/lib/settings-values.ts',
  'apps/web/src/features/buyer-emails/hooks/use-buyer-live-updates.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: {
      'import/ignore': ['node_modules'],
      // Imports name their .ts/.tsx files explicitly, so Node's resolution finds them.
      'import/resolver': {
        alias: { map: [['@', './apps/web/src']], extensions: ['.ts', '.tsx', '.js', '.mjs'] },
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      },
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Server: a capability module never reaches into another module's repo (go through its service).
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [OTHER_REPO] }] },
  },
  {
    // Server: no loop between modules, type-only imports included (import/no-cycle skips those
    // and follows files, not modules): what two modules share moves down or to its owner.
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: {
      'module-loops': moduleLoopsPlugin(
        fileURLToPath(new URL('./apps/server/src/modules', import.meta.url)),
      ),
    },
    rules: { 'module-loops/no-module-loop': 'error' },
  },
  {
    // Server: the entry files compose the modules; an arrow back up would make a circle.
    files: ['apps/server/src/{modules,lib,plugins,config,db}/**/*.ts'],
    // A test may build the whole app around the part it tests.
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [OTHER_REPO, ENTRY_FILES] }] },
  },
  {
    // Web: one-way imports app -> features -> shared (bulletproof-react).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': [
        'error',
        {
          // The zones below are relative to the repository, wherever ESLint is started from.
          basePath: fileURLToPath(new URL('.', import.meta.url)),
          zones: [
            // What two features share moves down into components/, hooks/ or lib/, or app/
            // composes them; a feature never reaches into another one's internals.
            ...webFeatures.map((feature) => ({
              target: `${WEB_SRC}/features/${feature}`,
              from: `${WEB_SRC}/features`,
              except: [`./${feature}`],
              message: 'A feature imports no other feature: share it below, or compose in app/.',
            })),
            { target: `${WEB_SRC}/features`, from: `${WEB_SRC}/app` },
            {
              target: ['components', 'lib', 'api', 'hooks'].map((dir) => `${WEB_SRC}/${dir}`),
              from: [`${WEB_SRC}/features`, `${WEB_SRC}/app`],
            },
          ],
        },
      ],
    },
  },
  {
    // Web: the contract's index builds every TypeBox schema when loaded; pages take its types,
    // and values only from its schema-free parts (/values, /operation), so no page ships them.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/**/test/**', ...SCHEMA_USERS],
    rules: { 'no-restricted-imports': ['error', { paths: [CONTRACT_INDEX] }] },
  },
  {
    // Web: an operation's method and path are declared once, in packages/contract; a feature's
    // fetchers call through the generated route table (call(fooApi.bar) from @/api/call).
    files: ['apps/web/src/features/*/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            CONTRACT_INDEX,
            {
              name: '@/api/client',
              importNames: ['apiRequest', 'prepareRequest'],
              message: 'Call a contract operation: call(fooApi.bar) from @/api/call.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/^\\/?(api\\/)?[a-z][a-z-]*(\\/[\\w:-]+)+$/]',
          'TemplateElement[value.raw=/^\\/?(api\\/)?[a-z][a-z-]*\\//]',
        ].map((selector) => ({
          selector,
          message: 'No API paths in a feature: the contract declares them (@/api/operations).',
        })),
      ],
    },
  },
);
