import type { AccountSort } from '@shop/contract';
import { TextArena } from './text-arena.ts';

/** What the index keeps of one available account: its sort keys and its search tokens. */
export interface IndexedAccount {
  id: number;
  price: number;
  /** created_at in microseconds since the epoch: the listing's order, ties broken by id. */
  createdUs: number;
  tokens: readonly string[];
  /** What the listing shows of it, as text: kept off the heap (TextArena), parsed a page at a time. */
  payload: string;
}

export interface IndexQuery {
  /** Every token must be held (items at their minimum copies, one server, the gender). */
  allOf: readonly string[];
  /** At least one must be held (several servers); empty asks nothing. */
  anyOf: readonly string[];
  maxPrice?: number;
  sort: AccountSort;
  offset: number;
  /** How many ids to return from `offset` on. */
  take: number;
  /** Matches are counted up to `cap + 1`, which tells that there are more than `cap`. */
  cap: number;
}

export interface IndexAnswer<Row> {
  /** In listing order. */
  ids: number[];
  /** The payloads of `ids`, each read by the index's `read`. */
  rows: Row[];
  /** Matches counted, at most `cap + 1`. */
  counted: number;
}

const SORTS: readonly AccountSort[] = ['newest', 'price_asc', 'price_desc'];
const WORD = 32;

/**
 * Payloads kept read per index, the most recently shown first to stay. Parsing a page's payloads
 * was half of a search's CPU (bench/notes/listing.md, "Rows kept read"); the rows of the pages
 * buyers open most stay read, at a few MB per game, and every other row is read from its text as
 * before.
 */
export const ROWS_KEPT_READ = 2_000;

/**
 * The public listing of one game, held in memory: a bitset per search token over account slots,
 * and the available accounts' slots kept sorted in each listing order. A search ANDs the bitsets
 * of its tokens and walks one order until it has its page and its capped count, so it costs
 * microseconds where the same search in SQL costs milliseconds of GIN and heap reads
 * (bench/notes/listing-history.md, "The listing index (kept)"), and it holds what the listing
 * shows of each account, so a page needs no database round trip at all.
 *
 * A slot belongs to one account id for the index's life; an account that leaves the listing
 * leaves the orders and comes back to its own slot.
 */
export class ListingIndex<Row = string> {
  private slots = 0;
  private changes = 0;
  private live = 0;
  private ids = new Int32Array(0);
  private prices = new Float64Array(0);
  private created = new Float64Array(0);
  private readonly payloads = new TextArena();
  /** Slots whose payload was read lately, as `read` made it; in the order last shown. */
  private readonly keptRead = new Map<number, Row>();
  private readonly slotOf = new Map<number, number>();
  private readonly listed = new Set<number>();
  private readonly postings = new Map<string, Uint32Array>();
  private readonly orders = new Map<AccountSort, Int32Array>(
    SORTS.map((s) => [s, new Int32Array(0)]),
  );

  /** `read` turns a payload into what a search answers (the text itself when not given). */
  constructor(private readonly read: (payload: string) => Row = (payload) => payload as Row) {}

  /** An index of these accounts, built in one pass and sorted once. */
  static build<Row = string>(
    accounts: Iterable<IndexedAccount>,
    read?: (payload: string) => Row,
  ): ListingIndex<Row> {
    const builder = ListingIndex.builder(read);
    for (const a of accounts) builder.add(a);
    return builder.finish();
  }

  /**
   * Builds an index account by account without holding them: a load reads a game in batches and
   * keeps of each row only its slot, bits and payload. Sorting waits for `finish`.
   */
  static builder<Row = string>(read?: (payload: string) => Row) {
    const index = new ListingIndex<Row>(read);
    return {
      add(a: IndexedAccount): void {
        const slot = index.slotFor(a);
        index.setTokens(slot, a.tokens);
        index.listed.add(slot);
      },
      finish(): ListingIndex<Row> {
        index.live = index.listed.size;
        for (const sort of SORTS) {
          const order = index.ensureOrderCapacity(sort);
          let i = 0;
          for (const slot of index.listed) order[i++] = slot;
          order.subarray(0, index.live).sort(index.comparator(sort));
        }
        return index;
      },
    };
  }

  get size(): number {
    return this.live;
  }

  /** Grows with every change to the listing, so a page computed at one version stays true until the next. */
  get version(): number {
    return this.changes;
  }

  has(id: number): boolean {
    const slot = this.slotOf.get(id);
    return slot !== undefined && this.listed.has(slot);
  }

  /** Adds the account, or moves it to its new place when its price, date or tokens changed. */
  upsert(a: IndexedAccount): void {
    this.remove(a.id);
    const slot = this.slotFor(a);
    this.clearTokens(slot);
    this.setTokens(slot, a.tokens);
    for (const sort of SORTS) {
      const order = this.ensureOrderCapacity(sort);
      const at = this.position(order, slot, sort);
      order.copyWithin(at + 1, at, this.live);
      order[at] = slot;
    }
    this.listed.add(slot);
    this.live++;
    this.changes++;
  }

  /** Takes the account off the listing (sold, reserved, deleted); unknown ids are ignored. */
  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined || !this.listed.has(slot)) return;
    for (const sort of SORTS) {
      const order = this.orders.get(sort)!;
      const at = this.position(order, slot, sort);
      order.copyWithin(at, at + 1, this.live);
    }
    this.listed.delete(slot);
    this.payloads.clear(slot);
    this.keptRead.delete(slot);
    this.live--;
    this.changes++;
  }

  search(q: IndexQuery): IndexAnswer<Row> {
    const filter = this.filterFor(q);
    const ids: number[] = [];
    const rows: Row[] = [];
    if (filter === 'none') return { ids, rows, counted: 0 };
    const order = this.orders.get(q.sort)!;
    const { maxPrice, offset, take, cap } = q;
    const end = offset + take;
    let counted = 0;
    for (let i = 0; i < this.live; i++) {
      const slot = order[i]!;
      if (filter && (filter[slot >>> 5]! & (1 << (slot & 31))) === 0) continue;
      if (maxPrice !== undefined && this.prices[slot]! > maxPrice) continue;
      if (counted >= offset && counted < end) {
        ids.push(this.ids[slot]!);
        rows.push(this.rowAt(slot));
      }
      counted++;
      if (counted > cap && counted >= end) break;
    }
    return { ids, rows, counted };
  }

  /** The slot's payload as `read` makes it, read again only once it is no longer kept. */
  private rowAt(slot: number): Row {
    let row = this.keptRead.get(slot);
    if (row === undefined) {
      row = this.read(this.payloads.get(slot)!);
      if (this.keptRead.size >= ROWS_KEPT_READ)
        this.keptRead.delete(this.keptRead.keys().next().value!);
    } else this.keptRead.delete(slot);
    this.keptRead.set(slot, row);
    return row;
  }

  /** The AND of the query's bitsets; null asks nothing of the tokens, 'none' matches nothing. */
  private filterFor(q: IndexQuery): Uint32Array | null | 'none' {
    if (q.allOf.length === 0 && q.anyOf.length === 0) return null;
    const words = Math.ceil(this.slots / WORD);
    let filter: Uint32Array | null = null;
    if (q.anyOf.length > 0) {
      filter = new Uint32Array(words);
      for (const token of q.anyOf) {
        const bits = this.postings.get(token);
        if (bits) for (let w = 0; w < words; w++) filter[w]! |= bits[w] ?? 0;
      }
    }
    for (const token of q.allOf) {
      const bits = this.postings.get(token);
      if (!bits) return 'none';
      if (!filter) filter = bits.slice(0, words);
      else for (let w = 0; w < words; w++) filter[w]! &= bits[w] ?? 0;
    }
    return filter;
  }

  private slotFor(a: IndexedAccount): number {
    let slot = this.slotOf.get(a.id);
    if (slot === undefined) {
      slot = this.slots++;
      if (slot >= this.ids.length) this.grow();
      this.slotOf.set(a.id, slot);
      this.ids[slot] = a.id;
    }
    this.prices[slot] = a.price;
    this.created[slot] = a.createdUs;
    this.payloads.set(slot, a.payload);
    this.keptRead.delete(slot);
    return slot;
  }

  private grow(): void {
    const capacity = Math.max(1024, this.ids.length * 2);
    const widen = <T extends Int32Array | Float64Array>(old: T, make: (n: number) => T) => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.ids = widen(this.ids, (n) => new Int32Array(n));
    this.prices = widen(this.prices, (n) => new Float64Array(n));
    this.created = widen(this.created, (n) => new Float64Array(n));
  }

  private ensureOrderCapacity(sort: AccountSort): Int32Array {
    let order = this.orders.get(sort)!;
    if (order.length < this.slots) {
      const next = new Int32Array(this.ids.length);
      next.set(order);
      this.orders.set(sort, (order = next));
    }
    return order;
  }

  private setTokens(slot: number, tokens: readonly string[]): void {
    const word = slot >>> 5;
    for (const token of tokens) {
      let bits = this.postings.get(token);
      if (!bits || bits.length <= word) {
        const next = new Uint32Array(Math.max(Math.ceil(this.ids.length / WORD), word + 1));
        if (bits) next.set(bits);
        this.postings.set(token, (bits = next));
      }
      bits[word]! |= 1 << (slot & 31);
    }
  }

  private clearTokens(slot: number): void {
    const word = slot >>> 5;
    const mask = ~(1 << (slot & 31));
    for (const bits of this.postings.values()) if (word < bits.length) bits[word]! &= mask;
  }

  /** Negative when slot a comes before slot b in the listing order. */
  private comparator(sort: AccountSort): (a: number, b: number) => number {
    const { prices, created, ids } = this;
    if (sort === 'price_asc') return (a, b) => prices[a]! - prices[b]! || ids[a]! - ids[b]!;
    if (sort === 'price_desc') return (a, b) => prices[b]! - prices[a]! || ids[b]! - ids[a]!;
    return (a, b) => created[b]! - created[a]! || ids[b]! - ids[a]!;
  }

  /** Where `slot` is, or would go, in the sorted order (keys are unique: ids break ties). */
  private position(order: Int32Array, slot: number, sort: AccountSort): number {
    const before = this.comparator(sort);
    let lo = 0;
    let hi = this.live;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(order[mid]!, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
