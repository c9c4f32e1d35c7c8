import { expect } from 'vitest';
import type { BuyerEmails, EmailList, SubRoller } from '@shop/contract';
import { sendMail, startSmtp } from '../src/modules/mail/mail-fixture.ts';
import { listen } from '../src/modules/realtime/realtime-fixture.ts';
import type { Clock } from '../src/lib/clock.ts';
import { htmlGameMail } from './game-mail.ts';
import {
  createTestContext,
  importOneOfEachGame,
  signedInRoller,
  type TestContext,
} from './helpers.ts';
import { listAccount, loginEmailOf, queuedMails } from './orders-fixture.ts';

export const asSub = (token: string) => ({ 'x-sub-roller-token': token });

/** Mina and Jun, each with a delivered account of alice's and a buyer link. */
export interface Buyers {
  accounts: Record<'mina' | 'jun', { id: number; email: string }>;
  tokens: Record<'mina' | 'jun', string>;
}

/**
 * What the mail readers' tests do as a seller, a buyer and a sub-roller's holder: hand out and
 * take back sub-roller codes, sell accounts, and ask for buyer links.
 */
function readerTools(ctx: TestContext, alice: Awaited<ReturnType<typeof signedInRoller>>) {
  let ip = 0;
  const nextAddress = () => `10.21.${Math.floor(++ip / 200)}.${ip % 200}`;
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url, headers });

  async function generate(sub_code: string): Promise<SubRoller> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/email/sub-roller/token',
      headers: alice.auth,
      payload: { sub_code },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  async function removeSub(sub_code: string) {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/email/sub-roller',
      headers: alice.auth,
      payload: { sub_code },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** A delivered purchase of a new account of alice's by `name`; returns the account. */
  async function deliveredTo(name: 'mina' | 'jun', gameId: number) {
    const id = await listAccount(ctx, alice, gameId);
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/transaction',
      payload: { account_id: id, name, email: `${name}@example.com`, note: '' },
      remoteAddress: nextAddress(),
    });
    expect(order.statusCode, order.body).toBe(201);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/roller/transactions/${order.json().data.id}/confirm`,
      headers: alice.auth,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { id, email: await loginEmailOf(ctx, id) };
  }

  async function buyerToken(name: 'mina' | 'jun') {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/buyer/request-email-access',
      payload: { email: `${name}@example.com` },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(200);
    const mails = (await queuedMails(ctx)).filter((m) => m.to_address === `${name}@example.com`);
    return /buyer-emails\?token=([\w-]+)/.exec(mails.at(-1)!.text_body)![1]!;
  }

  const buyerMail = async (token: string) =>
    (await get(`/api/buyer/emails?token=${token}`)).json().data as BuyerEmails;

  async function buyers(gameId: number): Promise<Buyers> {
    const accounts = {
      mina: await deliveredTo('mina', gameId),
      jun: await deliveredTo('jun', gameId),
    };
    return { accounts, tokens: { mina: await buyerToken('mina'), jun: await buyerToken('jun') } };
  }

  return { get, generate, removeSub, buyers, buyerMail };
}

/**
 * A shop where alice has a helper sub-roller and sold an account each to mina and jun, and one
 * HTML game mail reached mina's account and the helper at once (`gameMailId`).
 */
export async function openReadersShop(clock: Clock) {
  const ctx = await createTestContext({ PUBLIC_URL: 'https://shop.example' }, undefined, clock);
  const smtp = await startSmtp(ctx);
  const origin = await listen(ctx.app);
  const domain = ctx.config.mailDomains[0]!;
  const gameId = await importOneOfEachGame(ctx, 'readers', 'Readers Game');
  const alice = await signedInRoller(ctx, 'alice');
  const bob = await signedInRoller(ctx, 'bob');
  const tools = readerTools(ctx, alice);
  const { accounts, tokens } = await tools.buyers(gameId);
  const helper = await tools.generate('helper');
  const send = (mail: Parameters<typeof sendMail>[1]) => sendMail(smtp.port, mail);
  await send(htmlGameMail({ to: [accounts.mina.email, `alice.helper.game@${domain}`].join(', ') }));
  const inbox = (await tools.get('/api/email', alice.auth)).json().data as EmailList;
  return {
    ...tools,
    ctx,
    origin,
    domain,
    alice,
    bob,
    accounts,
    tokens,
    helper,
    gameMailId: inbox.emails[0]!.id,
    send,
    close: async () => {
      await smtp.close();
      await ctx.close();
    },
  };
}

export type ReadersShop = Awaited<ReturnType<typeof openReadersShop>>;
