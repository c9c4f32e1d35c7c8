import type { Listen } from '../../db/listen.ts';
import type { IndexRepo, IndexRow } from './index-repo.ts';
import { ListingIndex, type IndexedAccount } from './listing-index.ts';
import type { ListingRow } from './listing-repo.ts';

/** The channel the accounts trigger notifies (migration 0008_listing_notify). */
export const ACCOUNTS_CHANNEL = 'shop_accounts';

/** An account as the index keeps it; the payload is its listing row (`readListingRow`). */
function toIndexed({ status: _status, tokens, createdUs, ...row }: IndexRow): IndexedAccount {
  // Only what the listing maps (mappers.ts): item levels stay out, 100,000 times over.
  const listing = {
    ...row,
    characters: row.characters.map(({ character, copies }) => ({ character, copies })),
    weapons: row.weapons.map(({ weapon, copies }) => ({ weapon, copies })),
  };
  return { id: row.id, price: row.price, createdUs, tokens, payload: JSON.stringify(listing) };
}

/** A payload of the index back as the listing row it was made from. */
export function readListingRow(payload: string): ListingRow {
  const row = JSON.parse(payload) as Omit<ListingRow, 'created_at'> & { created_at: string };
  return { ...row, created_at: new Date(row.created_at), last_transaction_status: null };
}

/** Accounts read per query while loading: a load never holds a whole game's rows at once. */
const LOAD_BATCH = 2_000;

/** How long the first search waits for the listening connection before searching in SQL. */
const FIRST_LISTEN_WAIT_MS = 2_000;

interface AccountsNotice {
  /** The schema written: shops sharing one database do not hear each other. */
  s: string;
  /** The accounts written, or null when one statement wrote too many to name. */
  ids: number[] | null;
}

/**
 * Keeps one ListingIndex per game current with the database, on every instance alike. A game's
 * index is loaded when the game is first searched, then changed account by account as the
 * database announces writes (NOTIFY on commit, from any process) and as this process's own
 * services report them (`touch`, so a seller sees a change at once). While announcements may
 * have been missed (the listening connection is lost, or one statement wrote too many accounts
 * to name) the indexes are dropped, `forGame` answers null and the caller searches in SQL.
 *
 * A game loads in batches while its searches still go to SQL; a write heard during the load is
 * applied to the new index before the index is used. Updates run one after another.
 */
export function createListingIndexes({
  repo,
  listen,
  onError,
}: {
  repo: IndexRepo;
  listen: Listen;
  onError: (err: unknown) => void;
}) {
  const ready = new Map<number, ListingIndex<ListingRow>>();
  /** Games loading, each with the accounts written since its load began. */
  const loading = new Map<number, Set<number>>();
  let listening = false;
  let closed = false;
  /** Bumped whenever loaded indexes may have missed a write: loads begun before are dropped. */
  let epoch = 0;
  /** Updates run one after another, so an older read never overwrites a newer one. */
  let updates: Promise<void> = Promise.resolve();
  let updating = 0;
  let changed = new Set<number>();
  let flushScheduled = false;
  let schema: Promise<string> | null = null;
  let stop: (() => Promise<void>) | null = null;
  let firstListen: Promise<void> | null = null;

  const forgetAll = () => {
    epoch++;
    ready.clear();
    loading.clear();
  };

  /** Runs `work` after every update queued before it. */
  function enqueue(work: () => Promise<void>): Promise<void> {
    updating++;
    const done = updates.then(work).catch(onError);
    updates = done.finally(() => updating--);
    return updates;
  }

  /** Reads the accounts again and puts each where it now belongs in `index`. */
  const applyTo = async (gameId: number, index: ListingIndex<ListingRow>, ids: number[]) => {
    const rows = new Map((await repo.byIds(ids)).map((r) => [r.id, r]));
    for (const id of ids) {
      const row = rows.get(id);
      if (row && row.game_id === gameId && row.status === 'available') index.upsert(toIndexed(row));
      else index.remove(id);
    }
  };

  /**
   * Reads the game in batches while searches go to SQL. Writes heard meanwhile are applied to the
   * new index before it is used: whichever batch read an account, the index ends current.
   */
  const load = async (gameId: number) => {
    const started = epoch;
    const writtenMeanwhile = new Set<number>();
    loading.set(gameId, writtenMeanwhile);
    try {
      const builder = ListingIndex.builder(readListingRow);
      for (let after = 0; ;) {
        const rows = await repo.available(gameId, after, LOAD_BATCH);
        for (const row of rows) builder.add(toIndexed(row));
        if (rows.length < LOAD_BATCH) break;
        after = rows[rows.length - 1]!.id;
      }
      const index = builder.finish();
      await enqueue(async () => {
        if (started !== epoch || closed) return;
        loading.delete(gameId);
        if (writtenMeanwhile.size > 0) await applyTo(gameId, index, [...writtenMeanwhile]);
        if (started === epoch && !closed) ready.set(gameId, index);
      });
    } catch (err) {
      onError(err);
    } finally {
      if (loading.get(gameId) === writtenMeanwhile) loading.delete(gameId);
    }
  };

  const flush = () => {
    flushScheduled = false;
    const ids = [...changed];
    changed = new Set();
    void enqueue(async () => {
      for (const [gameId, index] of ready) await applyTo(gameId, index, ids);
    });
  };

  /** These accounts were written: read them again before the next search. */
  const touch = (ids: Iterable<number>) => {
    for (const id of ids) {
      changed.add(id);
      for (const written of loading.values()) written.add(id);
    }
    if (flushScheduled) return;
    flushScheduled = true;
    // Writes of one burst share one read.
    setImmediate(flush);
  };

  const receive = async (payload: string) => {
    const notice = JSON.parse(payload) as AccountsNotice;
    if (notice.s !== (await (schema ??= repo.schema()))) return;
    if (notice.ids === null) forgetAll();
    else touch(notice.ids);
  };

  const startListening = () => {
    let heard = () => {};
    firstListen = new Promise<void>((resolve) => (heard = resolve));
    stop = listen(ACCOUNTS_CHANNEL, {
      onPayload: (payload) =>
        void receive(payload).catch((err: unknown) => {
          schema = null;
          forgetAll();
          onError(err);
        }),
      onListening(now) {
        listening = now;
        if (now) heard();
        else forgetAll();
      },
      onError,
    });
  };

  const waitFirstListen = () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, FIRST_LISTEN_WAIT_MS);
      timer.unref();
    });
    return Promise.race([firstListen, timeout]).finally(() => clearTimeout(timer));
  };

  /** Resolves once every write heard so far is applied to the loaded indexes. */
  const settled = async (): Promise<void> => {
    while (flushScheduled || updating > 0) {
      if (flushScheduled) await new Promise((resolve) => setImmediate(resolve));
      await updates;
    }
  };

  /**
   * The seller was disabled or enabled: their accounts on sale are read again before the next
   * search (this instance's own change; other instances hear it by NOTIFY, migration 0021).
   */
  const touchSeller = (rollerId: number) =>
    enqueue(async () => touch(await repo.availableOfSeller(rollerId)));

  return {
    touch,
    touchSeller,
    settled,

    /** The game's current index; null, and loading begins, when there is none: search in SQL. */
    async forGame(gameId: number): Promise<ListingIndex<ListingRow> | null> {
      if (closed) return null;
      if (!stop) startListening();
      if (!listening) await waitFirstListen();
      if (!listening) return null;
      const index = ready.get(gameId);
      if (!index) {
        if (!loading.has(gameId)) void load(gameId);
        return null;
      }
      if (flushScheduled || updating > 0) await settled();
      // A write heard meanwhile may have dropped every index: then search in SQL.
      return ready.get(gameId) === index ? index : null;
    },

    async close(): Promise<void> {
      closed = true;
      forgetAll();
      await stop?.();
      await updates;
    },
  };
}

export type ListingIndexes = ReturnType<typeof createListingIndexes>;
