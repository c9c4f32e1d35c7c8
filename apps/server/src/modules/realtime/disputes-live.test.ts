import { afterAll, beforeAll, expect, it } from 'vitest';
import { disputesWorld, type DisputesWorld } from '../../../test/trust-fixture.ts';
import { buyerTicketFor, listen, openStream, ticketFor } from './realtime-fixture.ts';

/**
 * `dispute-changed` (DESIGN §6): each step of a dispute reaches its seller's channel, the shop
 * owner's and the buyer channels holding its account, and nobody else's.
 */
let w: DisputesWorld;
let origin: string;
beforeAll(async () => {
  w = await disputesWorld();
  origin = await listen(w.ctx.app);
});
afterAll(() => w.close());

type Roller = DisputesWorld['boss'];
type Stream = Awaited<ReturnType<typeof openStream>>;

const rollerStream = async (roller: Roller, code: string) =>
  openStream(origin, await ticketFor(w.ctx.app, roller.auth, `private-${code}`));

const buyerStream = async (token: string): Promise<Stream> =>
  openStream(origin, await buyerTicketFor(w.ctx.app, token));

const openDispute = (token: string, transactionId: number) => w.disputeOf(token, transactionId);

const changed = (id: number) => ({ event: 'dispute-changed', data: { dispute_id: id } });

it('streams each step to the seller, the owner and the buyer, and to no other seller or buyer', async () => {
  const ana = await w.sale(w.sellers.alice, 'ana@example.com');
  const ben = await w.sale(w.sellers.bob, 'ben@example.com');
  const anaToken = await w.tokenFor('ana@example.com');
  const benToken = await w.tokenFor('ben@example.com');
  const streams = {
    alice: await rollerStream(w.sellers.alice, 'alice'),
    bob: await rollerStream(w.sellers.bob, 'bob'),
    boss: await rollerStream(w.boss, 'boss'),
    ana: await buyerStream(anaToken),
    ben: await buyerStream(benToken),
  };
  const all = Object.values(streams);
  const answer = async (seller: Roller, id: number) => {
    const res = await w.asRoller(seller.auth, `/api/roller/disputes/${id}/messages`, {
      message: 'Try the new password I mailed you.',
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  try {
    for (const s of all) expect((await s.next()).event).toBe('ready');
    const aboutAna = [streams.alice, streams.boss, streams.ana];
    const aboutBen = [streams.bob, streams.boss, streams.ben];

    const id = await openDispute(anaToken, ana.transactionId);
    for (const s of aboutAna) expect(await s.next()).toEqual(changed(id));
    const other = await openDispute(benToken, ben.transactionId);
    for (const s of aboutBen) expect(await s.next()).toEqual(changed(other));

    // Each stream's next event is of its own dispute: Ben's open never reached Alice or Ana,
    // and Ana's steps never reached Bob or Ben.
    await answer(w.sellers.alice, id);
    for (const s of aboutAna) expect(await s.next()).toEqual(changed(id));
    await answer(w.sellers.bob, other);
    for (const s of aboutBen) expect(await s.next()).toEqual(changed(other));

    const resolved = await w.asRoller(w.boss.auth, `/api/owner/disputes/${id}/resolve`, {
      resolution: 'rejected',
      note: 'The seller’s new password works.',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    for (const s of aboutAna) expect(await s.next()).toEqual(changed(id));
  } finally {
    for (const s of all) s.close();
  }
});

it('tells an owner who sells once, on their own channel', async () => {
  const sale = await w.sale(w.boss, 'cleo@example.com');
  const token = await w.tokenFor('cleo@example.com');
  const boss = await rollerStream(w.boss, 'boss');
  try {
    expect((await boss.next()).event).toBe('ready');
    const id = await openDispute(token, sale.transactionId);
    expect(await boss.next()).toEqual(changed(id));
    // The next event is the next order: the dispute was not told twice.
    await w.sale(w.boss, 'cleo@example.com');
    expect((await boss.next()).event).toBe('new-order');
  } finally {
    boss.close();
  }
});

it('still tells the seller and the buyer in a shop without an owner', async () => {
  await w.ctx.db.updateTable('rollers').set({ is_owner: false }).execute();
  try {
    const sale = await w.sale(w.sellers.bob, 'dora@example.com');
    const token = await w.tokenFor('dora@example.com');
    const bob = await rollerStream(w.sellers.bob, 'bob');
    const dora = await buyerStream(token);
    try {
      expect((await bob.next()).event).toBe('ready');
      expect((await dora.next()).event).toBe('ready');
      const id = await openDispute(token, sale.transactionId);
      expect(await bob.next()).toEqual(changed(id));
      expect(await dora.next()).toEqual(changed(id));
    } finally {
      bob.close();
      dora.close();
    }
  } finally {
    await w.ctx.db
      .updateTable('rollers')
      .set({ is_owner: true })
      .where('code', '=', 'boss')
      .execute();
  }
});
