import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { catalogPictureKeys, demoCatalog } from './catalog-data.ts';
import { seedDrawingOnly } from './seed-fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ DEMO_PASSWORD: 'demo-password-1' });
});
afterAll(() => ctx.close());

describe('demo seed', { timeout: 120_000 }, () => {
  it('creates the catalog, roller demo and a few dozen accounts, once', async () => {
    // Drawn: each game's banner and first character, which the next test fetches. Every
    // picture drawn and served: pictures.test.ts.
    const banners = catalogPictureKeys().filter((k) => k.startsWith('game/'));
    const firstCharacters = demoCatalog.games.map((g) =>
      catalogPictureKeys().find((k) => k.startsWith(`character/${g.slug}-`))!,
    );
    const first = await seedDrawingOnly(ctx, [...banners, ...firstCharacters], 'demo-password-1');
    expect(first.pictures.made).toBe(4);
    expect(first).toMatchObject({
      games: demoCatalog.games.length,
      password: 'demo-password-1',
      owner: true,
    });
    expect(first.accounts).toBeGreaterThanOrEqual(24);
    const again = await ctx.services.demo.seed();
    expect(again).toMatchObject({ accounts: 0, password: null, owner: false });
    expect(await count(ctx.db, 'accounts')).toBe(first.accounts);
    expect(await count(ctx.db, 'rollers')).toBe(1);
  });

  it('gives every game >= 3 servers, >= 16 characters and >= 10 weapons, with artwork served locally', async () => {
    const games = (await ctx.app.inject({ url: '/api/games' })).json().data as {
      image: string;
      servers: unknown[];
      characters: { image: string }[];
      weapons: unknown[];
    }[];
    expect(games.length).toBeGreaterThanOrEqual(2);
    for (const g of games) {
      expect(g.servers.length).toBeGreaterThanOrEqual(3);
      expect(g.characters.length).toBeGreaterThanOrEqual(16);
      expect(g.weapons.length).toBeGreaterThanOrEqual(10);
      for (const url of [g.image, g.characters[0]!.image]) {
        expect(url).toMatch(/^\/api\/media\/[a-f0-9]{32}\.webp$/);
        const art = await ctx.app.inject({ url });
        expect(art.statusCode).toBe(200);
        expect(art.headers['content-type']).toBe('image/webp');
        // A raster, as every stored image is: nothing in it can run.
        expect((await sharp(art.rawPayload).metadata()).format).toBe('webp');
      }
    }
  });

  it('lets demo sign in, and stores account passwords encrypted with Email logins on the shop domain', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/roller/login',
      payload: { code: 'demo', password: 'demo-password-1' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await ctx.db
      .selectFrom('accounts')
      .select(['login_method', 'login_email', 'password_enc'])
      .execute();
    for (const r of rows) {
      expect(r.password_enc).toMatch(/^v1\./);
      expect(ctx.services.secrets.decrypt(r.password_enc)).toHaveLength(12);
      if (r.login_method === 'Email')
        expect(r.login_email).toMatch(/^demo\.[a-z0-9.-]+@shop\.test$/);
    }
    const genders = new Set(
      (await ctx.db.selectFrom('accounts').select('gender').execute()).map((r) => r.gender),
    );
    expect(genders).toEqual(new Set(['F', 'M']));
  });

  it('records a few past sales, so totals and seller statuses are not empty', async () => {
    const stats = (await ctx.app.inject({ url: '/api/games/sales-stats' })).json().data as {
      total_revenue: number;
      total_sold: number;
    }[];
    for (const s of stats) {
      expect(s.total_sold).toBe(4);
      expect(s.total_revenue).toBeGreaterThan(0);
    }
    const sold = await ctx.db
      .selectFrom('accounts')
      .select('id')
      .where('status', '=', 'sold')
      .execute();
    expect(sold).toHaveLength(8);
  });

  it("puts the past sales on a reserved domain's address, which no newcomer owns", async () => {
    const buyers = await ctx.db
      .selectFrom('transactions')
      .select(['buyer_name', 'buyer_email'])
      .distinct()
      .execute();
    expect(buyers).toEqual([{ buyer_name: 'Demo Buyer', buyer_email: 'buyer@example.invalid' }]);
  });

  it('makes demo the shop owner while the shop has none, never over one the operator chose', async () => {
    const owners = async () =>
      (
        await ctx.db.selectFrom('rollers').select('code').where('is_owner', '=', true).execute()
      ).map((r) => r.code);
    expect(await owners()).toEqual(['demo']);
    await ctx.services.auth.createRoller({ code: 'chosen', name: 'Chosen', owner: true });
    expect(await seedDrawingOnly(ctx)).toMatchObject({ owner: false });
    expect(await owners()).toEqual(['chosen']);
    // With no owner left (as in a shop seeded before there were owners), the next seed names one.
    await ctx.db.updateTable('rollers').set({ is_owner: false }).execute();
    expect(await seedDrawingOnly(ctx)).toMatchObject({ owner: true });
    expect(await owners()).toEqual(['demo']);
  });

  it('refuses unknown artwork', async () => {
    expect((await ctx.app.inject({ url: '/api/art/game/nope.svg' })).statusCode).toBe(404);
    const climbing = await ctx.app.inject({ url: '/api/media/..%2Fsecret.key' });
    expect(climbing.statusCode).toBe(404);
    expect(climbing.json()).toMatchObject({ code: 'MEDIA_NOT_FOUND' });
  });
});
