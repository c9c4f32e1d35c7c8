import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { errors } from '../../lib/errors.ts';
import { clientKey } from '../../lib/client-key.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { imageTypeOfMeta } from './images.ts';
import { safeFetchImage, type SafeFetchOptions } from './safe-fetch.ts';
import { createKeyedPool, createWorkPool } from './work-pool.ts';

const TTL_MS = 24 * 60 * 60 * 1000;
/** Upstream fetches at once; each may hold a socket for its whole deadline. */
export const MAX_CONCURRENT_FETCHES = 8;

/**
 * Shares of the fetch pool. One client (an IPv4 address, an IPv6 /64) runs two fetches at once
 * and queues a mail's worth more, so eight slow upstreams of its own cannot take every slot;
 * one host gets half the pool, so a slow host many visitors ask for leaves room for others.
 */
export const FETCH_SHARES = {
  perClient: 2,
  clientQueue: 16,
  perHost: MAX_CONCURRENT_FETCHES / 2,
  hostQueue: 16,
};

/**
 * The served type of `body`, by the format sharp reads from its own header, or null when it is
 * not an image the shop serves. The upstream's Content-Type is never repeated (SVG can carry
 * script).
 */
export async function imageTypeOf(body: Buffer): Promise<string | null> {
  try {
    return imageTypeOfMeta(await sharp(body).metadata());
  } catch {
    return null;
  }
}

interface CacheMeta {
  contentType: string;
  /** Set once the body was read as an image; entries cached before that check are fetched again. */
  checked?: boolean;
  url: string;
}

/** The image proxy: external catalogue images fetched safely once, then served from our store. */
export function createImageProxy(
  store: FileStore,
  options: SafeFetchOptions & { maxConcurrent?: number; shares?: Partial<typeof FETCH_SHARES> },
) {
  const shares = { ...FETCH_SHARES, ...options.shares };
  const fetches = createWorkPool({
    concurrency: options.maxConcurrent ?? MAX_CONCURRENT_FETCHES,
    queueLimit: 0,
    busy: () => errors.proxyBusy(),
  });
  const perClient = createKeyedPool({
    concurrency: shares.perClient,
    queueLimit: shares.clientQueue,
    busy: () => errors.proxyClientBusy(),
  });
  const perHost = createKeyedPool({
    concurrency: shares.perHost,
    queueLimit: shares.hostQueue,
    busy: (host) => errors.proxyHostBusy(host),
  });

  async function fetchChecked(url: string, client: string) {
    let host: string;
    try {
      host = new URL(url).hostname;
    } catch {
      throw errors.imageUrlRefused('not a URL');
    }
    const fetched = await perClient.run(clientKey(client), () =>
      perHost.run(host, () => fetches.run(() => safeFetchImage(url, options))),
    );
    const contentType = await imageTypeOf(fetched.body);
    if (!contentType) throw errors.imageFetchFailed('the address is not an image');
    return { body: fetched.body, contentType };
  }

  return {
    /** `client` is the visitor's address: its fetches share the pool with nobody's else. */
    async get(url: string, client: string): Promise<{ body: Buffer; contentType: string }> {
      const key = `proxy/${createHash('sha256').update(url).digest('hex')}`;
      const age = await store.age(`${key}.json`);
      if (age !== null && age < TTL_MS) {
        const [meta, body] = await Promise.all([store.get(`${key}.json`), store.get(key)]);
        const cached = meta && (JSON.parse(meta.toString()) as CacheMeta);
        if (cached && cached.checked && body) return { body, contentType: cached.contentType };
      }
      const image = await fetchChecked(url, client);
      await store.put(key, image.body);
      const meta: CacheMeta = { contentType: image.contentType, checked: true, url };
      await store.put(`${key}.json`, Buffer.from(JSON.stringify(meta)));
      return image;
    },
    /** Clients and hosts with a fetch running or waiting. */
    get shares() {
      return { clients: perClient.size, hosts: perHost.size };
    },
  };
}

export type ImageProxy = ReturnType<typeof createImageProxy>;
