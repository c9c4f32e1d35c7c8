import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailDetail, EmailList } from '@shop/contract';
import { signed } from './dkim.ts';
import { eventually } from './eventually.ts';
import { manualClock } from './helpers.ts';
import { asSub, openReadersShop, type ReadersShop } from './mail-readers-fixture.ts';

/**
 * Every reader of one mailbox gets each mail's `sender_verified` (decision 0041): the seller's
 * inbox and mail, the sub-roller's access list and mail, the buyer's list and mail.
 */
const time = manualClock();
let shop: ReadersShop;
beforeAll(async () => {
  shop = await openReadersShop(time.clock);
});
afterAll(() => shop.close());

const SIGNED_SUBJECT = 'Your HoYoverse Account: new sign-in';
const UNSIGNED_SUBJECT = 'Your HoYoverse Account: password changed';

describe('sender_verified, for every reader', () => {
  let ids: Record<'signed' | 'unsigned', number>;

  beforeAll(async () => {
    const to = [shop.accounts.mina.email, `alice.helper.game@${shop.domain}`].join(', ');
    const from = 'HoYoverse <noreply@hoyoverse.com>';
    await shop.send(signed({ from, to, subject: SIGNED_SUBJECT, text: 'Signed by its domain.' }));
    await shop.send({ from, to, subject: UNSIGNED_SUBJECT, text: 'Anyone could have sent it.' });
    const inbox = async () =>
      ((await shop.get('/api/email', shop.alice.auth)).json().data as EmailList).emails;
    // A signature is checked after the 250: its verdict is there once the DNS answered.
    await eventually('the signed mail to be verified', async () =>
      (await inbox()).some((m) => m.subject === SIGNED_SUBJECT && m.sender_verified === true),
    );
    const mails = await inbox();
    const idOf = (subject: string) => mails.find((m) => m.subject === subject)!.id;
    ids = { signed: idOf(SIGNED_SUBJECT), unsigned: idOf(UNSIGNED_SUBJECT) };
  });

  const expected = (id: number) =>
    id === ids.signed ? true : id === ids.unsigned ? false : 'other';

  it('is in the seller’s, the sub-roller’s and the buyer’s lists', async () => {
    const seller = (await shop.get('/api/email', shop.alice.auth)).json().data as EmailList;
    const sub = (await shop.get('/api/email/sub-roller/access', asSub(shop.helper.token))).json()
      .data as EmailList;
    const buyer = (await shop.buyerMail(shop.tokens.mina)).accounts.find((a) =>
      a.emails.some((m) => m.id === ids.signed),
    )!.emails;
    for (const [who, list] of [
      ['seller', seller.emails],
      ['sub-roller', sub.emails],
      ['buyer', buyer],
    ] as const) {
      const got = new Map(list.map((m) => [m.id, m.sender_verified]));
      expect([got.get(ids.signed), got.get(ids.unsigned)], who).toEqual([true, false]);
    }
  });

  it('is in the mail each of them opens', async () => {
    for (const id of [ids.signed, ids.unsigned]) {
      const urls: [string, string, Record<string, string>][] = [
        ['seller', `/api/email/${id}`, shop.alice.auth],
        ['sub-roller', `/api/email/sub-roller/access/${id}`, asSub(shop.helper.token)],
        ['buyer', `/api/buyer/emails/${id}?token=${shop.tokens.mina}`, {}],
      ];
      for (const [who, url, headers] of urls) {
        const res = await shop.get(url, headers);
        expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
        expect((res.json().data as EmailDetail).sender_verified, who).toBe(expected(id));
      }
    }
  });
});
