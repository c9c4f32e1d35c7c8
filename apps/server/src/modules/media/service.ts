import { randomBytes } from 'node:crypto';
import { MEDIA_PATH } from '@shop/contract';
import type { FileStore } from '../../lib/file-store.ts';
import { errors } from '../../lib/errors.ts';
import { createImagePool, reencodeUpload } from './images.ts';
import type { WorkPool } from './work-pool.ts';

const NAME = /^[a-f0-9]{32}(?:-thumb)?\.webp$/;

export function createMediaService(store: FileStore, pool: WorkPool = createImagePool()) {
  return {
    /** Stores a re-encoded upload under a random name; returns its public link. */
    async upload(input: Buffer): Promise<{ link: string; thumb: string }> {
      const image = await pool.run(() => reencodeUpload(input));
      const id = randomBytes(16).toString('hex');
      await store.put(`uploads/${id}.webp`, image.full);
      await store.put(`uploads/${id}-thumb.webp`, image.thumb);
      return { link: `${MEDIA_PATH}/${id}.webp`, thumb: `${MEDIA_PATH}/${id}-thumb.webp` };
    },

    async read(name: string): Promise<Buffer> {
      if (!NAME.test(name)) throw errors.mediaNotFound();
      const body = await store.get(`uploads/${name}`);
      if (!body) throw errors.mediaNotFound();
      return body;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
