import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../test/helpers.ts';
import type { DB } from '../../db/index.ts';
import type { OutgoingMail } from './outbox.ts';
import { createUnitsOfWork, type TransactionScope } from './unit-of-work.ts';

/** The outbox's side of a transaction: mail commits with the change, and wakes its sender after. */

let handle: Awaited<ReturnType<typeof openTestDb>>;
let db: DB;
let wakes: string[];
let unitOfWork: ReturnType<typeof createUnitsOfWork>;

const mail = (subject: string): OutgoingMail => ({
  to: 'buyer@example.com',
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});

/** A part as a module's repo makes one: its queries run on the transaction's executor. */
const games = ({ executor }: TransactionScope) => ({
  add: (slug: string) =>
    executor.insertInto('games').values({ slug, name: slug, image: '' }).execute(),
});

const queuedSubjects = async () =>
  (await db.selectFrom('outbox').select('subject').orderBy('id').execute()).map((r) => r.subject);
const gameSlugs = async () =>
  (await db.selectFrom('games').select('slug').where('slug', 'like', 'uow-%').execute()).map(
    (r) => r.slug,
  );

beforeAll(async () => {
  handle = await openTestDb();
  db = handle.db;
  unitOfWork = createUnitsOfWork(db, () => wakes.push('outbox'));
});
afterAll(() => handle.close());
beforeEach(async () => {
  wakes = [];
  await sql`delete from outbox`.execute(db);
  await sql`delete from games where slug like 'uow-%'`.execute(db);
});

describe('unit of work', () => {
  it('commits the parts’ writes and the queued mail together, then wakes the outbox once', async () => {
    const result = await unitOfWork({ games }).run(async ({ games, outbox }) => {
      await games.add('uow-a');
      await outbox.queue(mail('First'));
      await outbox.queue(mail('Second'));
      // Not before the commit: the sender would find nothing to send.
      expect(wakes).toEqual([]);
      return 'done';
    });

    expect(result).toBe('done');
    expect(await gameSlugs()).toEqual(['uow-a']);
    expect(await queuedSubjects()).toEqual(['First', 'Second']);
    expect(wakes).toEqual(['outbox']);
  });

  it('keeps nothing of a unit that fails, and wakes nothing', async () => {
    const ran: string[] = [];
    await expect(
      unitOfWork({ games }).run(async ({ games, outbox }) => {
        await games.add('uow-b');
        await outbox.queue(mail('Never'));
        return Promise.reject(new Error('payment failed'));
      }),
    ).rejects.toThrow('payment failed');
    await expect(
      unitOfWork({
        news: (scope: TransactionScope) => ({ tell: () => scope.afterCommit(() => ran.push('x')) }),
      }).run(async ({ news }) => {
        news.tell();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');

    expect(await gameSlugs()).toEqual([]);
    expect(await queuedSubjects()).toEqual([]);
    expect(wakes).toEqual([]);
    expect(ran).toEqual([]);
  });

  it('does not wake the outbox when no mail was queued', async () => {
    await unitOfWork({ games }).run(async ({ games, outbox }) => {
      await games.add('uow-c');
      await outbox.queueAll([]);
    });

    expect(await gameSlugs()).toEqual(['uow-c']);
    expect(wakes).toEqual([]);
  });

  it('queues many mails at once, in order, and wakes the outbox once after the commit', async () => {
    const subjects = Array.from({ length: 450 }, (_, i) => `Alert ${i}`);
    await unitOfWork({}).run(async ({ outbox }) => {
      await outbox.queueAll(subjects.map(mail));
      expect(wakes).toEqual([]);
    });

    expect(await queuedSubjects()).toEqual(subjects);
    expect(wakes).toEqual(['outbox']);
  });

  it('runs each after-commit hook once however often it was added, after the commit', async () => {
    const ran: string[] = [];
    const wakeDeliveries = () => ran.push('deliveries');
    const notices = (scope: TransactionScope) => ({
      queue: async (slug: string) => {
        await games(scope).add(slug);
        scope.afterCommit(wakeDeliveries);
      },
    });

    await unitOfWork({ notices }).run(async ({ notices }) => {
      await notices.queue('uow-d');
      await notices.queue('uow-e');
      expect(ran).toEqual([]);
    });

    expect(ran).toEqual(['deliveries']);
    expect((await gameSlugs()).sort()).toEqual(['uow-d', 'uow-e']);
  });
});
