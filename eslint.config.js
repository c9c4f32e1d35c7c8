import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const WEB_SRC = './apps/web/src';

/** Every folder under apps/web/src/features: each is a zone of its own. */
const webFeatures = readdirSync(new URL(`${WEB_SRC}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/repo*', '../../modules/*/repo*'],
              message: "Use the other module's service, not its repo.",
            },
          ],
        },
      ],
    },
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
);
