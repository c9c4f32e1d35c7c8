import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  postLogin,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('a disabled seller', () => {
  it('cannot sign in: told so only with the right password, and every session ended', async () => {
    const kim = await signedInRoller(ctx, 'kim');
    const kimId = (await ctx.services.auth.findRoller('kim'))!.id;
    await ctx.services.auth.setDisabled(kimId, true);
    expect((await ctx.app.inject({ url: '/api/roller', headers: kim.auth })).statusCode).toBe(401);
    expect(await ctx.db.selectFrom('sessions').where('roller_id', '=', kimId).execute()).toEqual(
      [],
    );

    const right = await postLogin(ctx.app, { code: 'kim', password: kim.password }, '10.4.0.1');
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      status: 'error',
      code: 'ROLLER_DISABLED',
      message: 'This seller account is disabled',
    });
    // A guess gets the answer every wrong guess gets: the state is not for strangers.
    const wrong = await postLogin(
      ctx.app,
      { code: 'kim', password: 'not-kims-password' },
      '10.4.0.2',
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');

    await ctx.services.auth.setDisabled(kimId, false);
    const again = await postLogin(ctx.app, { code: 'kim', password: kim.password }, '10.4.0.3');
    expect(again.statusCode).toBe(200);
    // The sessions from before stay ended: enabling opens only new ones.
    expect((await ctx.app.inject({ url: '/api/roller', headers: kim.auth })).statusCode).toBe(401);
  });

  it('a session of a roller disabled under it stops at once, even one not deleted', async () => {
    const lou = await signedInRoller(ctx, 'lou');
    await ctx.db
      .updateTable('rollers')
      .set({ disabled_at: new Date() })
      .where('code', '=', 'lou')
      .execute();
    const res = await ctx.app.inject({ url: '/api/roller', headers: lou.auth });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });
});

describe('the shop owner', () => {
  it('is one roller: a new owner or set-owner takes over in one step, and the owner is never disabled', async () => {
    const { auth } = ctx.services;
    const first = await auth.createRoller({ code: 'own1', name: 'First', owner: true });
    expect(first.previousOwner).toBeNull();
    const second = await auth.createRoller({ code: 'own2', name: 'Second', owner: true });
    expect(second.previousOwner).toBe('own1');
    const owners = () =>
      ctx.db
        .selectFrom('rollers')
        .select('code')
        .where('is_owner', '=', true)
        .execute()
        .then((rows) => rows.map((r) => r.code));
    expect(await owners()).toEqual(['own2']);

    await auth.setDisabled(first.id, true);
    expect(await auth.setOwner('OWN1')).toEqual({ code: 'own1', previous: 'own2', enabled: true });
    expect(await owners()).toEqual(['own1']);
    expect((await auth.findRoller('own1'))!.disabled_at).toBeNull();
    expect(await auth.setOwner('own1')).toEqual({ code: 'own1', previous: 'own1', enabled: false });
    await expect(auth.setOwner('nobody')).rejects.toMatchObject({ code: 'ROLLER_NOT_FOUND' });
    await expect(auth.setDisabled(first.id, true)).rejects.toMatchObject({
      code: 'OWNER_CANNOT_DISABLE_SELF',
    });
    expect((await auth.findRoller('own1'))!.disabled_at).toBeNull();
    expect(await auth.ownerCode()).toBe('own1');

    const res = await postLogin(ctx.app, { code: 'own1', password: first.password }, '10.5.0.1');
    expect(res.json().data.roller).toMatchObject({ code: 'own1', is_owner: true });
    const profile = await ctx.app.inject({
      url: '/api/roller',
      headers: { authorization: `Bearer ${res.json().data.token}` },
    });
    expect(profile.json().data.is_owner).toBe(true);
  });

  it('moves at once from two places without breaking the one-owner rule', async () => {
    const { auth } = ctx.services;
    await auth.createRoller({ code: 'race1', name: 'R1' });
    await auth.createRoller({ code: 'race2', name: 'R2' });
    await Promise.all([auth.setOwner('race1'), auth.setOwner('race2')]);
    const owners = await ctx.db
      .selectFrom('rollers')
      .select('code')
      .where('is_owner', '=', true)
      .execute();
    expect(owners).toHaveLength(1);
    expect(['race1', 'race2']).toContain(owners[0]!.code);
  });
});
