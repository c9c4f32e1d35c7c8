/**
 * Every operator command, declared once: the CLI builds its parser from this table, runs a
 * command itself when no shop runs, and otherwise sends it to the running shop, which runs the
 * same handler on its own services.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { errors } from '../../lib/errors.ts';
import type { CommandArgs, OperatorCommand } from '../../lib/operator-command.ts';
import { sellerSettingsCommands } from '../seller-settings/commands.ts';
import { clockCommand } from './clock-command.ts';

export const COMMAND_GROUPS: Record<string, string> = {
  roller: 'manage sellers (rollers)',
  catalog: 'manage the game catalog',
  demo: 'demo content',
  clock: "the running shop's clock (tests only)",
};

function required(args: CommandArgs, key: string): string {
  const value = args[key];
  if (value === undefined) throw errors.validation(`${key} is required`, key);
  return value;
}

/** A flag without a value: given (the CLI sends "true"), or not. */
function flag(args: CommandArgs, key: string): boolean {
  const value = args[key];
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw errors.validation(`${key} takes no value`, key);
}

export const operatorCommands: OperatorCommand[] = [
  {
    name: 'roller create',
    description: 'create a seller',
    options: [
      {
        flags: '--code <code>',
        description: 'login code: lowercase letters and digits',
        required: true,
      },
      { flags: '--name <name>', description: 'display name', required: true },
      {
        flags: '--password <password>',
        description: 'at least 8 characters; generated when omitted',
      },
      {
        flags: '--owner',
        description: 'make the new roller the shop owner (the previous owner stops being one)',
      },
    ],
    async run({ auth }, args) {
      const given = args.password;
      const owner = flag(args, 'owner');
      const { code, password, previousOwner } = await auth.createRoller({
        code: required(args, 'code'),
        name: required(args, 'name'),
        password: given,
        owner,
      });
      const role = owner
        ? ` It is the shop owner${previousOwner ? `; ${previousOwner} no longer is` : ''}.`
        : '';
      return `Roller ${code} created.${role}${given ? '' : ` Password: ${password}`}`;
    },
  },
  {
    name: 'roller set-owner',
    description:
      'make a roller the shop owner, who manages sellers in the web (the previous owner stops being one)',
    options: [{ flags: '--code <code>', description: 'the new owner', required: true }],
    async run({ auth }, args) {
      const { code, previous, enabled } = await auth.setOwner(required(args, 'code'));
      if (previous === code) return `${code} is already the shop owner.`;
      const before = previous ? `; ${previous} no longer is` : '';
      return `${code} is now the shop owner${before}.${enabled ? ` ${code} was disabled and can sign in again.` : ''}`;
    },
  },
  {
    name: 'roller reset-password',
    description: 'give a seller a new password and end every session',
    options: [{ flags: '--code <code>', description: 'the roller to reset', required: true }],
    async run({ auth }, args) {
      const { code, password } = await auth.resetPassword(required(args, 'code'));
      return `Password of ${code} reset; every session ended. New password: ${password}`;
    },
  },
  {
    name: 'catalog import',
    description:
      'import games (servers, characters, weapons) from a JSON file; re-import updates by slug',
    argument: { key: 'file', description: 'the catalog JSON file' },
    options: [],
    // The file is read where the operator typed the command: the shop may not see that path.
    prepare(args) {
      const file = required(args, 'file');
      try {
        return { file, content: readFileSync(file, 'utf8') };
      } catch (err) {
        throw errors.validation(`${file}: ${(err as Error).message}`, 'file');
      }
    },
    async run({ catalog }, args) {
      const file = required(args, 'file');
      let data: unknown;
      try {
        data = JSON.parse(required(args, 'content'));
      } catch (err) {
        throw errors.validation(`${file}: ${(err as Error).message}`, 'file');
      }
      const games = await catalog.importCatalog(data);
      return `Imported ${games.length} game(s): ${games.map((g) => `${g.slug} (#${g.id})`).join(', ')}`;
    },
  },
  {
    name: 'backup',
    description:
      'write a consistent backup of every table to FILE (gzip, JSON lines), also while the shop runs',
    argument: { key: 'file', description: 'the backup file to write (replaced when it exists)' },
    options: [],
    migrates: false,
    // The running shop writes the file: it gets the path as the operator meant it.
    prepare: (args) => ({ file: path.resolve(required(args, 'file')) }),
    async run({ backup }, args) {
      const r = await backup.write(required(args, 'file'));
      const mb = (r.bytes / 1024 / 1024).toFixed(1);
      return `Backup written to ${r.file}: ${r.rows} rows in ${r.tables} tables, ${mb} MB.`;
    },
  },
  {
    name: 'demo seed',
    description: 'import the demo catalog, the demo roller and its accounts (safe to repeat)',
    options: [],
    async run({ demo }) {
      const r = await demo.seed();
      const lines = [`Demo: ${r.games} game(s), ${r.accounts} new account(s).`];
      if (r.password) lines.push(`Demo roller created: code demo, password ${r.password}`);
      if (r.owner) lines.push('Roller demo is now the shop owner (it manages sellers).');
      return lines.join('\n');
    },
  },
  ...sellerSettingsCommands,
  clockCommand,
];

/**
 * The command a request names, with its arguments checked: the running shop trusts the socket's
 * owner, not the shape of what arrives.
 */
export function resolveCommand(request: unknown): { command: OperatorCommand; args: CommandArgs } {
  const { command: name, args } = (request ?? {}) as { command?: unknown; args?: unknown };
  const command = operatorCommands.find((c) => c.name === name);
  if (!command) throw errors.validation(`unknown command "${String(name)}"`, 'command');
  if (typeof args !== 'object' || args === null || Array.isArray(args))
    throw errors.validation('args must be an object', 'args');
  for (const [key, value] of Object.entries(args))
    if (typeof value !== 'string') throw errors.validation(`${key} must be a string`, key);
  return { command, args: args as CommandArgs };
}
