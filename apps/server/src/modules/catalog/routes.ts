import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Game, GameParams, Success } from '@shop/contract';
import { Type } from 'typebox';
import { ok } from '../../lib/http.ts';
import type { CatalogService } from './service.ts';

export const catalogRoutes: FastifyPluginAsyncTypebox<{ catalog: CatalogService }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/games',
    { schema: { tags: ['catalog'], response: { 200: Success(Type.Array(Game)) } } },
    async () => ok(await catalog.listGames()),
  );

  app.get(
    '/games/:gameId',
    { schema: { tags: ['catalog'], params: GameParams, response: { 200: Success(Game) } } },
    async (req) => ok(await catalog.getGame(req.params.gameId)),
  );
};
