import fp from 'fastify-plugin';
import type { RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { declareScopeAccess, SECURITY_SCHEMES } from '../modules/auth/access.ts';
import { errorStatuses, openapiPath, withErrorAnswers } from './openapi-answers.ts';

/**
 * OpenAPI from the route schemas, browsable at /api/docs. Each operation also lists the error
 * answers it can give, derived from its declaration (openapi-answers.ts), all one envelope.
 */
export const docsPlugin = fp(async (app) => {
  const statuses = new Map<string, number[]>();
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Gacha Shop API',
        version: '1.0.0',
        description:
          'Every response is { status, data } or { status: "error", code, message, field? } ' +
          '(`ErrorEnvelope`); `code` is a stable id to switch on, `message` is for people. ' +
          'Each operation lists the error statuses it can answer.',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: ({ schema, url, route }) => {
      const r = route as RouteOptions;
      const path = openapiPath(url);
      for (const method of [r.method].flat())
        statuses.set(`${String(method).toUpperCase()} ${path}`, errorStatuses(r));
      const body = r.config?.documentedBody;
      return {
        url: path,
        schema: body
          ? { ...schema, consumes: [...body.mediaTypes], body: body.schema }
          : (schema ?? {}),
      };
    },
    transformObject: (doc) =>
      'openapiObject' in doc ? withErrorAnswers(doc.openapiObject, statuses) : doc.swaggerObject,
  });
  // The document and its browser are for anyone: they describe the API, not its data.
  await app.register(async (pages) => {
    declareScopeAccess(pages, 'public');
    await pages.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
});
