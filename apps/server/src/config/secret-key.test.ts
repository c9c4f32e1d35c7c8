import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, loadSettings } from './load.ts';
import { ConfigError } from './read-env.ts';
import { ensureSecretKey } from './secret-key.ts';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'shop-cfg-'));
/** What a start does: read the settings, then make sure the key exists. */
const startConfig = (env: Record<string, string>) => ensureSecretKey(loadSettings(env));

describe('the secret key step at start', () => {
  it('generates SECRET_KEY into DATA_DIR once and reuses it', () => {
    const dir = tmp();
    const first = startConfig({ DATA_DIR: dir }).secretKey;
    expect(existsSync(path.join(dir, 'secret.key'))).toBe(true);
    expect(startConfig({ DATA_DIR: dir }).secretKey.equals(first)).toBe(true);
    expect(readFileSync(path.join(dir, 'secret.key'), 'utf8').trim()).toBe(first.toString('hex'));
  });

  it('says where the key came from: SECRET_KEY, the file, or generated into the file now', () => {
    const dir = tmp();
    const file = path.join(dir, 'secret.key');
    expect(startConfig({ DATA_DIR: dir }).secretKeySource).toBe(
      `${file} (generated on this start)`,
    );
    expect(startConfig({ DATA_DIR: dir }).secretKeySource).toBe(file);
    expect(startConfig({ DATA_DIR: dir, SECRET_KEY: '22'.repeat(32) }).secretKeySource).toBe(
      'SECRET_KEY',
    );
  });

  it('creates a DATA_DIR that does not exist yet, and keeps the key file to its owner', () => {
    const dir = path.join(tmp(), 'new-shop');
    startConfig({ DATA_DIR: dir });
    const file = path.join(dir, 'secret.key');
    expect(readFileSync(file, 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('takes SECRET_KEY as 64 hex characters or base64 of 32 bytes', () => {
    const key = Buffer.alloc(32, 7);
    const hex = startConfig({ DATA_DIR: tmp(), SECRET_KEY: key.toString('hex') });
    const base64 = startConfig({ DATA_DIR: tmp(), SECRET_KEY: key.toString('base64') });
    expect(hex.secretKey.equals(key)).toBe(true);
    expect(base64.secretKey.equals(key)).toBe(true);
  });

  it('refuses a key file that does not hold a 32-byte hex key, naming it', () => {
    const dir = tmp();
    writeFileSync(path.join(dir, 'secret.key'), 'abcd\n');
    expect(() => startConfig({ DATA_DIR: dir })).toThrow(
      new ConfigError(
        `SECRET_KEY: ${path.join(dir, 'secret.key')} does not hold a 32-byte hex key`,
      ),
    );
  });
});

describe('reading the config writes nothing', () => {
  it('leaves a DATA_DIR that does not exist as it is', () => {
    const dir = path.join(tmp(), 'absent');
    const settings = loadSettings({ DATA_DIR: dir });
    expect(settings.dataDir).toBe(dir);
    expect(settings.givenSecretKey).toBeNull();
    expect(existsSync(dir)).toBe(false);
  });

  it('loadConfig reads a key that exists and refuses, naming SECRET_KEY, when there is none yet', () => {
    const dir = tmp();
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(
      /^SECRET_KEY: is unset and .*secret\.key does not exist yet/,
    );
    expect(existsSync(path.join(dir, 'secret.key'))).toBe(false);
    const generated = startConfig({ DATA_DIR: dir });
    const read = loadConfig({ DATA_DIR: dir });
    expect(read.secretKey.equals(generated.secretKey)).toBe(true);
    expect(read.secretKeySource).toBe(path.join(dir, 'secret.key'));
  });
});
