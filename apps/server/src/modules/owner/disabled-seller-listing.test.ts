import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { eventually } from '../../../test/eventually.ts';
import { secondInstance } from '../../../test/helpers.ts';
import {
  detail,
  forSale,
  listed,
  NOT_FOR_SALE,
  onPostgres,
  openShop,
  purchase,
  setSeller,
} from './disabled-seller-fixture.ts';

/** A disabled seller's accounts leave the listing, whichever source answers it, on every instance. */

describe.each([
  ['index and cache on (as deployed)', {}],
  ['index on, cache off', { LISTING_CACHE: '0' }],
  ['index off (SQL), cache on', { LISTING_INDEX: '0' }],
  ['index off (SQL), cache off', { LISTING_INDEX: '0', LISTING_CACHE: '0' }],
])('a disabled seller’s accounts, %s', (_, env: Record<string, string>) => {
  let shop: Awaited<ReturnType<typeof openShop>>;
  const indexed = env.LISTING_INDEX !== '0';
  beforeAll(async () => {
    shop = await openShop(env);
  });
  afterAll(() => shop.ctx.close());

  it('leave the listing, the counts, their pages and the checkout at once; enabled, they are back', async () => {
    const { ctx, owner, samId, shown, accounts } = shop;
    const everyone = [accounts.sam[0]!, accounts.kim, accounts.sam[1]!];
    const source = indexed ? 'search;desc=index' : 'search;desc=sql';
    // The listing as this instance answers it, its pages and counts cached where that is on.
    const before = await eventually('the listing from its source', async () => {
      const page = await listed(ctx.app, shown);
      return page.source === source && page;
    });
    expect(before).toMatchObject({ ids: everyone, total: 3 });
    expect(await forSale(ctx.app, shown)).toBe(3);
    expect((await detail(ctx.app, shown, accounts.sam[0]!)).statusCode).toBe(200);

    await setSeller(ctx, owner, samId, 'disable');
    // No wait: this instance's next answers already leave sam's accounts out.
    expect(await listed(ctx.app, shown)).toEqual({ ids: [accounts.kim], total: 1, source });
    expect(await forSale(ctx.app, shown)).toBe(1);
    for (const id of accounts.sam) {
      const page = await detail(ctx.app, shown, id);
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject(NOT_FOR_SALE);
      const bought = await purchase(ctx.app, id);
      expect(bought.statusCode).toBe(404);
      expect(bought.json()).toMatchObject(NOT_FOR_SALE);
    }
    // As an account that is not for sale at all answers.
    const none = await detail(ctx.app, shown, 999_999);
    expect((await detail(ctx.app, shown, accounts.sam[0]!)).json()).toEqual(none.json());
    expect((await purchase(ctx.app, accounts.kim)).statusCode).toBe(201);

    await setSeller(ctx, owner, samId, 'enable');
    expect(await listed(ctx.app, shown)).toEqual({
      ids: [accounts.sam[0], accounts.sam[1]],
      total: 2,
      source,
    });
    expect(await forSale(ctx.app, shown)).toBe(2);
    expect((await detail(ctx.app, shown, accounts.sam[1]!)).statusCode).toBe(200);
    expect((await purchase(ctx.app, accounts.sam[1]!)).statusCode).toBe(201);
  });

  it('this instance follows its own change before the database announces it', async () => {
    const { ctx, samId, shown, accounts } = shop;
    const setDisabled = async (at: Date | null) => {
      await ctx.db
        .updateTable('rollers')
        .set({ disabled_at: at })
        .where('id', '=', samId)
        .execute();
      ctx.services.events.emit(at ? 'roller.disabled' : 'roller.enabled', { rollerId: samId });
    };
    // The NOTIFY is what other instances hear; held back here, only the owner service's event
    // (emitted after the commit) tells this instance's index and caches.
    await sql`alter table rollers disable trigger rollers_listing_disabled`.execute(ctx.db);
    try {
      await setDisabled(new Date());
      expect(await listed(ctx.app, shown)).toMatchObject({ ids: [], total: 0 });
      expect(await forSale(ctx.app, shown)).toBe(0);
      await setDisabled(null);
      expect(await listed(ctx.app, shown)).toMatchObject({ ids: [accounts.sam[0]], total: 1 });
      expect(await forSale(ctx.app, shown)).toBe(1);
    } finally {
      await sql`alter table rollers enable trigger rollers_listing_disabled`.execute(ctx.db);
    }
  });

  it('stay out of a game whose index loads after the disabling, and come back into it', async () => {
    const { ctx, owner, samId, later, accounts } = shop;
    await setSeller(ctx, owner, samId, 'disable');
    // The game's first search: SQL answers while its index loads.
    expect(await listed(ctx.app, later)).toEqual({
      ids: [accounts.kimLater],
      total: 1,
      source: 'search;desc=sql',
    });
    const loaded = await eventually('the loaded index', async () => {
      const page = await listed(ctx.app, later);
      return (!indexed || page.source === 'search;desc=index') && page;
    });
    expect(loaded).toMatchObject({ ids: [accounts.kimLater], total: 1 });

    await setSeller(ctx, owner, samId, 'enable');
    expect(await listed(ctx.app, later)).toMatchObject({
      ids: [accounts.samLater, accounts.kimLater],
      total: 2,
    });
  });
});

describe.runIf(onPostgres)('another instance', () => {
  let shop: Awaited<ReturnType<typeof openShop>>;
  let other: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    shop = await openShop();
    other = await secondInstance(shop.ctx);
  });
  afterAll(async () => {
    await other.close();
    await shop.ctx.close();
  });

  it('follows the disabling and the enabling in its loaded index, by NOTIFY', async () => {
    const { ctx, owner, samId, shown, accounts } = shop;
    const all = [accounts.sam[0], accounts.kim, accounts.sam[1]];
    await eventually('the other instance’s index', async () => {
      const page = await listed(other.app, shown);
      return page.source === 'search;desc=index' && page.ids.length === 3;
    });
    await setSeller(ctx, owner, samId, 'disable');
    await eventually('the other instance to leave sam’s accounts out', async () => {
      const page = await listed(other.app, shown);
      return page.source === 'search;desc=index' && page.ids.join() === String(accounts.kim);
    });
    expect((await purchase(other.app, accounts.sam[0]!)).statusCode).toBe(404);
    expect((await detail(other.app, shown, accounts.sam[0]!)).statusCode).toBe(404);

    await setSeller(ctx, owner, samId, 'enable');
    await eventually('the other instance to list them again', async () => {
      const page = await listed(other.app, shown);
      return page.source === 'search;desc=index' && page.ids.join() === all.join();
    });
  });
});
