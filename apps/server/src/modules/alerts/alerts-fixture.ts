import { sql } from 'kysely';
import { ALERTS_TOKEN_HEADER, type SubscriptionCreate } from '@shop/contract';
import { CONFIRM_SUBJECT, MANAGE_SUBJECT } from './address-mail.ts';
import type { TestContext } from '../../../test/helpers.ts';

/** A game with two servers, three characters and two weapons: room for criteria to differ. */
export async function importAlertGame(ctx: Pick<TestContext, 'services'>, slug = 'starfall') {
  const item = (value: string, name: string) => ({
    value,
    name,
    image: `https://img.example/${value}.png`,
  });
  const [game] = await ctx.services.catalog.importCatalog({
    games: [
      {
        slug,
        name: 'Starfall',
        image: `https://img.example/${slug}.png`,
        servers: [
          { name: 'Asia', value: 'asia' },
          { name: 'Europe', value: 'eu' },
        ],
        characters: [item('lyra', 'Lyra'), item('kai', 'Kai'), item('mei', 'Mei')],
        weapons: [item('blade', 'Blade'), item('bow', 'Bow')],
      },
    ],
  });
  return game!.id;
}

export interface ListedTerms {
  server?: string;
  gender?: 'F' | 'M';
  price?: number;
  characters?: { character: string; copies: number }[];
  weapons?: { weapon: string; copies: number }[];
}

let serial = 0;

/** Lists an account through the back office, as a seller would; returns its id. */
export async function listTerms(
  ctx: TestContext,
  seller: { auth: Record<string, string> },
  gameId: number,
  terms: ListedTerms = {},
): Promise<number> {
  serial++;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/accounts`,
    headers: seller.auth,
    payload: {
      server_name: terms.server ?? 'asia',
      banner_guarantee: false,
      description: `Alert test account ${serial}`,
      gender: terms.gender ?? 'F',
      characters: terms.characters ?? [{ character: 'lyra', copies: 1 }],
      weapons: terms.weapons ?? [],
      login: 'Email',
      email: `alert${serial}`,
      password: `Pw-${serial}-secret!`,
      price: terms.price ?? 50,
      images: ['/api/media/cover.webp'],
    },
  });
  if (res.statusCode !== 201) throw new Error(`listing failed: ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}

let address = 0;
/** A fresh client address per request, so the per-address limits stay out of the way. */
export const nextAddress = () => `10.20.${Math.floor(++address / 200)}.${address % 200}`;

/** The management-token header of a browser holding `token`, or none. */
export const tokenHeader = (token?: string): Record<string, string> =>
  token === undefined ? {} : { [ALERTS_TOKEN_HEADER]: token };

/** Creates a subscription as a browser would, with its management token when it holds one. */
export const subscribe = (
  ctx: TestContext,
  body: Partial<SubscriptionCreate>,
  remoteAddress = nextAddress(),
  token?: string,
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/buyer-notifications/subscriptions',
    payload: body,
    headers: tokenHeader(token),
    remoteAddress,
  });

/** The mails that carry a link proving an alert address, to `email`, oldest first. */
export async function addressMails(ctx: Pick<TestContext, 'db'>, email: string) {
  const { rows } = await sql<{ subject: string; text_body: string }>`
    select subject, text_body from outbox
    where to_address = ${email} and subject in (${CONFIRM_SUBJECT}, ${MANAGE_SUBJECT})
    order by id`.execute(ctx.db);
  return rows;
}

/** The token of the newest link mailed to `email` to prove it. */
export async function addressLinkToken(ctx: Pick<TestContext, 'db'>, email: string) {
  const last = (await addressMails(ctx, email)).at(-1);
  const token = /\/notifications\?confirm=([\w-]+)/.exec(last?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no link mailed to ${email}`);
  return token;
}

/** Opens a link mailed to an alert address, as its page does. */
export const openAddressLink = (ctx: TestContext, token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/buyer-notifications/confirm',
    payload: { token },
  });

/** Per shop, the management token a proven browser holds for each address. */
const provenTokens = new WeakMap<TestContext, Map<string, string>>();

/** The token of a browser that proved `email` by opening its newest mailed link. */
export async function proveAddress(ctx: TestContext, email: string): Promise<string> {
  const res = await openAddressLink(ctx, await addressLinkToken(ctx, email));
  if (res.statusCode !== 200) throw new Error(`link refused: ${res.body}`);
  const token = res.json().data.manage_token as string;
  const tokens = provenTokens.get(ctx) ?? new Map<string, string>();
  provenTokens.set(ctx, tokens);
  tokens.set(email, token);
  return token;
}

/**
 * Subscribes as a buyer who confirms the address (double opt-in): from a browser that proved
 * it when one did, else by opening the link the subscription mailed. For tests of what an
 * alert does once its address is proven.
 */
export async function subscribeConfirmed(
  ctx: TestContext,
  body: Partial<SubscriptionCreate>,
  remoteAddress = nextAddress(),
) {
  const email = body.email?.trim().toLowerCase();
  const held = email ? provenTokens.get(ctx)?.get(email) : undefined;
  const res = await subscribe(ctx, body, remoteAddress, held);
  if (email && res.statusCode === 201 && !res.json().data.address_proven)
    await proveAddress(ctx, email);
  return res;
}

/** The token a proven browser holds for `email` (after subscribeConfirmed or proveAddress). */
export const provenToken = (ctx: TestContext, email: string) => {
  const token = provenTokens.get(ctx)?.get(email);
  if (!token) throw new Error(`no browser proved ${email}`);
  return token;
};

/** The alert mails queued so far, with their headers. */
export async function alertMails(ctx: TestContext) {
  const { rows } = await sql<{
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    headers: Record<string, string>;
  }>`select to_address, subject, text_body, html_body, headers from outbox
     where subject like '%matches your alert' order by id`.execute(ctx.db);
  return rows;
}

/** The tokens of the two unsubscribe links of an alert mail. */
export function unsubscribeTokens(text: string) {
  const one = /unsubscribe-single\?token=([\w-]+)/.exec(text)?.[1];
  const all = /\/unsubscribe\?token=([\w-]+)/.exec(text)?.[1];
  if (!one || !all) throw new Error(`no unsubscribe links in:\n${text}`);
  return { one, all };
}
