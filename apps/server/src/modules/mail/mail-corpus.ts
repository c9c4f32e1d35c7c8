import fc from 'fast-check';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/**
 * Messages to read both ways (the fast path and mailparser): the shapes the fast path takes,
 * written by hand and by nodemailer, and random mixes of every header, structure, encoding
 * and charset it must either read the same or leave to mailparser.
 */

const CRLF = (lines: string[]) => lines.join('\r\n');

/** A login-code mail as games send it: text and HTML alternatives (the bench's mail). */
export function loginCodeMail(n: number, to: string): Buffer {
  const code = 100000 + n;
  const boundary = `----=_Part_${n}`;
  const head = {
    'Return-Path': '<noreply@accounts.example>',
    From: '"Account Center" <noreply@accounts.example>',
    To: to,
    Subject: `Your verification code is ${code}`,
    'Message-ID': `<m${n}@mailer.example>`,
    'MIME-Version': '1.0',
    'Content-Type': `multipart/alternative; boundary="${boundary}"`,
  };
  const part = (type: string, body: string) => [
    `--${boundary}`,
    `Content-Type: ${type}; charset=utf-8`,
    'Content-Transfer-Encoding: 7bit',
    '',
    body,
  ];
  return Buffer.from(
    CRLF([
      ...Object.entries(head).map(([k, v]) => `${k}: ${v}`),
      '',
      ...part('text/plain', `Hello,\r\n\r\nYour verification code is: ${code}\r\n`),
      ...part('text/html', `<p>Your verification code is: <b>${code}</b></p>`),
      `--${boundary}--`,
      '',
    ]),
  );
}

const composer = nodemailer.createTransport({
  streamTransport: true,
  buffer: true,
  newline: 'windows',
});

/** The raw bytes nodemailer writes for these options (what most senders' libraries do). */
export async function composed(options: Mail.Options): Promise<Buffer> {
  const info = await composer.sendMail({ from: 'noreply@games.example', ...options });
  return info.message as Buffer;
}

/** Mostly what the fast path takes, one time in five something it must leave or read alike. */
const mostly = <T>(usual: T[], odd: T[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...usual), weight: 4 },
    { arbitrary: fc.constantFrom(...odd), weight: 1 },
  );

const subjects: [string[], string[]] = [
  [
    'Your code is 123456',
    '  spaced   subject  ',
    '',
    'Folded\r\n subject line',
    'Folded  \r\n\t subject  \r\n  twice',
    'tab\there',
  ],
  ['=?utf-8?B?w5xiZXJwcsO8ZnVuZw==?=', 'Raw 8-bit Ünïcode', '=?iso-8859-1?Q?caf=E9?= and more'],
];
const addresses: [string[], string[]] = [
  [
    '"Starfall Account Center" <noreply@starfall.example>',
    'plain@example.com',
    'Name <a@b.example>, c@d.example',
    '"Doe, John" <john@x.example>',
    '<bracketed@x.example>',
    '',
    'undisclosed-recipients:;',
  ],
  ['Team: a@x.example, b@x.example;', '=?utf-8?Q?J=C3=B6rg?= <j@x.example>', 'Jörg <j@x.example>'],
];
const messageIds = ['<id1@x.example>', 'no-brackets@x.example', '<half@x.example', '', null];
const charsets: [string[], string[]] = [
  ['charset=utf-8', 'charset="UTF-8"', 'charset=us-ascii', 'charset=UTF8'],
  [
    'charset=iso-8859-1',
    'charset=windows-1252',
    'charset=koi8-r',
    '',
    'charset=utf-8; format=flowed',
    'charset=utf-8; format=flowed; delsp=yes',
    'charset=utf-8 (comment)',
    'name="x.txt"; charset=utf-8',
  ],
];
const encodings: [(string | null)[], (string | null)[]] = [
  ['7bit', '8bit', 'quoted-printable', 'base64', null],
  ['binary', 'x-uuencode', 'BASE64'],
];
const texts: [string[], string[]] = [
  [
    'Hello,\r\n\r\nYour code is: 482913\r\n',
    '',
    'Trailing blank lines\r\n\r\n\r\n',
    'Soft=\r\nbreak and =C3=9C escape',
    'SGVsbG8gd29ybGQh',
    'w5xiZXJw\r\ncsO8ZnVu\r\nZw==',
    'latin1 caf\xe9',
    'bad utf-8 \xff\xfe here',
    'raw utf-8 \xc3\x9c',
  ],
  [
    'Soft=\r\nbreak and =C3=9C escape and a stray = sign',
    'trailing spaces   \r\nand tabs\t\r\n',
    'SGVs\r\nbG8g d29y!bGQh',
    '--looks like a boundary\r\nbut is not',
    'line\nwith bare LF',
    'ends with =',
    'Ünïcödé text as UTF-16 code units',
  ],
];

const header = (key: string, value: string | null) => (value === null ? [] : [`${key}: ${value}`]);

/** One leaf: headers (some odd) and a body given in an encoding it may or may not be in. */
const leaf = fc.record({
  type: mostly(['text/plain', 'text/html', 'TEXT/PLAIN'], ['application/octet-stream']),
  charset: mostly(...charsets),
  encoding: mostly(...encodings),
  body: mostly(...texts),
  disposition: mostly([null], ['inline', 'attachment; filename="a.txt"']),
  contentId: mostly([null], ['<cid1@x>']),
});
type Leaf = typeof leaf extends fc.Arbitrary<infer T> ? T : never;

const leafLines = (l: Leaf) => [
  `Content-Type: ${l.type}${l.charset ? `; ${l.charset}` : ''}`,
  ...header('Content-Transfer-Encoding', l.encoding),
  ...header('Content-Disposition', l.disposition),
  ...header('Content-ID', l.contentId),
];

/** A random message: top headers from the lists above, a single leaf or a multipart of them. */
export const randomMessage = fc
  .record({
    subject: fc.option(mostly(...subjects), { nil: null }),
    from: fc.option(mostly(...addresses), { nil: null }),
    to: fc.array(mostly(...addresses), { maxLength: 2 }),
    messageId: fc.constantFrom(...messageIds),
    multipart: mostly([null, 'alternative'], ['mixed', 'related']),
    boundary: mostly(['b1', '"----=_Part_1"', '"with space"'], ['b1; charset=utf-8', 'b=1']),
    parts: fc.array(leaf, { minLength: 1, maxLength: 3 }),
    preamble: fc.constantFrom(null, 'This is a multi-part message.'),
    epilogue: fc.constantFrom('', 'epilogue'),
    closed: fc.boolean(),
    extraHeader: fc.constantFrom(null, 'test', 'a\r\n\tfolded value', 'non-ASCII ü'),
  })
  .map((m) => {
    const top = [
      ...header('Subject', m.subject),
      ...header('From', m.from),
      ...m.to.map((t) => `To: ${t}`),
      ...header('Message-ID', m.messageId),
      ...header('X-Extra', m.extraHeader),
      'MIME-Version: 1.0',
    ];
    if (!m.multipart)
      return Buffer.from(CRLF([...top, ...leafLines(m.parts[0]!), '', m.parts[0]!.body]), 'latin1');
    const b = m.boundary.replace(/;.*/, '').replaceAll('"', '');
    const parts = m.parts.flatMap((p) => [`--${b}`, ...leafLines(p), '', p.body]);
    const lines = [
      ...top,
      `Content-Type: multipart/${m.multipart}; boundary=${m.boundary}`,
      '',
      ...(m.preamble === null ? [] : [m.preamble]),
      ...parts,
      ...(m.closed ? [`--${b}--`, m.epilogue] : []),
    ];
    return Buffer.from(CRLF(lines), 'latin1');
  });
