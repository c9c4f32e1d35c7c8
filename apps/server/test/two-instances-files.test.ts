import { existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AccountList } from '@shop/contract';
import {
  createTestContext,
  importOneOfEachGame,
  secondInstance,
  signedInRoller,
  testConfig,
  type TestContext,
} from './helpers.ts';
import { eventually } from './eventually.ts';
import { listAccount } from './orders-fixture.ts';
import { startS3StandIn } from './s3-standin.ts';
import { listen } from '../src/modules/realtime/realtime-fixture.ts';

/**
 * Two shop instances on one PostgreSQL sharing one file store (DESIGN §2: uploads live in the
 * file store, so any instance serves what another stored): a shared folder, or a bucket.
 * Embedded PGlite is one process's database, so this runs where TEST_DATABASE_URL names a server.
 */
const url = process.env.TEST_DATABASE_URL;
/** Two shops, each starting its services, take a while on a busy machine. */
const TWO_SHOPS_MS = 60_000;

type Instance = Pick<TestContext, 'app'>;

/** A real multipart upload over HTTP, as the back office sends it; returns the image's link. */
async function upload(origin: string, auth: Record<string, string>): Promise<string> {
  const png = await sharp({
    create: { width: 320, height: 240, channels: 3, background: '#2a6f97' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
  const res = await fetch(`${origin}/api/upload`, { method: 'POST', headers: auth, body: form });
  const body = (await res.json()) as { data: { link: string } };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data.link;
}

/** The account as `shop`'s public listing shows it; polled, as the other instance hears of it by NOTIFY. */
function listedBy(shop: Instance, gameId: number, id: number) {
  return eventually(
    `account ${id} in the listing`,
    async () => {
      const res = await shop.app.inject({ url: `/api/games/${gameId}/accounts?limit=50` });
      return (res.json() as { data: AccountList }).data.accounts.find((x) => x.id === id);
    },
    { timeoutMs: 15_000, intervalMs: 100 },
  );
}

/** Uploads on A, lists on A with that image; B serves the image and lists the account. */
async function imageCrossesInstances(a: TestContext, b: Instance, code: string) {
  const gameId = await importOneOfEachGame(a, code, `Game ${code}`);
  const seller = await signedInRoller(a, code);
  const link = await upload(await listen(a.app), seller.auth);

  const fromA = await a.app.inject({ url: link });
  const fromB = await b.app.inject({ url: link });
  expect(fromB.statusCode).toBe(200);
  expect((await sharp(fromB.rawPayload).metadata()).format).toBe('webp');
  expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);

  const id = await listAccount(a, seller, gameId, { images: [link] });
  const listed = await listedBy(b, gameId, id);
  expect(listed?.images).toEqual([link]);
  return link;
}

describe.runIf(Boolean(url))('two instances sharing one file store', () => {
  it(
    'one folder: an image uploaded on A is served by B, which lists the account made with it',
    { timeout: TWO_SHOPS_MS },
    async () => {
      const a = await createTestContext();
      // B has a data directory of its own with the same folder mounted as its `files`.
      const shared = path.join(a.config.dataDir, 'files');
      mkdirSync(shared, { recursive: true });
      const bDir = mkdtempSync(path.join(tmpdir(), 'shop-data-b-'));
      symlinkSync(shared, path.join(bDir, 'files'));
      const b = await secondInstance(a, testConfig({ DATA_DIR: bDir }));
      try {
        const link = await imageCrossesInstances(a, b, 'sharedfolder');
        expect(existsSync(path.join(shared, 'uploads', path.basename(link)))).toBe(true);
      } finally {
        await b.close();
        await a.close();
      }
    },
  );

  it(
    'one bucket: an image uploaded on A is served by B, which lists the account made with it',
    { timeout: TWO_SHOPS_MS },
    async () => {
      const s3 = await startS3StandIn('shop-media', 'AKIASHOPTEST');
      const a = await createTestContext({
        S3_BUCKET: 'shop-media',
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: 'AKIASHOPTEST',
        S3_SECRET_ACCESS_KEY: 'not-a-real-secret',
      });
      // Same bucket, its own (empty) data directory: nothing comes from A's disk.
      const b = await secondInstance(
        a,
        testConfig({
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-data-b-')),
          S3_BUCKET: 'shop-media',
          S3_ENDPOINT: s3.endpoint,
          S3_ACCESS_KEY_ID: 'AKIASHOPTEST',
          S3_SECRET_ACCESS_KEY: 'not-a-real-secret',
        }),
      );
      try {
        const link = await imageCrossesInstances(a, b, 'sharedbucket');
        expect(s3.objects.has(`uploads/${path.basename(link)}`)).toBe(true);
        expect(existsSync(path.join(a.config.dataDir, 'files', 'uploads'))).toBe(false);
      } finally {
        await b.close();
        await a.close();
        await s3.close();
      }
    },
  );
});
