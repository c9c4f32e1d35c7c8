import http from 'node:http';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signedInRoller, type TestContext } from '../../../test/helpers.ts';
import { AppError } from '../../lib/errors.ts';
import { listen } from '../realtime/realtime-fixture.ts';
import { multipartFile } from './media-fixture.ts';
import { createMediaService } from './service.ts';
import { createWorkPool } from './work-pool.ts';

let ctx: TestContext;
let seller: Awaited<ReturnType<typeof signedInRoller>>;
beforeAll(async () => {
  ctx = await createTestContext();
  seller = await signedInRoller(ctx, 'seller');
});
afterAll(() => ctx.close());

const upload = (
  content: Buffer,
  filename = 'photo.png',
  type = 'image/png',
  auth: Record<string, string> = seller.auth,
  field = 'image',
) => {
  const { payload, headers } = multipartFile(content, { field, filename, type });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, ...auth },
  });
};

/** A PNG whose header claims width x height, with no pixel data behind it. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.alloc(64)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/upload', () => {
  it('accepts a PNG, re-encodes it to WebP without metadata, and serves it with long cache headers', async () => {
    const jpeg = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#7c3aed' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location-data' } })
      .toBuffer();
    const png = await sharp(jpeg).png().toBuffer();
    for (const [buf, name, type] of [
      [png, 'a.png', 'image/png'],
      [jpeg, 'b.jpg', 'image/jpeg'],
    ] as const) {
      const res = await upload(buf, name, type);
      expect(res.statusCode).toBe(201);
      const { link, thumb } = res.json().data;
      expect(link).toMatch(/^\/api\/media\/[a-f0-9]{32}\.webp$/);
      const served = await ctx.app.inject({ url: link });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 });
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('secret-location-data'))).toBe(false);
      expect(
        (await sharp((await ctx.app.inject({ url: thumb })).rawPayload).metadata()).width,
      ).toBe(480);
    }
  });

  it('refuses an HTML file named .png with 415 File type is not supported', async () => {
    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(1)</script>' + ' '.repeat(200) + '</body></html>',
    );
    const res = await upload(html, 'innocent.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'IMAGE_TYPE_UNSUPPORTED',
      message: 'File type is not supported',
      field: 'image',
    });
  });

  it('refuses a 12 MB file with 413 File size is too big', async () => {
    const big = Buffer.concat([
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      Buffer.alloc(12 * 1024 * 1024),
    ]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: 'File size is too big' });
  });

  it('refuses a tiny file with 400 File size is too small', async () => {
    const res = await upload(Buffer.from('GIF89a'), 'x.gif', 'image/gif');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'IMAGE_TOO_SMALL',
      message: 'File size is too small',
    });
  });

  it.each([
    ['a decompression bomb of 100,000 x 100,000', 100_000, 100_000],
    ['a 1 x 40,000,000 strip, under the pixel cap', 1, 40_000_000],
    ['a 20,000 x 1,000 image, over the side cap', 20_000, 1_000],
    ['an 8,000 x 200 image, over the 20:1 aspect cap', 8_000, 200],
  ])('refuses %s from its header alone with 413', async (_what, width, height) => {
    // The file holds no pixel data: only a refusal from the header can answer 413, since
    // decoding it would fail as an unsupported file (415).
    const bomb = pngHeader(width, height);
    expect(bomb.length).toBeLessThan(200);
    const res = await upload(bomb, 'bomb.png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'IMAGE_DIMENSIONS_TOO_LARGE', field: 'image' });
    expect(res.json().message).toContain('16384 pixels a side');
  });

  it('decodes a header-only PNG of allowed dimensions, which then fails as unsupported', async () => {
    const res = await upload(pngHeader(4_000, 3_000), 'fine.png');
    expect(res.statusCode).toBe(415);
  });

  it('needs a signed-in roller and the field image', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'a.png', 'image/png', {})).statusCode).toBe(401);
    const wrongField = await upload(png, 'a.png', 'image/png', seller.auth, 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'image' });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: seller.auth,
      payload: { image: 'not a file' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'UPLOAD_NOT_MULTIPART', field: 'image' });
  });

  it('serves nothing outside the upload names', async () => {
    const climb = await ctx.app.inject({ url: '/api/media/..%2F..%2Fsecret.key' });
    expect(climb.statusCode).toBe(404);
    expect(climb.json().code).toBe('MEDIA_NOT_FOUND');
    expect((await ctx.app.inject({ url: `/api/media/${'a'.repeat(32)}.webp` })).statusCode).toBe(
      404,
    );
  });
});

describe('image work is bounded', () => {
  it('answers 503 BUSY while the image pool and its queue are full, and works again after', async () => {
    const pool = createWorkPool({
      concurrency: 1,
      queueLimit: 0,
      busy: () => new AppError('BUSY', 'Too many images are being processed', 'image'),
    });
    const busy = await createTestContext({}, (s) => ({ media: createMediaService(s.files, pool) }));
    try {
      const owner = await signedInRoller(busy, 'busyseller');
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      const send = () => {
        const { payload, headers } = multipartFile(png);
        return busy.app.inject({
          method: 'POST',
          url: '/api/upload',
          payload,
          headers: { ...headers, ...owner.auth },
        });
      };
      let release!: () => void;
      const held = pool.run(() => new Promise<void>((resolve) => (release = resolve)));
      const refused = await send();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ code: 'BUSY', field: 'image' });
      release();
      await held;
      expect((await send()).statusCode).toBe(201);
    } finally {
      await busy.close();
    }
  });
});

describe('malformed multipart bodies', () => {
  const part = (name: string, filename: string, content: string) =>
    `--xx\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${content}\r\n`;
  const png = 'p'.repeat(100);

  it.each([
    ['no boundary', 'multipart/form-data', `${part('image', 'a.png', png)}--xx--\r\n`],
    [
      'an empty boundary',
      'multipart/form-data; boundary=',
      `${part('image', 'a.png', png)}--xx--\r\n`,
    ],
    [
      'a truncated body',
      'multipart/form-data; boundary=xx',
      part('image', 'a.png', png).slice(0, 90),
    ],
    [
      'a wrong field name',
      'multipart/form-data; boundary=xx',
      `${part('file', 'a.png', png)}--xx--\r\n`,
    ],
    [
      'two files',
      'multipart/form-data; boundary=xx',
      `${part('image', 'a.png', png)}${part('image', 'b.png', png)}--xx--\r\n`,
    ],
    ['an empty body', 'multipart/form-data; boundary=xx', ''],
  ])('answers %s with 400 naming image', async (_what, contentType, payload) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...seller.auth, 'content-type': contentType },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      code: 'VALIDATION_FAILED',
      field: 'image',
    });
    expect(res.json().message).toMatch(/image/);
  });
});

describe('an upload refused mid-body, on a keep-alive connection', () => {
  /** Posts on `agent`; resolves with the status and the Connection header. */
  const post = (origin: string, agent: http.Agent, field: string, content: Buffer) =>
    new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const { payload, headers } = multipartFile(content, { field });
      const req = http.request(
        `${origin}/api/upload`,
        { method: 'POST', agent, headers: { ...headers, ...seller.auth } },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode!, connection: res.headers.connection }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  it('closes that connection, so the next upload is answered', async () => {
    // The shared app, now also on a real socket: inject() has no connection to keep alive.
    const origin = await listen(ctx.app);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // Larger than the socket's buffers, so most of it is still unread when the answer goes.
      const refused = await post(origin, agent, 'file', Buffer.alloc(900_000, 7));
      expect(refused).toEqual({ status: 400, connection: 'close' });
      const next = await post(origin, agent, 'image', Buffer.alloc(200, 7));
      expect(next.status).toBe(415);
      // A body read to its end keeps the connection for the next request.
      expect(next.connection).toBe('keep-alive');
    } finally {
      agent.destroy();
    }
  });
});
