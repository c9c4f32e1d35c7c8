import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGroupCommit } from './group-commit.ts';

/** A write whose completion the test decides; records each batch it was given. */
function controlledWrite() {
  const batches: string[][] = [];
  const pending: { items: string[]; finish: () => void; fail: (err: Error) => void }[] = [];
  const write = (items: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(items);
      pending.push({
        items,
        finish: () => resolve(items.map((i) => `stored ${i}`)),
        fail: reject,
      });
    });
  return { write, batches, pending };
}

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise((r) => setImmediate(r));

afterEach(() => {
  vi.useRealTimers();
});

describe('group commit', () => {
  it('writes an item alone at once, and what arrives meanwhile together in the next write', async () => {
    const w = controlledWrite();
    const group = createGroupCommit(w.write, { maxItems: 10 });
    const results: string[] = [];
    const track = (p: Promise<string>) => p.then((r) => results.push(r));

    void track(group.add('a'));
    expect(w.batches).toEqual([['a']]);
    void track(group.add('b'));
    void track(group.add('c'));
    await settle();
    // Nothing is acknowledged before its write has returned.
    expect(results).toEqual([]);
    expect(w.batches).toHaveLength(1);

    w.pending[0]!.finish();
    await settle();
    expect(results).toEqual(['stored a']);
    expect(w.batches).toEqual([['a'], ['b', 'c']]);

    w.pending[1]!.finish();
    await settle();
    expect(results).toEqual(['stored a', 'stored b', 'stored c']);
  });

  it('with afterTurn, writes what was handed in during one turn of the event loop together', async () => {
    const w = controlledWrite();
    const group = createGroupCommit(w.write, { maxItems: 10, afterTurn: true });
    const done = ['a', 'b', 'c'].map((i) => group.add(i));
    expect(w.batches).toEqual([]);
    await settle();
    expect(w.batches).toEqual([['a', 'b', 'c']]);
    // What comes while that write runs waits for it, then goes together too.
    const later = ['d', 'e'].map((i) => group.add(i));
    w.pending[0]!.finish();
    await settle();
    await settle();
    expect(w.batches).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    w.pending[1]!.finish();
    expect(await Promise.all([...done, ...later])).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((i) => `stored ${i}`),
    );
  });

  it('runs up to `concurrency` writes at once; the rest wait together for a free one', async () => {
    const w = controlledWrite();
    const group = createGroupCommit(w.write, { maxItems: 10, concurrency: 2 });
    const done = ['a', 'b', 'c', 'd', 'e'].map((i) => group.add(i));
    expect(w.batches).toEqual([['a'], ['b']]);
    await settle();
    expect(w.batches).toHaveLength(2);
    w.pending[1]!.finish();
    await settle();
    expect(w.batches[2]).toEqual(['c', 'd', 'e']);
    w.pending[0]!.finish();
    w.pending[2]!.finish();
    expect(await Promise.all(done)).toEqual(['a', 'b', 'c', 'd', 'e'].map((i) => `stored ${i}`));
  });

  it('keeps a write within maxItems and maxWeight; a heavier item goes alone', async () => {
    const w = controlledWrite();
    const group = createGroupCommit(w.write, {
      maxItems: 2,
      maxWeight: 10,
      weight: (item) => Number(item.slice(1)),
    });
    const all = ['a1', 'b1', 'c1', 'd1', 'e20', 'f5', 'g6'].map((i) => group.add(i));
    for (let i = 0; i < 6; i++) {
      await settle();
      w.pending[i]!.finish();
    }
    await Promise.all(all);
    expect(w.batches).toEqual([['a1'], ['b1', 'c1'], ['d1'], ['e20'], ['f5'], ['g6']]);
  });

  it('when a shared write fails, writes each of its items alone: only the bad one fails', async () => {
    const w = controlledWrite();
    const group = createGroupCommit(w.write, { maxItems: 10 });
    const first = group.add('first');
    const outcomes = ['good', 'bad', 'fine'].map((i) =>
      group.add(i).then(
        (r) => r,
        (err: Error) => `failed: ${err.message}`,
      ),
    );
    w.pending[0]!.finish();
    await first;
    await settle();
    expect(w.batches[1]).toEqual(['good', 'bad', 'fine']);
    w.pending[1]!.fail(new Error('constraint'));
    for (const item of ['good', 'bad', 'fine']) {
      await settle();
      const p = w.pending.at(-1)!;
      expect(p.items).toEqual([item]);
      if (item === 'bad') p.fail(new Error('bad row'));
      else p.finish();
    }
    expect(await Promise.all(outcomes)).toEqual(['stored good', 'failed: bad row', 'stored fine']);
  });

  it('waits for items on their way up to gatherMs, and not at all when none are coming', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const w = controlledWrite();
    let coming = 2;
    const group = createGroupCommit(w.write, { maxItems: 10, coming: () => coming, gatherMs: 5 });

    void group.add('a');
    expect(w.batches).toEqual([]);
    coming = 1;
    void group.add('b');
    await vi.advanceTimersByTimeAsync(2);
    expect(w.batches).toEqual([]);
    coming = 0;
    void group.add('c');
    // The last one on its way has arrived: the write goes without waiting any longer.
    expect(w.batches).toEqual([['a', 'b', 'c']]);
    w.pending[0]!.finish();

    // Something is always on its way (a slow sender): the wait still ends after gatherMs.
    coming = 3;
    void group.add('d');
    await vi.advanceTimersByTimeAsync(4);
    expect(w.batches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2);
    expect(w.batches).toEqual([['a', 'b', 'c'], ['d']]);
  });
});
