import type { FastifyPluginAsync } from 'fastify';
import type { Game } from '@shop/contract';
import { Type } from 'typebox';
import { createHash } from 'node:crypto';
import { errors } from '../../lib/errors.ts';
import { MAX_PATH_SEGMENT } from '../../lib/http.ts';
import { binaryAnswer } from '../../plugins/openapi-answers.ts';
import type { CatalogService } from '../catalog/service.ts';
import {
  ART_FORMAT_PATTERN,
  ART_PATH,
  renderArt,
  splitArtFile,
  type ArtFormat,
} from './art/index.ts';
import { ART_PIXELS, ART_WEBP_QUALITY, type ArtImages } from './art-raster.ts';
import { demoArtLabel } from './catalog-data.ts';
import { renderDemoShowcase } from './showcase.ts';

type ArtKind = 'game' | 'character' | 'weapon' | 'showcase';

/** A game banner, character portrait or weapon tile of the demo catalogue, by its name. */
function drawCatalogArt(kind: Exclude<ArtKind, 'showcase'>, name: string): string | undefined {
  const label = demoArtLabel(kind, name);
  return label === undefined ? undefined : renderArt(kind, name, label);
}

function usesDemoArt(game: Game): boolean {
  return [game, ...game.characters, ...game.weapons].some((item) =>
    item.image.startsWith(`${ART_PATH}/`),
  );
}

/**
 * A validator derived from the drawing and how it is encoded, so a revalidation costs one SVG
 * drawing and never a rasterisation. Weak: the SVG is sent compressed or not.
 */
function artEtag(svg: string, format: ArtFormat): string {
  const hash = createHash('sha256').update(svg);
  if (format === 'webp') hash.update(JSON.stringify([ART_PIXELS, ART_WEBP_QUALITY]));
  return `W/"${hash.digest('base64url').slice(0, 27)}.${format}"`;
}

/** If-None-Match (a list, or `*`) names this validator; weak comparison, as for GET. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === bare);
}

/**
 * Serves the generated demo artwork, so the demo shop needs no external image; only while the
 * catalogue in use shows it (seeded by DEMO=1 or `demo seed`), so a shop without the demo
 * catalogue (DEMO=0) serves none. Asked per request: a `demo seed` on a running shop shows at once.
 * Each picture answers as `.webp` (what the shop links) and as its `.svg` source.
 */
export const artRoutes: FastifyPluginAsync<{ catalog: CatalogService; art: ArtImages }> = async (
  app,
  opts,
) => {
  app.get<{ Params: { kind: ArtKind; file: string } }>(
    '/art/:kind/:file',
    {
      config: { access: 'public' },
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
          file: Type.String({
            pattern: `^[A-Za-z0-9_-]+\\.(${ART_FORMAT_PATTERN})$`,
            maxLength: MAX_PATH_SEGMENT,
          }),
        }),
        response: {
          200: binaryAnswer('The picture', 'image/webp', 'image/svg+xml'),
          304: { description: 'Not modified: If-None-Match names its ETag', type: 'null' },
        },
      },
    },
    async (req, reply) => {
      const { kind } = req.params;
      const file = splitArtFile(req.params.file);
      if (!file) throw errors.artworkNotFound();
      if (!(await opts.catalog.listGames()).some(usesDemoArt)) throw errors.artworkNotFound();
      const svg =
        kind === 'showcase' ? renderDemoShowcase(file.name) : drawCatalogArt(kind, file.name);
      if (!svg) throw errors.artworkNotFound();
      const etag = artEtag(svg, file.format);
      void reply
        .header('cache-control', 'public, max-age=86400')
        .header('etag', etag)
        // An SVG opened directly must not run anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (matchesEtag(req.headers['if-none-match'], etag)) return reply.status(304).send();
      if (file.format === 'svg') return reply.type('image/svg+xml').send(svg);
      const webp = await opts.art.webp(`${kind}/${file.name}`, kind, svg);
      return reply.type('image/webp').send(webp);
    },
  );
};
