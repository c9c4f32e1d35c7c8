import { bareGame } from '../../../test/catalog-fixture.ts';
import { createTestContext, signedInRoller, type TestContext } from '../../../test/helpers.ts';

/** The back office suites' shop: one game (two servers, Lyra, Orin, Blade), alice and bob. */
export async function openBackofficeShop(env: Record<string, string> = {}) {
  const item = (value: string) => ({
    name: value,
    value,
    image: `https://img.example/${value}.png`,
  });
  const ctx = await createTestContext(env);
  const [game] = await ctx.services.catalog.importCatalog({
    games: [
      bareGame({
        servers: [
          { name: 'Asia', value: 'asia' },
          { name: 'Europe', value: 'europe' },
        ],
        characters: ['lyra', 'orin'].map(item),
        weapons: ['blade'].map(item),
      }),
    ],
  });
  return {
    ctx,
    gameId: game!.id,
    alice: await signedInRoller(ctx, 'alice'),
    bob: await signedInRoller(ctx, 'bob'),
  };
}

export type Seller = Awaited<ReturnType<typeof signedInRoller>>;

/** A link as POST /api/upload answers it. */
export const upload = (c: string) => `/api/media/${c.repeat(32)}.webp`;

/** A valid add-account form, changed by `over`. */
export const input = (over: Record<string, unknown> = {}) => ({
  server_name: 'asia',
  banner_guarantee: true,
  description: 'AR 55, two limited five-stars',
  gender: 'F',
  characters: [{ character: 'lyra', copies: 2 }],
  weapons: [{ weapon: 'blade', copies: 0 }],
  login: 'Email',
  email: 'moon01',
  password: 'S3cret-pass!',
  recovery_email: 'owner@example.com',
  price: 120,
  images: [upload('a'), upload('b')],
  ...over,
});

export const postAccount = (
  ctx: TestContext,
  gameId: number,
  auth: Record<string, string>,
  body: object,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/accounts`,
    headers: auth,
    payload: body,
  });

export const putAccount = (
  ctx: TestContext,
  gameId: number,
  accountId: number,
  auth: Record<string, string>,
  body: object,
) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/games/${gameId}/accounts/${accountId}`,
    headers: auth,
    payload: body,
  });
