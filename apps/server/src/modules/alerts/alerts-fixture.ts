import { sql } from 'kysely';
import type { SubscriptionCreate } from '@shop/contract';
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

export const subscribe = (
  ctx: TestContext,
  body: Partial<SubscriptionCreate>,
  remoteAddress = nextAddress(),
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/buyer-notifications/subscriptions',
    payload: body,
    remoteAddress,
  });

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
