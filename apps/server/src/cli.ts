import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { Command } from 'commander';
import { loadSettings } from './config/load.ts';
import { ConfigError } from './config/read-env.ts';
import { ensureSecretKey } from './config/secret-key.ts';
import type { Config } from './config/types.ts';
import { AppError } from './lib/errors.ts';
import {
  ControlSocketError,
  controlSocketPath,
  sendControlRequest,
} from './modules/operator/control-socket.ts';
import { DataDirLockedError, lockDataDir, realDataDir } from './modules/operator/data-dir-lock.ts';
import { NoShopDataError, requireShopData } from './modules/operator/shop-data.ts';
import { COMMAND_GROUPS, operatorCommands } from './modules/operator/operator-commands.ts';
import type { CommandArgs, OperatorCommand } from './lib/operator-command.ts';

/**
 * Operator commands: `npm run shop -- <command>`. They use the same config and database as the
 * server: with DATABASE_URL they talk to PostgreSQL directly; on the embedded database they
 * hand the command to the running shop, or, when none runs, open the database themselves; a
 * DATA_DIR that does not exist yet is made only with `--create` (modules/operator/shop-data).
 */

/** An error the running shop answered; printed like a local one. */
class ShopAnswerError extends Error {}

// A shop that is starting or stopping holds the lock without a control socket for a moment.
const HANDOVER_WAIT_MS = 15_000;

async function runHere(config: Config, command: OperatorCommand, args: CommandArgs) {
  // Loaded only here: a command handed to the running shop needs neither (they weigh seconds).
  const { migrate, openDb } = await import('./db/index.ts');
  const { createServices } = await import('./services.ts');
  const { shopClock } = await import('./modules/operator/clock-command.ts');
  const handle = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    poolSize: config.databasePoolSize,
  });
  try {
    if (command.migrates !== false) await migrate(handle.db);
    // A test shop's clock, kept in its database: `clock advance` on a stopped shop moves it.
    const clock =
      command.migrates === false ? undefined : await shopClock(config.testClock, handle.db);
    return await command.run(createServices(config, handle, undefined, clock), args);
  } finally {
    await handle.close();
  }
}

async function runOnEmbedded(config: Config, command: OperatorCommand, args: CommandArgs) {
  const realDir = realDataDir(config.dataDir);
  const socketPath = controlSocketPath(realDir);
  const deadline = Date.now() + HANDOVER_WAIT_MS;
  for (;;) {
    let lock;
    try {
      lock = await lockDataDir(realDir, 'command');
    } catch (err) {
      if (!(err instanceof DataDirLockedError) || err.holder.role === 'command') throw err;
      try {
        const answer = await sendControlRequest(socketPath, { command: command.name, args });
        if (!answer.ok) throw new ShopAnswerError(answer.error);
        return answer.output;
      } catch (sendErr) {
        if (!(sendErr instanceof ControlSocketError)) throw sendErr;
        if (sendErr.unreachable && Date.now() < deadline) {
          await delay(100);
          continue;
        }
        const pid = err.holder.pid === null ? '' : ` (pid ${err.holder.pid})`;
        throw new ControlSocketError(`the running shop${pid}: ${sendErr.message}`);
      }
    }
    try {
      return await runHere(config, command, args);
    } finally {
      await lock.release();
    }
  }
}

/**
 * The config, once there is a shop to act on. The key step writes a new secret key into a
 * DATA_DIR that has none (creating it), so DATA_DIR is checked first, on the settings alone.
 */
function shopConfig(): Config {
  const create = program.opts<{ create?: boolean }>().create === true;
  const settings = loadSettings();
  requireShopData(settings, create);
  return ensureSecretKey(settings);
}

async function execute(command: OperatorCommand, given: CommandArgs): Promise<void> {
  const config = shopConfig();
  const args = command.prepare ? command.prepare(given) : given;
  const output = config.databaseUrl
    ? await runHere(config, command, args)
    : await runOnEmbedded(config, command, args);
  console.log(output);
}

const program = new Command('shop')
  .description('Gacha Shop operator commands')
  .option(
    '--create',
    'on the embedded database, make a new shop in DATA_DIR when that directory does not exist yet',
  );
const groups = new Map<string, Command>();
for (const command of operatorCommands) {
  const [groupName = '', verb] = command.name.split(' ');
  let parent = program;
  if (verb) {
    let group = groups.get(groupName);
    if (!group) {
      group = program.command(groupName).description(COMMAND_GROUPS[groupName] ?? '');
      groups.set(groupName, group);
    }
    parent = group;
  }
  const sub = parent.command(verb ?? groupName).description(command.description);
  if (command.argument) sub.argument(`<${command.argument.key}>`, command.argument.description);
  for (const option of command.options) {
    if (option.required) sub.requiredOption(option.flags, option.description);
    else sub.option(option.flags, option.description);
  }
  sub.action((...params: unknown[]) => {
    // A flag without a value (`--owner`) travels as the text "true", as every argument is text.
    const args: CommandArgs = Object.fromEntries(
      Object.entries(sub.opts<Record<string, string | true>>()).map(([k, v]) => [k, String(v)]),
    );
    if (command.argument) args[command.argument.key] = params[0] as string;
    return execute(command, args);
  });
}

program
  .command('restore')
  .description(
    'replace the database with a backup (the shop must be stopped; a database with rows needs --force)',
  )
  .argument('<file>', 'a file written by `shop backup`')
  .option('--force', 'replace a database that already holds rows')
  .action(async (file: string, opts: { force?: boolean }) => {
    // Loaded here: the other commands need none of it.
    const { restoreCommand } = await import('./modules/backup/restore-command.ts');
    console.log(await restoreCommand(shopConfig(), file, opts.force === true));
  });

const ONE_LINE_ERRORS = [
  ConfigError,
  NoShopDataError,
  AppError,
  DataDirLockedError,
  ControlSocketError,
  ShopAnswerError,
];

program.parseAsync().catch((err: unknown) => {
  if (ONE_LINE_ERRORS.some((kind) => err instanceof kind))
    console.error(`Error: ${(err as Error).message}`);
  else console.error(err);
  process.exit(1);
});
