import type { FastifyPluginAsync } from 'fastify';
import type { Game } from '@shop/contract';
import { Type } from 'typebox';
import { errors } from '../../lib/errors.ts';
import type { CatalogService } from '../catalog/service.ts';
import { ART_PATH, renderArt } from './art/index.ts';
import { demoCatalog } from './catalog-data.ts';

type ArtKind = 'game' | 'character' | 'weapon';

/** Label of every piece of demo artwork, keyed by its URL path. */
function artLabels(): Map<string, string> {
  const labels = new Map<string, string>();
  for (const game of demoCatalog.games) {
    labels.set(game.image, game.name);
    for (const item of [...game.characters, ...game.weapons]) labels.set(item.image, item.name);
  }
  return labels;
}

function usesDemoArt(game: Game): boolean {
  return [game, ...game.characters, ...game.weapons].some((item) =>
    item.image.startsWith(`${ART_PATH}/`),
  );
}

/**
 * Serves the generated demo artwork, so the demo shop needs no external image; only while the
 * catalogue in use shows it (seeded by DEMO=1 or `demo seed`), so a shop without the demo
 * catalogue (DEMO=0) serves none. Asked per request: a `demo seed` on a running shop shows at once.
 */
export const artRoutes: FastifyPluginAsync<{ catalog: CatalogService }> = async (app, opts) => {
  const labels = artLabels();
  app.get<{ Params: { kind: ArtKind; file: string } }>(
    '/art/:kind/:file',
    {
      schema: {
        tags: ['demo'],
        params: Type.Object({
          kind: Type.Union([
            Type.Literal('game'),
            Type.Literal('character'),
            Type.Literal('weapon'),
          ]),
          file: Type.String({ pattern: '^[a-z0-9_-]+\\.svg$', maxLength: 80 }),
        }),
      },
    },
    async (req, reply) => {
      const { kind, file } = req.params;
      const label = labels.get(`${ART_PATH}/${kind}/${file}`);
      if (!label || !(await opts.catalog.listGames()).some(usesDemoArt))
        throw errors.artworkNotFound();
      return (
        reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          // An SVG opened directly must not run anything.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(renderArt(kind, file.replace(/\.svg$/, ''), label))
      );
    },
  );
};
