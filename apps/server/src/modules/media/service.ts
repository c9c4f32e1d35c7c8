import { randomBytes } from 'node:crypto';
import { MEDIA_PATH } from '@shop/contract';
import type { FileStore } from '../../lib/file-store.ts';
import { errors } from '../../lib/errors.ts';
import { createImagePool, reencodeUpload } from './images.ts';
import type { WorkPool } from './work-pool.ts';

const NAME = /^[a-f0-9]{32}(?:-thumb)?\.webp$/;

/** Where a stored image of `name` (32 hex digits and `.webp`) lives in the store, and its link. */
export const storedImage = (name: string) => ({
  key: `uploads/${name}`,
  link: `${MEDIA_PATH}/${name}`,
});

export function createMediaService(store: FileStore, pool: WorkPool = createImagePool()) {
  return {
    /** Stores a re-encoded upload under a random name; returns its public link. */
    async upload(input: Buffer): Promise<{ link: string; thumb: string }> {
      const image = await pool.run(() => reencodeUpload(input));
      const id = randomBytes(16).toString('hex');
      const full = storedImage(`${id}.webp`);
      const thumb = storedImage(`${id}-thumb.webp`);
      await store.put(full.key, image.full);
      await store.put(thumb.key, image.thumb);
      return { link: full.link, thumb: thumb.link };
    },

    async read(name: string): Promise<Buffer> {
      if (!NAME.test(name)) throw errors.mediaNotFound();
      const body = await store.get(storedImage(name).key);
      if (!body) throw errors.mediaNotFound();
      return body;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
