import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDb } from '../../../test/helpers.ts';
import type { DB } from '../../db/index.ts';
import { checkSecretKey, keyFingerprint, SecretKeyMismatchError } from './check.ts';

let handle: Awaited<ReturnType<typeof openTestDb>>;
let db: DB;
beforeAll(async () => {
  handle = await openTestDb();
  db = handle.db;
});
afterAll(() => handle.close());
beforeEach(async () => {
  await sql`delete from secret_key_check`.execute(db);
});

const keyA = Buffer.alloc(32, 0xa1);
const keyB = Buffer.alloc(32, 0xb2);
const shared = (key: Buffer, source = '/srv/b/secret.key (generated on this start)') => ({
  secretKey: key,
  secretKeySource: source,
  databaseUrl: 'postgres://shop@db.example/shop',
});
const kept = async () =>
  (await db.selectFrom('secret_key_check').selectAll().execute()).map((r) => r.fingerprint);

describe('checkSecretKey', () => {
  it('keeps the first start key fingerprint, never the key, and lets that key start again', async () => {
    expect(await checkSecretKey(db, shared(keyA))).toBeNull();
    expect(await checkSecretKey(db, shared(keyA))).toBeNull();
    expect(await kept()).toEqual([keyFingerprint(keyA)]);
    expect(keyFingerprint(keyA)).toMatch(/^[0-9a-f]{64}$/);
    expect(keyFingerprint(keyA)).not.toContain(keyA.toString('hex'));
    expect(keyFingerprint(keyA)).not.toBe(keyFingerprint(keyB));
  });

  it('refuses another key on a shared database with one line saying what to do, keeping the first', async () => {
    await checkSecretKey(db, shared(keyA));
    const refused = checkSecretKey(db, shared(keyB));
    await expect(refused).rejects.toThrow(SecretKeyMismatchError);
    await expect(refused).rejects.toThrow(
      /^SECRET_KEY must be the same on every instance sharing DATABASE_URL: this instance's key \(from \/srv\/b\/secret\.key \(generated on this start\)\) is not the one/,
    );
    const message = await refused.catch((err: Error) => err.message);
    expect(message).not.toContain('\n');
    expect(message).not.toContain(keyB.toString('hex'));
    expect(await kept()).toEqual([keyFingerprint(keyA)]);
  });

  it('on the embedded database warns of a replaced key and lets the start go on', async () => {
    await checkSecretKey(db, { ...shared(keyA), databaseUrl: null });
    const warning = await checkSecretKey(db, {
      secretKey: keyB,
      secretKeySource: 'SECRET_KEY',
      databaseUrl: null,
    });
    expect(warning).toMatch(
      /^the secret key \(from SECRET_KEY\) is not the one this database's secrets are sealed with: /,
    );
    expect(await kept()).toEqual([keyFingerprint(keyA)]);
  });

  it('of two first starts at once with different keys, exactly one is kept and the other refused', async () => {
    const outcomes = await Promise.allSettled([
      checkSecretKey(db, shared(keyA)),
      checkSecretKey(db, shared(keyB)),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const winner = outcomes[0]!.status === 'fulfilled' ? keyA : keyB;
    expect(await kept()).toEqual([keyFingerprint(winner)]);
  });
});
