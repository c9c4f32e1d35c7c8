/** Messages whose MIME structure mailparser refuses to split (over 1,000 nodes: EMAXLEN). */

const HEAD = (subject: string, boundary: string) =>
  [
    'From: "Parts Sender" <parts@example.com>',
    'To: alice.parts@shop.test',
    `Subject: ${subject}`,
    'Message-ID: <hostile@example.com>',
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    '',
  ].join('\r\n');

/** One multipart with `n` text parts side by side. */
export function manyParts(n: number): string {
  let s = HEAD('many parts', 'B');
  for (let i = 0; i < n; i++) s += `--B\r\nContent-Type: text/plain\r\n\r\npart ${i}\r\n`;
  return `${s}--B--\r\n`;
}

/** `n` multiparts, each the only part of the one around it. */
export function nestedParts(n: number): string {
  let s = HEAD('nested parts', 'b0');
  for (let i = 1; i <= n; i++)
    s += `--b${i - 1}\r\nContent-Type: multipart/mixed; boundary="b${i}"\r\n\r\n`;
  s += `--b${n}\r\nContent-Type: text/plain\r\n\r\ninnermost\r\n--b${n}--\r\n`;
  for (let i = n - 1; i >= 0; i--) s += `--b${i}--\r\n`;
  return s;
}
