import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

/**
 * The house rules the lint config enforces, proven on fixture text: each case is a file that
 * does not exist, linted at a path of the tree under the repository's own eslint.config.js, and
 * says whether `rule` must report it. A new rule adds its cases to CASES.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_SRC = 'apps/web/src';
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * Where an import of the web leads, or null. An import that leads nowhere is never restricted,
 * so a case built on one would pass without proving anything: importing() refuses it.
 */
function resolveWebImport(specifier, fromFile) {
  const base = specifier.startsWith('@/')
    ? join(ROOT, WEB_SRC, specifier.slice(2))
    : resolve(ROOT, dirname(fromFile), specifier);
  return EXTENSIONS.map((ext) => base + ext).find((file) => existsSync(file)) ?? null;
}

/** A case whose file (at `filePath`) imports `specifier`, a module that must exist. */
function importing(filePath, specifier, { rule, name, reported }) {
  assert.ok(resolveWebImport(specifier, filePath), `${specifier} leads to no file`);
  return {
    rule,
    name,
    filePath,
    code: `import * as imported from '${specifier}';\n\nexport const used = imported;\n`,
    reported,
  };
}

const ZONES = 'import/no-restricted-paths';
const FEATURE_FILE = `${WEB_SRC}/features/sub-rollers/routes/lint-fixture.tsx`;
const SHARED_FILE = `${WEB_SRC}/components/mailbox/lint-fixture.tsx`;
const APP_FILE = `${WEB_SRC}/app/routes/lint-fixture.tsx`;

const CASES = [
  importing(FEATURE_FILE, '@/features/email/hooks/use-inbox-params', {
    rule: ZONES,
    name: "a feature importing another feature's internals",
    reported: true,
  }),
  importing(FEATURE_FILE, '../hooks/use-sub-roller-live-updates', {
    rule: ZONES,
    name: 'a feature importing its own parts',
    reported: false,
  }),
  importing(FEATURE_FILE, '@/features/sub-rollers/api/get-access-info', {
    rule: ZONES,
    name: 'a feature importing its own parts by the @ alias',
    reported: false,
  }),
  importing(FEATURE_FILE, '@/components/mailbox/mail-pane', {
    rule: ZONES,
    name: 'a feature importing shared components',
    reported: false,
  }),
  importing(FEATURE_FILE, '@/app/router', {
    rule: ZONES,
    name: 'a feature importing the app',
    reported: true,
  }),
  importing(SHARED_FILE, '@/features/email/hooks/use-inbox-params', {
    rule: ZONES,
    name: 'shared components importing a feature',
    reported: true,
  }),
  importing(APP_FILE, '@/features/email/routes/email-page', {
    rule: ZONES,
    name: 'the app composing features',
    reported: false,
  }),
];

const IMPORTS = 'no-restricted-imports';
const MODULE_LOOP = 'module-loops/no-module-loop';
const SYNTAX = 'no-restricted-syntax';
const FETCHER_FILE = `${WEB_SRC}/features/email/api/lint-fixture.ts`;
const MODULE_FILE = 'apps/server/src/modules/mail/lint-fixture.ts';
const TYPED_CALL = `import { call } from '@/api/call';
import { emailApi } from '@/api/operations';

export const fetchUnread = () => call(emailApi.unreadCount);
`;

CASES.push(
  {
    rule: IMPORTS,
    name: 'a fetcher sending a hand-typed path through the bare client',
    filePath: FETCHER_FILE,
    code: `import { apiRequest } from '@/api/client';\n\nexport const fetchUnread = () => apiRequest(NAME, 'roller');\nconst NAME = 'x';\n`,
    reported: true,
  },
  {
    rule: SYNTAX,
    name: 'a route path string in a fetcher',
    filePath: FETCHER_FILE,
    code: `export const UNREAD = 'email/unread-count';\n`,
    reported: true,
  },
  {
    rule: SYNTAX,
    name: 'a route path built from a template in a fetcher',
    filePath: FETCHER_FILE,
    code: 'export const accountsOf = (id: number) => `games/${id}/accounts`;\n',
    reported: true,
  },
  {
    rule: IMPORTS,
    name: 'a fetcher calling a contract operation',
    filePath: FETCHER_FILE,
    code: TYPED_CALL,
    reported: false,
  },
  {
    rule: SYNTAX,
    name: 'a fetcher calling a contract operation',
    filePath: FETCHER_FILE,
    code: TYPED_CALL,
    reported: false,
  },
  {
    rule: IMPORTS,
    name: 'a page importing a value from the contract’s index (it would ship every schema)',
    filePath: `${WEB_SRC}/lib/lint-fixture.ts`,
    code: `import { fillPath } from '@shop/contract';\n\nexport const fill = fillPath;\n`,
    reported: true,
  },
  {
    rule: IMPORTS,
    name: 'a page importing the contract’s types, or a value from its schema-free part',
    filePath: `${WEB_SRC}/lib/lint-fixture.ts`,
    code: `import type { Game } from '@shop/contract';\nimport { fillPath } from '@shop/contract/operation';\n\nexport const fill = fillPath;\nexport type Shown = Game;\n`,
    reported: false,
  },
  {
    rule: IMPORTS,
    name: 'a server module importing an entry file',
    filePath: MODULE_FILE,
    code: `import { buildApp } from '../../app.ts';\n\nexport const built = buildApp;\n`,
    reported: true,
  },
  {
    rule: IMPORTS,
    name: 'a server module importing shared code below it',
    filePath: MODULE_FILE,
    code: `import { ok } from '../../lib/http.ts';\n\nexport const answer = ok;\n`,
    reported: false,
  },
  {
    // realtime already imports auth (routes.ts, service.ts), so auth importing realtime closes
    // a loop, even for a type.
    rule: MODULE_LOOP,
    name: 'a type-only import closing a loop between two server modules',
    filePath: 'apps/server/src/modules/auth/lint-fixture.ts',
    code: `import type { TicketUses } from '../realtime/service.ts';\n\nexport type Uses = TicketUses;\n`,
    reported: true,
  },
  {
    rule: MODULE_LOOP,
    name: 'a server module importing a module that does not lead back to it',
    filePath: 'apps/server/src/modules/realtime/lint-fixture.ts',
    code: `import type { AuthedRoller } from '../auth/service.ts';\n\nexport type Roller = AuthedRoller;\n`,
    reported: false,
  },
);

const eslint = new ESLint({ cwd: ROOT });

/** What ESLint says of `code` at `filePath`; a file it could not parse fails the case. */
async function lint({ code, filePath }) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  const fatal = result.messages.filter((message) => message.fatal);
  assert.deepEqual(fatal, [], `${filePath} did not parse`);
  return result.messages;
}

describe('lint rules of the house', () => {
  for (const rule of new Set(CASES.map((c) => c.rule))) {
    describe(rule, () => {
      for (const c of CASES.filter((each) => each.rule === rule)) {
        it(`${c.reported ? 'reports' : 'allows'} ${c.name}`, async () => {
          const messages = await lint(c);
          const reports = messages.filter((message) => message.ruleId === rule);
          assert.equal(reports.length, c.reported ? 1 : 0, JSON.stringify(messages, null, 2));
        });
      }
    });
  }
});
