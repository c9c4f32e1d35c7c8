import fc from 'fast-check';
import { contentLengthOff, headerText, sometimes } from './arbitraries.ts';

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

export interface InboundCase {
  payload: Buffer;
  headers: Record<string, string>;
  describe: string;
}

/**
 * A forwarder's post: the raw message under the content types the route takes and others,
 * the envelope in its headers, the secret right or nearly right, and now and then a
 * Content-Length that does not match.
 */
export function inboundCases(secret: string, recipient: string): fc.Arbitrary<InboundCase> {
  return fc
    .record({
      mail: rawMails(recipient),
      type: fc.constantFrom('message/rfc822', 'application/octet-stream', 'text/plain', undefined),
      to: fc.oneof(
        fc.constantFrom(recipient, `${recipient}, b@alt.test`, 'nobody@else.test', ''),
        headerText(80),
      ),
      from: sometimes(fc.oneof(fc.constant('<>'), headerText(80))),
      authorization: fc.oneof(
        { weight: 6, arbitrary: fc.constant(`Bearer ${secret}`) },
        fc.constantFrom(`Bearer ${secret} `, `Bearer ${secret.slice(1)}`, `Basic ${secret}`, ''),
      ),
      lengthOff: contentLengthOff,
    })
    .map(({ mail, type, to, from, authorization, lengthOff }) => {
      const headers: Record<string, string> = { authorization, 'x-envelope-to': to };
      if (from !== undefined) headers['x-envelope-from'] = from;
      if (type !== undefined) headers['content-type'] = type;
      if (lengthOff !== undefined)
        headers['content-length'] = String(Math.max(0, mail.length + lengthOff));
      const start = JSON.stringify(mail.subarray(0, 120).toString('latin1'));
      return {
        payload: mail,
        headers,
        describe: `${JSON.stringify(headers).slice(0, 200)} ${mail.length}B ${start}`,
      };
    });
}
