import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible bucket (S3 cannot be reached from here), answering
 * PutObject, GetObject and HeadObject as the S3 REST API documents them, path-style. It checks
 * that requests are SigV4-signed with the expected access key; it does not verify signatures.
 */
export async function startS3StandIn(bucket: string, accessKeyId: string) {
  const objects = new Map<string, { body: Buffer; modified: Date }>();
  const requests: string[] = [];

  const decodeAwsChunked = (raw: Buffer): Buffer => {
    const parts: Buffer[] = [];
    let at = 0;
    for (;;) {
      const lineEnd = raw.indexOf('\r\n', at);
      const size = parseInt(raw.subarray(at, lineEnd).toString().split(';')[0]!, 16);
      if (!size) break;
      parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    return Buffer.concat(parts);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push(`${req.method} ${req.url}`);
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
        return res
          .writeHead(403, { 'content-type': 'application/xml' })
          .end('<Error><Code>AccessDenied</Code></Error>');
      }
      const url = new URL(req.url ?? '/', 'http://s3.local');
      const [, b, ...rest] = decodeURIComponent(url.pathname).split('/');
      const key = rest.join('/');
      if (b !== bucket)
        return res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<Error><Code>NoSuchBucket</Code></Error>');
      if (req.method === 'PUT') {
        const raw = Buffer.concat(chunks);
        const body = String(req.headers['content-encoding'] ?? '').includes('aws-chunked')
          ? decodeAwsChunked(raw)
          : raw;
        objects.set(key, { body, modified: new Date() });
        return res.writeHead(200, { etag: '"standin"' }).end();
      }
      const obj = objects.get(key);
      if (!obj) {
        res.writeHead(404, { 'content-type': 'application/xml' });
        return res.end(
          req.method === 'HEAD'
            ? undefined
            : `<Error><Code>NoSuchKey</Code><Key>${key}</Key></Error>`,
        );
      }
      const headers = {
        'content-length': String(obj.body.length),
        'last-modified': obj.modified.toUTCString(),
        etag: '"standin"',
        'content-type': 'application/octet-stream',
      };
      if (req.method === 'HEAD') return res.writeHead(200, headers).end();
      if (req.method === 'GET') return res.writeHead(200, headers).end(obj.body);
      res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
