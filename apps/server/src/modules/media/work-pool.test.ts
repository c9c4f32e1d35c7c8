import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { createWorkPool } from './work-pool.ts';

/** A job that runs until released, recording how many jobs ran at the same time. */
function gate() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { release, done };
}

describe('work pool', () => {
  it('runs at most `concurrency` jobs, queues up to the limit and refuses the rest at once', async () => {
    const pool = createWorkPool({
      concurrency: 2,
      queueLimit: 2,
      busy: () => new AppError('BUSY', 'busy'),
    });
    let active = 0;
    let peak = 0;
    const gates = Array.from({ length: 4 }, gate);
    const started: number[] = [];
    const jobs = gates.map((g, i) =>
      pool.run(async () => {
        started.push(i);
        peak = Math.max(peak, ++active);
        await g.done;
        active--;
        return i;
      }),
    );
    expect(pool.running).toBe(2);
    expect(pool.waiting).toBe(2);
    await expect(pool.run(async () => 'late')).rejects.toMatchObject({ code: 'BUSY' });
    for (const g of gates) g.release();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(2);
    expect(pool.running).toBe(0);
  });

  it('frees the slot when a job fails', async () => {
    const pool = createWorkPool({
      concurrency: 1,
      queueLimit: 0,
      busy: () => new AppError('BUSY', 'b'),
    });
    await expect(pool.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await pool.run(async () => 'next')).toBe('next');
  });
});
