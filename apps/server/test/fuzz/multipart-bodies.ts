import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { contentLengthOff, sometimes } from './arbitraries.ts';

/** A PNG's signature and one chunk: a header that claims a size with nothing behind it. */
function pngWith(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), len, body, crc]);
}

function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return pngWith('IHDR', ihdr);
}

/** File contents: a real picture, tiny and odd image headers, text, NULs and random bytes. */
export function fileContents(realImage: Buffer) {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(realImage) },
    fc.constant(realImage.subarray(0, realImage.length >> 1)),
    fc.constantFrom(
      Buffer.alloc(0),
      Buffer.alloc(64),
      Buffer.from([137, 80, 78, 71]),
      pngHeader(1, 1),
      pngHeader(0, 0),
      pngHeader(0x7fffffff, 0x7fffffff),
      pngHeader(100_000, 100_000),
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0xff, 0xff, 0xff, 0xff]),
      Buffer.from('GIF89a\xff\xff\xff\xff', 'latin1'),
      Buffer.from('RIFF\xff\xff\xff\xffWEBPVP8 ', 'latin1'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
      Buffer.from('%PDF-1.7\n'),
    ),
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)) },
  );
}

const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constant('image') },
  fc.constantFrom('IMAGE', 'file', 'image[]', '', 'ima"ge', 'image\u0000'),
  fc.string({ maxLength: 20 }),
);

const fileName = fc.oneof(
  fc.constantFrom(
    'photo.png',
    '',
    'a'.repeat(5000),
    'x\u0000.png',
    '../../../etc/passwd',
    'C:\\evil\\photo.png',
    'ph"oto.png',
    '😀.png',
    'photo.png\r\nX-Evil: 1',
  ),
  fc.string({ maxLength: 80 }),
);

const partArbitrary = (realImage: Buffer) =>
  fc.record({
    name: fieldName,
    // Without a file name the part is a plain field, not a file.
    filename: fc.oneof(
      { weight: 3, arbitrary: fileName },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
    type: fc.oneof(
      fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream', 'text/plain', ''),
      fc.string({ maxLength: 30 }),
    ),
    content: fileContents(realImage),
  });

const boundaryToken = fc.oneof(
  { weight: 3, arbitrary: fc.constant('----fuzzBoundary0') },
  fc.constantFrom('b', 'x'.repeat(71), '"quoted"', 'with space', ''),
  fc.string({ minLength: 1, maxLength: 30 }),
);

export interface MultipartCase {
  payload: Buffer;
  headers: Record<string, string>;
  describe: string;
}

/**
 * A multipart body of zero to three parts, with the boundary named in the header or another,
 * the closing delimiter kept or not, and the whole cut short at any point.
 */
export function multipartCases(realImage: Buffer): fc.Arbitrary<MultipartCase> {
  return fc
    .record({
      boundary: boundaryToken,
      bodyBoundary: sometimes(boundaryToken, 4),
      // Mostly the one part an upload has; sometimes none or more.
      parts: fc.oneof(
        { weight: 3, arbitrary: fc.tuple(partArbitrary(realImage)) },
        { weight: 1, arbitrary: fc.array(partArbitrary(realImage), { maxLength: 3 }) },
      ),
      closed: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)),
      lengthOff: contentLengthOff,
      cutAt: sometimes(fc.double({ min: 0, max: 1, noNaN: true }), 3),
      contentType: fc.oneof(
        { weight: 5, arbitrary: fc.constant('multipart/form-data; boundary={b}') },
        fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'multipart/mixed; boundary={b}',
          'multipart/form-data; boundary="{b}"; charset=utf-8',
          'application/json',
          'image/png',
        ),
        fc.constant(undefined),
      ),
    })
    .map(({ boundary, bodyBoundary, parts, closed, lengthOff, cutAt, contentType }) => {
      const b = bodyBoundary ?? boundary;
      const chunks: Buffer[] = [];
      for (const part of parts) {
        const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
        chunks.push(
          Buffer.from(
            `--${b}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n` +
              `Content-Type: ${part.type}\r\n\r\n`,
          ),
          part.content,
          Buffer.from('\r\n'),
        );
      }
      if (closed) chunks.push(Buffer.from(`--${b}--\r\n`));
      const whole = Buffer.concat(chunks);
      const payload =
        cutAt === undefined ? whole : whole.subarray(0, Math.floor(whole.length * cutAt));
      const summary = parts.map(
        (p) => `${p.name}/${p.filename?.slice(0, 20)}/${p.content.length}B`,
      );
      const headers: Record<string, string> = {};
      if (contentType !== undefined) headers['content-type'] = contentType.replace('{b}', boundary);
      if (lengthOff !== undefined)
        headers['content-length'] = String(Math.max(0, payload.length + lengthOff));
      return {
        payload,
        headers,
        describe: `boundary=${boundary.slice(0, 20)} body=${b.slice(0, 20)} parts=${summary} closed=${closed} cut=${cutAt} length${lengthOff ?? ''}`,
      };
    });
}
