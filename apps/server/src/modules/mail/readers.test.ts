import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMailShop } from './mail-fixture.ts';
import { createMailboxRepo } from './mailbox-repo.ts';
import { buyerReader, subRollerAddressPatterns, subRollerNamedBy } from './readers.ts';

const shop = useMailShop();

/** Whether the database finds the address in the sub-roller's list (its LIKE prefixes). */
async function listedFor(address: string, rollerCode: string, subCode: string) {
  const [exact, below] = subRollerAddressPatterns(rollerCode, subCode);
  const { rows } = await sql<{ hit: boolean }>`
    select (${address}::text like ${exact} or ${address}::text like ${below}) as hit
  `.execute(shop.ctx.db);
  return rows[0]!.hit;
}

const SUBS = [
  ['alice', 'moon'],
  ['alice', 'moon1'],
  ['bob', 'moon'],
] as const;

const ADDRESSES = [
  'alice.moon@shop.test',
  'alice.moon.x.y@alt.test',
  'alice.moon1.z@shop.test',
  'alice.moonlight@shop.test',
  'alice.moon1@shop.test',
  'alice@shop.test',
  'alice.@shop.test',
  'bob.moon.1@shop.test',
  'moon.alice@shop.test',
  'alice.moon@evil@shop.test',
];

describe('the sub-roller an address names', () => {
  it('is the one whose list shows the mail: the live event and the list read one rule', async () => {
    for (const address of ADDRESSES) {
      const named = subRollerNamedBy(address);
      for (const [rollerCode, subCode] of SUBS) {
        const pushed = named?.rollerCode === rollerCode && named.subCode === subCode;
        expect(
          await listedFor(address, rollerCode, subCode),
          `${address} ~ ${rollerCode}.${subCode}`,
        ).toBe(pushed);
      }
    }
  });

  it('is none for an address of a roller alone', () => {
    expect(subRollerNamedBy('alice@shop.test')).toBeNull();
    expect(subRollerNamedBy('alice.@shop.test')).toBeNull();
    expect(subRollerNamedBy('alice.moon.x@shop.test')).toEqual({
      rollerCode: 'alice',
      subCode: 'moon',
    });
  });
});

describe("a buyer's reader", () => {
  it('reads an account’s mail since its purchase only, and nothing without accounts', async () => {
    await shop.send({
      from: 'game@example.com',
      to: 'alice.moon01@shop.test',
      subject: 'Your code',
      text: 'Your code is 4242',
    });
    const mailbox = createMailboxRepo(shop.ctx.db);
    const bought = (since: Date) => buyerReader([{ accountId: shop.accountId, since }]);
    const [mail] = await mailbox.page(bought(new Date(0)), {}, { page: 1, limit: 10 });
    expect(mail?.subject).toBe('Your code');
    expect(mail?.to).toBe('alice.moon01@shop.test');
    expect(await mailbox.total(bought(new Date(Date.now() + 60_000)))).toBe(0);
    const nobody = buyerReader([]);
    expect(await mailbox.total(nobody)).toBe(0);
    expect(await mailbox.page(nobody, {}, { page: 1, limit: 10 })).toEqual([]);
    expect(await mailbox.one(nobody, Number(mail!.id))).toBeUndefined();
    expect(await mailbox.file(nobody, Number(mail!.id))).toBeUndefined();
  });
});
