import { existsSync } from 'node:fs';

/**
 * An operator command run without the running shop's DATA_DIR (from another directory, in a
 * new shell) would open `./data`, make a new empty shop there and report success, while the
 * real shop never sees the change. So on the embedded database a command acts only on a data
 * directory that is there, or makes one when asked to (`--create`); a shop that runs on a data
 * directory always has it. With DATABASE_URL the shop is the database, wherever the command runs.
 */
export class NoShopDataError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `No shop data found at ${dataDir}. Pass DATA_DIR of the running shop, or --create to make a new shop there.`,
    );
    this.name = 'NoShopDataError';
  }
}

export function requireShopData(
  config: { databaseUrl: string | null; dataDir: string },
  create: boolean,
): void {
  if (config.databaseUrl || create || existsSync(config.dataDir)) return;
  throw new NoShopDataError(config.dataDir);
}
