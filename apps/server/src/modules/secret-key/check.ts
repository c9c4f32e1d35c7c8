import { createHmac } from 'node:crypto';
import type { Config } from '../../config/types.ts';
import type { DB } from '../../db/index.ts';
import { createSecretKeyRepo } from './repo.ts';

/**
 * Tells two keys apart without revealing either: an HMAC of a fixed text under the key. Kept in
 * the database, so it sits in every backup; the key itself never does.
 */
export function keyFingerprint(key: Buffer): string {
  return createHmac('sha256', key).update('shop secret key check').digest('hex');
}

/** This start's key is not the one the database's secrets are sealed with. */
export class SecretKeyMismatchError extends Error {}

/**
 * Run at every start, after the migrations (DESIGN §9). The first start keeps its key's
 * fingerprint; a later one with another key cannot read the passwords and tokens sealed before
 * nor verify the links signed before. On a shared database (DATABASE_URL) that is another
 * instance with its own key, so the start is refused (SecretKeyMismatchError, one line). The
 * embedded database serves one process: there it is a key replaced or lost, and the start goes
 * on with the warning returned, as before the check (the shop still runs; what was sealed under
 * the old key stays unreadable until that key is back).
 */
export async function checkSecretKey(
  db: DB,
  config: Pick<Config, 'secretKey' | 'secretKeySource' | 'databaseUrl'>,
): Promise<string | null> {
  const mine = keyFingerprint(config.secretKey);
  if ((await createSecretKeyRepo(db).keepOnce(mine)) === mine) return null;
  if (config.databaseUrl)
    throw new SecretKeyMismatchError(
      `SECRET_KEY must be the same on every instance sharing DATABASE_URL: this instance's key (from ${config.secretKeySource}) is not the one the database's secrets are sealed with; give every instance the first one's key (its SECRET_KEY, or the hex in its DATA_DIR/secret.key) as SECRET_KEY`,
    );
  return `the secret key (from ${config.secretKeySource}) is not the one this database's secrets are sealed with: stored account passwords and tokens cannot be read until that key is back (SECRET_KEY, or DATA_DIR/secret.key)`;
}
