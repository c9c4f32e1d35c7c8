import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { ConfigError, loadConfig } from './config.ts';
import { migrate, openDb } from './db/index.ts';
import { AppError } from './lib/errors.ts';
import { createServices, type Services } from './services.ts';

/** Operator commands: `npm run shop -- <command>`. They use the same config and database as the server. */
async function withServices(run: (s: Services) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const handle = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
  });
  try {
    await migrate(handle.db);
    await run(createServices(config, handle.db));
  } finally {
    await handle.close();
  }
}

const program = new Command('shop').description('Gacha Shop operator commands');
const roller = program.command('roller').description('manage sellers (rollers)');

roller
  .command('create')
  .requiredOption('--code <code>', 'login code: lowercase letters and digits')
  .requiredOption('--name <name>', 'display name')
  .option('--password <password>', 'at least 8 characters; generated when omitted')
  .action((opts: { code: string; name: string; password?: string }) =>
    withServices(async ({ auth }) => {
      const { code, password } = await auth.createRoller(opts);
      console.log(`Roller ${code} created.${opts.password ? '' : ` Password: ${password}`}`);
    }),
  );

roller
  .command('reset-password')
  .requiredOption('--code <code>', 'the roller to reset')
  .action((opts: { code: string }) =>
    withServices(async ({ auth }) => {
      const { code, password } = await auth.resetPassword(opts.code);
      console.log(`Password of ${code} reset; every session ended. New password: ${password}`);
    }),
  );

program
  .command('catalog')
  .description('manage the game catalog')
  .command('import <file>')
  .description(
    'import games (servers, characters, weapons) from a JSON file; re-import updates by slug',
  )
  .action((file: string) =>
    withServices(async ({ catalog }) => {
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(file, 'utf8'));
      } catch (err) {
        throw new AppError('BAD_REQUEST', `${file}: ${(err as Error).message}`);
      }
      const games = await catalog.importCatalog(data);
      console.log(
        `Imported ${games.length} game(s): ${games.map((g) => `${g.slug} (#${g.id})`).join(', ')}`,
      );
    }),
  );

program
  .command('demo')
  .description('demo content')
  .command('seed')
  .description('import the demo catalog, the demo roller and its accounts (safe to repeat)')
  .action(() =>
    withServices(async ({ demo }) => {
      const r = await demo.seed();
      console.log(`Demo: ${r.games} game(s), ${r.accounts} new account(s).`);
      if (r.password) console.log(`Demo roller created: code demo, password ${r.password}`);
    }),
  );

program.parseAsync().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof AppError) console.error(`Error: ${err.message}`);
  else console.error(err);
  process.exit(1);
});
