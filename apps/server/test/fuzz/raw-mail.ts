import fc from 'fast-check';
import { sometimes } from './arbitraries.ts';

const CRLF = '\r\n';

/** Broken MIME: boundaries that never come, bad encodings, deep nesting, odd charsets. */
const brokenMime = fc.constantFrom(
  `Content-Type: multipart/mixed; boundary="never"${CRLF}${CRLF}no parts at all`,
  `Content-Type: multipart/mixed${CRLF}${CRLF}--${CRLF}--`,
  `Content-Type: multipart/alternative; boundary=b${CRLF}${CRLF}--b${CRLF}Content-Type: text/html${CRLF}Content-Transfer-Encoding: base64${CRLF}${CRLF}@@@not base64@@@${CRLF}--b`,
  `Content-Type: text/plain; charset=x-unknown-charset${CRLF}Content-Transfer-Encoding: quoted-printable${CRLF}${CRLF}=ZZ=${CRLF}=`,
  `Content-Type: multipart/mixed; boundary=a${CRLF}${CRLF}${'--a\r\nContent-Type: multipart/mixed; boundary=a\r\n\r\n'.repeat(60)}`,
  `Subject: =?utf-8?B?####?= =?x?Q?=FF?= =?utf-8?q?${CRLF}${CRLF}body`,
  `Content-Type: message/rfc822${CRLF}${CRLF}Content-Type: message/rfc822${CRLF}${CRLF}`,
  `Content-Type: text/html${CRLF}${CRLF}<img src="http://127.0.0.1/"><script>1</script>`,
);

const headerLine = fc.oneof(
  fc.constantFrom(
    `Subject: ${'x'.repeat(100_000)}`,
    `From: ${'<a@b>,'.repeat(5_000)}`,
    `To: a\u0000b@shop.test`,
    `Subject: nul\u0000inside`,
    'X-No-Colon-Header',
    ' folded without a header',
    `Date: not a date`,
    `Message-ID: <${'m'.repeat(2_000)}@x>`,
  ),
  fc.string({ maxLength: 80 }),
);

/** A raw message: real-looking headers and body, broken MIME, NULs, or bytes of any kind. */
export function rawMails(recipient: string): fc.Arbitrary<Buffer> {
  const shaped = fc
    .record({
      headers: fc.array(headerLine, { maxLength: 4 }),
      mime: sometimes(brokenMime, 2),
      body: fc.string({ maxLength: 200 }),
      manyHeaders: fc.boolean(),
    })
    .map(({ headers, mime, body, manyHeaders }) => {
      const lines = [
        `From: sender@example.com`,
        `To: ${recipient}`,
        'Subject: fuzzed',
        ...headers,
        ...(manyHeaders ? Array.from({ length: 3_000 }, (_, i) => `X-H${i}: v`) : []),
      ];
      return Buffer.from(
        mime ? `${lines.join(CRLF)}${CRLF}${mime}` : `${lines.join(CRLF)}${CRLF}${CRLF}${body}`,
      );
    });
  return fc.oneof(
    { weight: 3, arbitrary: shaped },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 4096 }).map((a) => Buffer.from(a)) },
    { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
  );
}
