import type { FastifyPluginAsync } from 'fastify';
import type { Game } from '@shop/contract';
import { Type } from 'typebox';
import { errors } from '../../lib/errors.ts';
import type { CatalogService } from '../catalog/service.ts';
import { ART_PATH, renderArt } from './art/index.ts';
import { demoCatalog } from './catalog-data.ts';
import { renderDemoShowcase } from './showcase.ts';

type ArtKind = 'game' | 'character' | 'weapon' | 'showcase';

/** Label of every piece of demo artwork, keyed by its URL path. */
function artLabels(): Map<string, string> {
  const labels = new Map<string, string>();
  for (const game of demoCatalog.games) {
    labels.set(game.image, game.name);
    for (const item of [...game.characters, ...game.weapons]) labels.set(item.image, item.name);
  }
  return labels;
}

/** A game banner, character portrait or weapon tile of the demo catalogue, by its file name. */
function drawCatalogArt(
  labels: Map<string, string>,
  kind: Exclude<ArtKind, 'showcase'>,
  file: string,
): string | undefined {
  const label = labels.get(`${ART_PATH}/${kind}/${file}`);
  return label === undefined ? undefined : renderArt(kind, file.replace(/\.svg$/, ''), label);
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
            Type.Literal('showcase'),
          ]),
          // A showcase's name spells its composition (account-showcase.ts), hence its length.
          file: Type.String({ pattern: '^[A-Za-z0-9_-]+\\.svg$', maxLength: 320 }),
        }),
      },
    },
    async (req, reply) => {
      const { kind, file } = req.params;
      if (!(await opts.catalog.listGames()).some(usesDemoArt)) throw errors.artworkNotFound();
      const svg =
        kind === 'showcase' ? renderDemoShowcase(file) : drawCatalogArt(labels, kind, file);
      if (!svg) throw errors.artworkNotFound();
      return (
        reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          // An SVG opened directly must not run anything.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(svg)
      );
    },
  );
};
