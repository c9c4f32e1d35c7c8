import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fail } from './read-env.ts';
import type { Config, SecretKey, Settings } from './types.ts';

type KeySettings = Pick<Settings, 'givenSecretKey' | 'dataDir'>;

/** SECRET_KEY: 32 bytes as 64 hex characters or base64; null when unset. */
export function parseSecretKey(raw: string | undefined): Buffer | null {
  if (!raw) return null;
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) fail('SECRET_KEY', 'must be 32 bytes as 64 hex characters or base64');
  return key;
}

const keyFile = (dataDir: string) => path.join(dataDir, 'secret.key');

function readKeyFile(file: string): SecretKey {
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  if (key.length !== 32) fail('SECRET_KEY', `${file} does not hold a 32-byte hex key`);
  return { secretKey: key, secretKeySource: file };
}

/** The key, reading only: SECRET_KEY, else the file in DATA_DIR; null when there is neither yet. */
export function findSecretKey(settings: KeySettings): SecretKey | null {
  if (settings.givenSecretKey)
    return { secretKey: settings.givenSecretKey, secretKeySource: 'SECRET_KEY' };
  const file = keyFile(settings.dataDir);
  return existsSync(file) ? readKeyFile(file) : null;
}

/**
 * A start-up step, run by whatever starts the shop (main.ts, cli.ts): the settings with their
 * key, the one found or, on the first start, a new one written to DATA_DIR/secret.key (creating
 * DATA_DIR). With DATABASE_URL a generated key is this instance's own, so the check against the
 * database (DESIGN §9, modules/secret-key) refuses the start unless it is the first instance.
 */
export function ensureSecretKey(settings: Settings): Config {
  return { ...settings, ...(findSecretKey(settings) ?? generateKeyFile(settings.dataDir)) };
}

function generateKeyFile(dataDir: string): SecretKey {
  const file = keyFile(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    // Never over another process's key: of two starting at once, the second reads the first's.
    writeFileSync(file, key.toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readKeyFile(file);
    throw err;
  }
  return { secretKey: key, secretKeySource: `${file} (generated on this start)` };
}
