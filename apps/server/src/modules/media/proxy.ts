import { createHash } from 'node:crypto';
import { errors } from '../../lib/errors.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { safeFetchImage, type SafeFetchOptions } from './safe-fetch.ts';
import { createWorkPool } from './work-pool.ts';

const TTL_MS = 24 * 60 * 60 * 1000;
/** Upstream fetches at once; each may hold a socket for its whole deadline. */
export const MAX_CONCURRENT_FETCHES = 8;

/** The image proxy: external catalogue images fetched safely once, then served from our store. */
export function createImageProxy(
  store: FileStore,
  options: SafeFetchOptions & { maxConcurrent?: number },
) {
  const fetches = createWorkPool({
    concurrency: options.maxConcurrent ?? MAX_CONCURRENT_FETCHES,
    queueLimit: 0,
    busy: () => errors.proxyBusy(),
  });
  return {
    async get(url: string): Promise<{ body: Buffer; contentType: string }> {
      const key = `proxy/${createHash('sha256').update(url).digest('hex')}`;
      const age = await store.age(`${key}.json`);
      if (age !== null && age < TTL_MS) {
        const [meta, body] = await Promise.all([store.get(`${key}.json`), store.get(key)]);
        if (meta && body)
          return {
            body,
            contentType: (JSON.parse(meta.toString()) as { contentType: string }).contentType,
          };
      }
      const fetched = await fetches.run(() => safeFetchImage(url, options));
      await store.put(key, fetched.body);
      await store.put(
        `${key}.json`,
        Buffer.from(JSON.stringify({ contentType: fetched.contentType, url })),
      );
      return fetched;
    },
  };
}

export type ImageProxy = ReturnType<typeof createImageProxy>;
