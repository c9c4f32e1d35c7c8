import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { systemClock } from '../../lib/clock.ts';
import { signedInRoller } from '../../../test/helpers.ts';
import { asSub, openReadersShop, type ReadersShop } from '../../../test/mail-readers-fixture.ts';
import { placeOrder } from '../../../test/orders-fixture.ts';
import { listed, openShop, setSeller, type Roller } from './disabled-seller-fixture.ts';

describe('a disabled seller’s orders', () => {
  let shop: Awaited<ReturnType<typeof openShop>>;
  beforeAll(async () => {
    shop = await openShop();
  });
  afterAll(() => shop.ctx.close());

  const invoiceOf = async (order: { id: number; invoice_url: string }) => {
    const token = new URL(order.invoice_url).searchParams.get('token')!;
    const res = await shop.ctx.app.inject({
      url: `/api/transaction/${order.id}?token=${encodeURIComponent(token)}`,
    });
    return res.json().data as { status: string };
  };

  it('unpaid ones are cancelled at once, another seller’s are not; the account returns on enabling', async () => {
    const { ctx, owner, samId, shown, accounts } = shop;
    const samOrder = await placeOrder(ctx, accounts.sam[0]!);
    const kimOrder = await placeOrder(ctx, accounts.kim);
    await setSeller(ctx, owner, samId, 'disable');
    expect(await invoiceOf(samOrder)).toMatchObject({ status: 'cancelled' });
    expect(await invoiceOf(kimOrder)).toMatchObject({ status: 'pending' });
    // Released, yet still off sale while sam stays disabled.
    expect((await listed(ctx.app, shown)).ids).toEqual([]);

    await setSeller(ctx, owner, samId, 'enable');
    expect(await invoiceOf(samOrder)).toMatchObject({ status: 'cancelled' });
    expect((await listed(ctx.app, shown)).ids).toEqual([accounts.sam[0], accounts.sam[1]]);
  });
});

describe('a disabled seller’s mail links', () => {
  let shop: ReadersShop;
  let owner: Roller;
  let aliceId: number;
  const viewer = () => ['/access', '/access/info', `/access/${shop.gameMailId}`];
  const asHelper = (url: string, req: InjectOptions = {}) =>
    shop.ctx.app.inject({
      ...req,
      url: `/api/email/sub-roller${url}`,
      headers: asSub(shop.helper.token),
    });

  beforeAll(async () => {
    shop = await openReadersShop(systemClock);
    owner = await signedInRoller(shop.ctx, 'boss');
    await shop.ctx.services.auth.setOwner('boss');
    aliceId = (await shop.ctx.services.auth.findRoller('alice'))!.id;
  });
  afterAll(() => shop.close());

  it('a sub-roller link answers as a removed one’s while the seller is disabled, and works again after', async () => {
    // What a removed sub-roller's token is answered, path by path.
    const gone = await shop.generate('gone');
    await shop.removeSub('gone');
    const removed = await Promise.all(
      viewer().map((url) =>
        shop.ctx.app.inject({ url: `/api/email/sub-roller${url}`, headers: asSub(gone.token) }),
      ),
    );
    for (const url of viewer()) expect((await asHelper(url)).statusCode, url).toBe(200);

    await setSeller(shop.ctx, owner, aliceId, 'disable');
    for (const [i, url] of viewer().entries()) {
      const res = await asHelper(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual(removed[i]!.json());
      expect(res.json().code).toBe('SUB_ROLLER_TOKEN_INVALID');
    }
    const ticket = await shop.ctx.app.inject({
      method: 'POST',
      url: '/api/realtime/auth',
      headers: asSub(shop.helper.token),
      payload: { channel: 'private-alice-helper' },
    });
    expect(ticket.statusCode).toBe(401);

    await setSeller(shop.ctx, owner, aliceId, 'enable');
    for (const url of viewer()) expect((await asHelper(url)).statusCode, url).toBe(200);
    const list = (await asHelper('/access')).json().data;
    expect(list.emails.map((e: { id: number }) => e.id)).toEqual([shop.gameMailId]);
  });

  it('a buyer’s link to the mail of the account they bought keeps working', async () => {
    const read = async () => {
      const token = shop.tokens.mina;
      const list = await shop.get(`/api/buyer/emails?token=${token}`);
      const one = await shop.get(`/api/buyer/emails/${shop.gameMailId}?token=${token}`);
      const mails = list
        .json()
        .data.accounts.flatMap((a: { emails: { id: number }[] }) => a.emails);
      return [list.statusCode, one.statusCode, mails.map((m: { id: number }) => m.id)];
    };
    const before = [200, 200, [shop.gameMailId]];
    expect(await read()).toEqual(before);
    await setSeller(shop.ctx, owner, aliceId, 'disable');
    try {
      expect(await read()).toEqual(before);
    } finally {
      await setSeller(shop.ctx, owner, aliceId, 'enable');
    }
  });
});
