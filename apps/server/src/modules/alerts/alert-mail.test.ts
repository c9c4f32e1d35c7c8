import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signedInRoller, type TestContext } from '../../../test/helpers.ts';
import {
  alertMails,
  importAlertGame,
  listTerms,
  subscribeConfirmed,
  unsubscribeTokens,
} from './alerts-fixture.ts';

/** The alert mail a match sends (alert-mail.ts), and the unsubscribe links it carries. */

let ctx: TestContext;
let seller: Awaited<ReturnType<typeof signedInRoller>>;

const match = () => ctx.services.alerts.matchQueued();

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://shop.example' });
  seller = await signedInRoller(ctx, 'alertmailer');
});
afterAll(async () => ctx.close());

describe('the alert mail', () => {
  it('writes the alert of the issue: facts with C{n} and R{n+1}, links, one-click headers', async () => {
    const game = await importAlertGame(ctx, 'mailed');
    await subscribeConfirmed(ctx, { email: 'reader@example.com', game_id: game });
    const id = await listTerms(ctx, seller, game, {
      price: 1250,
      characters: [{ character: 'mei', copies: 2 }],
      weapons: [{ weapon: 'bow', copies: 0 }],
    });
    await match();
    const mail = (await alertMails(ctx)).find((m) => m.to_address === 'reader@example.com')!;
    expect(mail.subject).toBe('New Starfall account for $1,250.00 matches your alert');
    expect(mail.text_body).toContain('Characters: Mei C2');
    expect(mail.text_body).toContain('Weapons: Bow R1');
    expect(mail.text_body).toContain(`https://shop.example/games/${game}/accounts/${id}`);
    expect(mail.html_body).toContain('src="https://shop.example/api/media/cover.webp"');
    const { one, all } = unsubscribeTokens(mail.text_body);
    expect(one).not.toBe(all);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<https://shop.example/api/buyer-notifications/unsubscribe-single?token=${one}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('wakes the outbox once a pass that queued mail commits, and not for a pass with none', async () => {
    const jobs = ctx.services.jobs;
    const wake = jobs.wake;
    const kicks: string[] = [];
    jobs.wake = (kind) => void (kind === 'mail' && kicks.push('kick'));
    try {
      await match();
      expect(kicks).toEqual([]);
      const game = await importAlertGame(ctx, 'woken');
      await subscribeConfirmed(ctx, { email: 'woken@example.com', game_id: game });
      // The confirmation mail of the new address woke it too; only the alert pass counts here.
      kicks.length = 0;
      await listTerms(ctx, seller, game, { price: 40 });
      expect(await match()).toMatchObject({ mails: 1 });
      expect(kicks).toEqual(['kick']);
    } finally {
      jobs.wake = wake;
    }
  });

  it('unsubscribes by a mailed link once: the second click is told the link was used', async () => {
    const game = await importAlertGame(ctx, 'links');
    for (const max of [100, 200])
      await subscribeConfirmed(ctx, { email: 'links@example.com', game_id: game, max_price: max });
    await listTerms(ctx, seller, game, { price: 60 });
    await match();
    const [first, second] = (await alertMails(ctx)).filter(
      (m) => m.to_address === 'links@example.com',
    );
    const a = unsubscribeTokens(first!.text_body);
    const b = unsubscribeTokens(second!.text_body);
    const states = async () =>
      (
        await ctx.db
          .selectFrom('alert_subscriptions')
          .select('is_active')
          .where('email', '=', 'links@example.com')
          .orderBy('id')
          .execute()
      ).map((r) => r.is_active);

    // A link checker's HEAD hears what GET would answer, and changes nothing.
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: `/api/buyer-notifications/unsubscribe-single?token=${a.one}`,
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect((await states()).filter(Boolean)).toHaveLength(2);
    // A one-click POST as a mail client sends it (RFC 8058).
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `/api/buyer-notifications/unsubscribe-single?token=${a.one}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.json().data).toEqual({
      message: 'You have been successfully unsubscribed from this subscription.',
      count: 1,
    });
    expect((await states()).filter(Boolean)).toHaveLength(1);
    const again = await ctx.app.inject({
      url: `/api/buyer-notifications/unsubscribe-single?token=${a.one}`,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This unsubscribe link is invalid or has already been used.');
    // The link for all is no key to a single one, nor the reverse.
    expect(
      (await ctx.app.inject({ url: `/api/buyer-notifications/unsubscribe-single?token=${b.all}` }))
        .statusCode,
    ).toBe(404);
    const everything = await ctx.app.inject({
      url: `/api/buyer-notifications/unsubscribe?token=${b.all}`,
    });
    expect(everything.json().data.message).toBe(
      'You have been successfully unsubscribed from all email notifications.',
    );
    expect(await states()).toEqual([false, false]);
    expect(
      (await ctx.app.inject({ url: `/api/buyer-notifications/unsubscribe?token=${b.all}` }))
        .statusCode,
    ).toBe(404);
  });
});
