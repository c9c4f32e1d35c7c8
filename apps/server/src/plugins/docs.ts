import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SECURITY_SCHEMES } from '../modules/auth/access.ts';

/** OpenAPI from the route schemas, browsable at /api/docs. */
export const docsPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Gacha Shop API',
        version: '1.0.0',
        description:
          'Every response is { status, data } or { status: "error", code, message, field? }.',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
