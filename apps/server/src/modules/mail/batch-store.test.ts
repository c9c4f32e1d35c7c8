import nodemailer from 'nodemailer';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { countRows, listInbox, useMailShop } from './mail-fixture.ts';
import { parseMail } from './parse.ts';
import { createMailRepo } from './repo.ts';

const shop = useMailShop();

const raw = (subject: string) =>
  Buffer.from(`From: a@example.com\r\nSubject: ${subject}\r\n\r\nYour code is 4242\r\n`);

async function rollerId(code: string) {
  const { rows } = await sql<{ id: number }>`select id from rollers where code = ${code}`.execute(
    shop.ctx.db,
  );
  return rows[0]!.id;
}

/** Each stored message with the recipient addresses linked to it, by subject. */
async function stored() {
  const { rows } = await sql<{ subject: string; address: string; account_id: number | null }>`
    select m.subject, r.address, r.account_id from mail_messages m
    join mail_recipients r on r.message_id = m.id order by m.subject, r.address
  `.execute(shop.ctx.db);
  return rows;
}

/** Refuses, inside the database, every message with this subject. */
async function refuseSubject(subject: string) {
  await sql`create function refuse_subject() returns trigger language plpgsql as $$
    begin if new.subject = ${sql.lit(subject)} then raise exception 'refused'; end if;
    return new; end $$`.execute(shop.ctx.db);
  await sql`create trigger refuse_subject before insert on mail_messages
    for each row execute function refuse_subject()`.execute(shop.ctx.db);
  return async () => {
    await sql`drop trigger refuse_subject on mail_messages`.execute(shop.ctx.db);
    await sql`drop function refuse_subject()`.execute(shop.ctx.db);
  };
}

describe('several messages in one statement', () => {
  it('stores each with its own recipients and inbox rows, and answers in order', async () => {
    const repo = createMailRepo(shop.ctx.db);
    const [alice, bob] = [await rollerId('alice'), await rollerId('bob')];
    const mail = (s: string) => parseMail(raw(s), 'a@example.com');
    const result = await repo.insertMany([
      {
        mail: await mail('one'),
        routes: [{ address: 'alice.one@shop.test', rollerId: alice, accountId: null }],
      },
      {
        mail: await mail('two'),
        routes: [
          { address: 'alice.moon01@shop.test', rollerId: alice, accountId: null },
          { address: 'bob.two@alt.test', rollerId: bob, accountId: null },
        ],
      },
      {
        mail: await mail('three'),
        routes: [{ address: 'bob.three@shop.test', rollerId: bob, accountId: null }],
      },
    ]);
    const { rows } = await sql<{ id: number; subject: string; code: string | null }>`
      select id, subject, code from mail_messages order by id
    `.execute(shop.ctx.db);
    expect(result.map((r) => r.id)).toEqual(rows.map((r) => Number(r.id)));
    expect(rows.map((r) => [r.subject, r.code])).toEqual([
      ['one', '4242'],
      ['two', '4242'],
      ['three', '4242'],
    ]);
    // One transaction: one commit time for the whole batch.
    expect(new Set(result.map((r) => r.created_at.getTime())).size).toBe(1);
    expect(await stored()).toEqual([
      { subject: 'one', address: 'alice.one@shop.test', account_id: null },
      { subject: 'three', address: 'bob.three@shop.test', account_id: null },
      { subject: 'two', address: 'alice.moon01@shop.test', account_id: shop.accountId },
      { subject: 'two', address: 'bob.two@alt.test', account_id: null },
    ]);
    expect((await listInbox(shop.ctx, shop.alice.auth)).emails.map((e) => e.subject)).toEqual([
      'two',
      'one',
    ]);
    expect((await listInbox(shop.ctx, shop.bob.auth)).total).toBe(2);
  });

  it('answers which sub-rollers each message reaches: its roller’s code, then the sub-roller’s', async () => {
    const repo = createMailRepo(shop.ctx.db);
    const [alice, bob] = [await rollerId('alice'), await rollerId('bob')];
    const { rows: subs } = await sql<{ id: number; roller_id: number }>`
      insert into sub_rollers (roller_id, sub_code, token_hash, token_sealed)
      values (${alice}, 'moon', '\\x01', 'a'), (${bob}, 'moon', '\\x02', 'b')
      returning id, roller_id
    `.execute(shop.ctx.db);
    const aliceMoon = subs.find((s) => s.roller_id === alice)!.id;
    const bobMoon = subs.find((s) => s.roller_id === bob)!.id;
    try {
      const mail = (s: string) => parseMail(raw(s), 'a@example.com');
      const route = (address: string, roller: number) => ({
        address,
        rollerId: roller,
        accountId: null,
      });
      const result = await repo.insertMany([
        {
          mail: await mail('to moon'),
          routes: [route('alice.moon@shop.test', alice), route('bob.moon.x.y@alt.test', bob)],
        },
        // Bob's inbox gets this one as the login of his account: alice's pattern is not his.
        { mail: await mail('account login'), routes: [route('alice.moon.1@shop.test', bob)] },
        { mail: await mail('no sub'), routes: [route('alice.moonlight@shop.test', alice)] },
      ]);
      expect(result.map((r) => r.subRollers)).toEqual([
        [
          { subRollerId: aliceMoon, rollerId: alice, address: 'alice.moon@shop.test' },
          { subRollerId: bobMoon, rollerId: bob, address: 'bob.moon.x.y@alt.test' },
        ],
        [],
        [],
      ]);
    } finally {
      await sql`delete from sub_rollers`.execute(shop.ctx.db);
    }
  });

  it('keeps none of a statement the database refuses one message of', async () => {
    const repo = createMailRepo(shop.ctx.db);
    const alice = await rollerId('alice');
    const routes = [{ address: 'alice.x@shop.test', rollerId: alice, accountId: null }];
    const allow = await refuseSubject('bad');
    try {
      await expect(
        repo.insertMany([
          { mail: await parseMail(raw('good'), ''), routes },
          { mail: await parseMail(raw('bad'), ''), routes },
        ]),
      ).rejects.toThrow();
    } finally {
      await allow();
    }
    expect(await countRows(shop.ctx, 'mail_messages')).toBe(0);
    expect(await countRows(shop.ctx, 'mail_inbox')).toBe(0);
  });
});

describe('many senders at once', () => {
  /**
   * Sends one message per subject at once over ten pooled connections, each to
   * alice.<subject>@shop.test; the reply code of each (250 when accepted).
   */
  async function sendAll(subjects: string[]) {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: shop.smtp.port,
      pool: true,
      maxConnections: 10,
      ignoreTLS: true,
    });
    try {
      return await Promise.all(
        subjects.map((subject) =>
          transport
            .sendMail({
              from: 'a@example.com',
              to: `alice.${subject}@shop.test`,
              subject,
              text: 't',
            })
            .then(
              () => 250,
              (err: { responseCode?: number }) => err.responseCode ?? null,
            ),
        ),
      );
    } finally {
      transport.close();
    }
  }

  it('answers 250 to each, and each is stored once with its own recipient', async () => {
    const subjects = Array.from({ length: 30 }, (_, i) => `m${String(i).padStart(2, '0')}`);
    expect(await sendAll(subjects)).toEqual(subjects.map(() => 250));
    expect(await stored()).toEqual(
      subjects.map((s) => ({ subject: s, address: `alice.${s}@shop.test`, account_id: null })),
    );
    expect((await listInbox(shop.ctx, shop.alice.auth)).total).toBe(30);
  });

  it('answers 451 to the one message the database refuses and 250 to those sent with it', async () => {
    const allow = await refuseSubject('poison');
    try {
      const replies = await sendAll(['p1', 'p2', 'poison', 'p3', 'p4', 'p5']);
      expect(replies).toEqual([250, 250, 451, 250, 250, 250]);
      expect((await stored()).map((r) => r.subject)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    } finally {
      await allow();
    }
  });
});
