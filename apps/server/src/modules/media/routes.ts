import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, mediaApi } from '@shop/contract';
import { Type } from 'typebox';
import { ok } from '../../lib/http.ts';
import { routeOf } from '../../lib/route.ts';
import { binaryAnswer } from '../../plugins/openapi-answers.ts';
import { IMAGE_TYPES } from './images.ts';
import { readImageField } from './multipart.ts';
import type { ImageProxy } from './proxy.ts';
import type { MediaService } from './service.ts';

export const mediaRoutes: FastifyPluginAsyncTypebox<{
  media: MediaService;
  proxy: ImageProxy;
}> = async (app, { media, proxy }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
  });
  // An upload refused before its body was read (an unknown field, a second file) leaves the
  // rest of that body on the connection, unread: a request sent after it on the same
  // keep-alive connection would wait behind it forever. Closing the connection ends both.
  app.addHook('onSend', async (req, reply) => {
    if (!req.raw.complete) reply.header('connection', 'close');
  });

  app.route({
    ...routeOf(mediaApi.upload, {
      statuses: [201],
      // Read by readImageField, not by Fastify: documented only.
      documentedBody: {
        mediaTypes: ['multipart/form-data'],
        schema: Type.Object({
          image: Type.String({ format: 'binary', description: 'JPEG, PNG, GIF, WebP or AVIF' }),
        }),
      },
    }),
    handler: async (req, reply) => {
      const body = await readImageField(req);
      return reply.status(201).send(ok(await media.upload(body)));
    },
  });

  app.route({
    ...routeOf(mediaApi.image, { response: { 200: binaryAnswer('The image', 'image/webp') } }),
    handler: async (req, reply) => {
      const body = await media.read(req.params.name);
      return (
        reply
          .type('image/webp')
          // Names are random and content never changes under a name.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'")
          .send(body)
      );
    },
  });

  app.route({
    ...routeOf(mediaApi.imageCache, {
      errors: [429, 502],
      response: {
        200: binaryAnswer(
          'The image, under the type of the format it is in',
          ...Object.values(IMAGE_TYPES),
        ),
      },
    }),
    handler: async (req, reply) => {
      const image = await proxy.get(req.query.url, req.ip);
      return (
        reply
          .type(image.contentType)
          .header('cache-control', 'public, max-age=86400')
          .header('content-security-policy', "default-src 'none'")
          // Received mail renders in a sandboxed frame with an opaque origin (DESIGN §5); its
          // images come from here, and a same-origin resource policy would block every one.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(image.body)
      );
    },
  });
};
