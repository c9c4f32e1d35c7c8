import { Type } from 'typebox';
import { UploadData } from '../backoffice.ts';
import { SingleLine } from '../fields.ts';
import { operationGroup } from '../operation.ts';
import { URL_MAX } from '../values.ts';

/** GET /api/media/:name: a stored image's random name. */
export const MediaParams = Type.Object({ name: SingleLine({ maxLength: 64 }) });
export type MediaParams = Type.Static<typeof MediaParams>;

/** GET /api/image/cache?url=: the external image to fetch through the shop. */
export const ImageCacheQuery = Type.Object(
  { url: SingleLine({ minLength: 1, maxLength: URL_MAX }) },
  { additionalProperties: false },
);
export type ImageCacheQuery = Type.Static<typeof ImageCacheQuery>;

const op = operationGroup({ tags: ['back office'], access: 'public' });

/** Images: the seller's uploads, served back, and external images proxied for the pages. */
export const mediaApi = {
  /**
   * One image in the multipart field `image`; the server reads that body itself, so it is
   * documented there rather than declared here. Answers 201.
   */
  upload: op({
    method: 'POST',
    path: '/upload',
    access: 'roller',
    response: UploadData,
  }),
  /** Answers the image file (WebP). */
  image: op({
    method: 'GET',
    path: '/media/:name',
    params: MediaParams,
  }),
  /** Answers the image file, under the type of the format it is in. */
  imageCache: op({
    method: 'GET',
    path: '/image/cache',
    access: 'public',
    tags: ['storefront'],
    querystring: ImageCacheQuery,
  }),
};
