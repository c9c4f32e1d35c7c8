import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signedInRoller, type TestContext } from '../../../test/helpers.ts';
import { startS3StandIn } from '../../../test/s3-standin.ts';
import { multipartFile } from './media-fixture.ts';

let s3: Awaited<ReturnType<typeof startS3StandIn>>;
let ctx: TestContext;

beforeAll(async () => {
  s3 = await startS3StandIn('shop-media', 'AKIASHOPTEST');
  ctx = await createTestContext({
    S3_BUCKET: 'shop-media',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'AKIASHOPTEST',
    S3_SECRET_ACCESS_KEY: 'not-a-real-secret',
    S3_PREFIX: 'shop1/',
  });
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
});

describe('uploads on an S3-compatible bucket', () => {
  it('stores the re-encoded image and thumbnail in the bucket, not on disk, and serves them back', async () => {
    const seller = await signedInRoller(ctx, 'seller');
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile(png);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...seller.auth, ...headers },
    });
    expect(res.statusCode).toBe(201);
    const name = path.basename(res.json().data.link);
    expect([...s3.objects.keys()].sort()).toEqual(
      [`shop1/uploads/${name.replace('.webp', '-thumb.webp')}`, `shop1/uploads/${name}`].sort(),
    );
    expect(existsSync(path.join(ctx.config.dataDir, 'files', 'uploads', name))).toBe(false);

    const served = await ctx.app.inject({ url: res.json().data.link });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect((await ctx.app.inject({ url: `/api/media/${'b'.repeat(32)}.webp` })).statusCode).toBe(
      404,
    );
  });
});
