import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthData, Success } from '@shop/contract';
import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import { ok } from '../../lib/http.ts';

export const healthRoutes: FastifyPluginAsyncTypebox<{ db: DB }> = async (app, { db }) => {
  app.get(
    '/health',
    { schema: { tags: ['ops'], response: { 200: Success(HealthData), 503: Success(HealthData) } } },
    async (_req, reply) => {
      const dbOk = await sql`select 1`.execute(db).then(
        () => true,
        () => false,
      );
      const data = {
        db: dbOk ? ('ok' as const) : ('down' as const),
        uptime_s: Math.round(process.uptime()),
      };
      return reply.status(dbOk ? 200 : 503).send(ok(data));
    },
  );
};
