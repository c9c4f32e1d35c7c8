import { createSocket, type RemoteInfo } from 'node:dgram';
import type { AddressInfo } from 'node:net';

/**
 * A DNS server on a loopback UDP port that answers TXT questions from `records` (name to the
 * record's text), NXDOMAIN for any other name, and nothing at all for a name in `silent` (a
 * server that is down): what the shop's own resolver asks when DKIM_DNS_SERVERS points here.
 * Enough of RFC 1035 for one question a query, which is what resolvers send. `port` 0 takes a
 * free one; a fixed one lets a shop started earlier be pointed at it (the e2e server).
 */
export async function startDnsStandIn(
  records: Map<string, string>,
  silent: Set<string> = new Set(),
  port = 0,
) {
  const socket = createSocket('udp4');
  socket.on('message', (query: Buffer, from: RemoteInfo) => {
    const question = readQuestion(query);
    if (!question || silent.has(question.name)) return;
    const text = question.type === TXT ? records.get(question.name) : undefined;
    socket.send(answer(query, question.end, text), from.port, from.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => {
      socket.off('error', reject);
      resolve();
    });
  });
  const bound = (socket.address() as AddressInfo).port;
  return {
    /** What DKIM_DNS_SERVERS names. */
    server: `127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

const TXT = 16;
const HEADER = 12;

/** The first question's name (lower case, no final dot), type, and where the question ends. */
function readQuestion(query: Buffer): { name: string; type: number; end: number } | null {
  if (query.length < HEADER + 5 || query.readUInt16BE(4) < 1) return null;
  const labels: string[] = [];
  let at = HEADER;
  while (at < query.length && query[at]! > 0) {
    const length = query[at]!;
    labels.push(query.toString('latin1', at + 1, at + 1 + length));
    at += 1 + length;
  }
  if (at + 5 > query.length) return null;
  return { name: labels.join('.').toLowerCase(), type: query.readUInt16BE(at + 1), end: at + 5 };
}

/** The query's header and question, answered with one TXT record, or NXDOMAIN without one. */
function answer(query: Buffer, questionEnd: number, text: string | undefined): Buffer {
  const head = Buffer.from(query.subarray(0, questionEnd));
  // QR, opcode 0, AA, RD copied; RA; RCODE 0 or 3 (NXDOMAIN).
  head.writeUInt16BE(0x8400 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | (text ? 0 : 3), 2);
  head.writeUInt16BE(1, 4);
  head.writeUInt16BE(text === undefined ? 0 : 1, 6);
  head.writeUInt16BE(0, 8);
  head.writeUInt16BE(0, 10);
  if (text === undefined) return head;
  // A TXT record's text goes in strings of at most 255 bytes each.
  const bytes = Buffer.from(text, 'latin1');
  const strings: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 255) {
    const part = bytes.subarray(i, i + 255);
    strings.push(Buffer.from([part.length]), part);
  }
  const data = Buffer.concat(strings);
  const record = Buffer.alloc(12);
  record.writeUInt16BE(0xc000 | HEADER, 0); // the name: a pointer to the question's
  record.writeUInt16BE(TXT, 2);
  record.writeUInt16BE(1, 4); // class IN
  record.writeUInt32BE(60, 6); // TTL
  record.writeUInt16BE(data.length, 10);
  return Buffer.concat([head, record, data]);
}
