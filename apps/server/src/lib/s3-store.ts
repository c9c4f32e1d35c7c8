import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStore } from './file-store.ts';

export interface S3Settings {
  bucket: string;
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Path-style addressing (endpoint/bucket/key), which most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket, so one bucket can hold several shops. */
  prefix: string;
}

const missing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/** The same store as the local disk, in any S3-compatible bucket (AWS, MinIO, R2, B2...). */
export function createS3Store(s: S3Settings): FileStore {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint ?? undefined,
    forcePathStyle: s.forcePathStyle,
    credentials:
      s.accessKeyId && s.secretAccessKey
        ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
        : undefined,
  });
  const key = (k: string) => `${s.prefix}${k}`;
  const PROBE_KEY = key('.health-probe');
  return {
    kind: 's3',
    async probe() {
      // A HEAD costs a tenth of a PUT: the probe object is written once and then only looked at
      // (again if someone deleted it), which proves the bucket answers to these credentials.
      try {
        await client.send(new HeadObjectCommand({ Bucket: s.bucket, Key: PROBE_KEY }));
      } catch (err) {
        if (!missing(err)) throw err;
        await client.send(new PutObjectCommand({ Bucket: s.bucket, Key: PROBE_KEY, Body: 'ok' }));
      }
    },
    async put(k, body) {
      await client.send(new PutObjectCommand({ Bucket: s.bucket, Key: key(k), Body: body }));
    },
    async get(k) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: key(k) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async age(k) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket: s.bucket, Key: key(k) }));
        return res.LastModified ? Date.now() - res.LastModified.getTime() : 0;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
  };
}
