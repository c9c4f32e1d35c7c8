import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { gracefulStop, type StopStep } from './stop.ts';

/** Runs a stop with these steps; what it logged and the exit code it chose. */
async function stopWith(steps: StopStep[], timeoutS = 5) {
  const lines: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
  const log = {
    info: (fields: Record<string, unknown>, msg: string) =>
      lines.push({ level: 'info', fields, msg }),
    error: (fields: Record<string, unknown>, msg: string) =>
      lines.push({ level: 'error', fields, msg }),
  } as unknown as FastifyBaseLogger;
  const code = await new Promise<number>(
    (exit) => void gracefulStop({ steps, timeoutS, log, exit }),
  );
  return { code, lines };
}

// A stop step that takes `ms`: the slow part being stopped is what these tests are about, so
// this timer models it and waits for nothing of the system.
const after = (ms: number) => () => new Promise((r) => setTimeout(r, ms));

describe('graceful stop', () => {
  it('closes the parts in order, then exits 0 logging how long each took', async () => {
    const order: string[] = [];
    const { code, lines } = await stopWith([
      ['http', async () => order.push('http')],
      ['database', () => after(120)().then(() => order.push('database'))],
    ]);
    expect(code).toBe(0);
    expect(order).toEqual(['http', 'database']);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 'info',
      msg: expect.stringMatching(/^stopped in \d+ ms$/),
    });
    const steps = line!.fields.steps_ms as Record<string, number>;
    expect(Object.keys(steps)).toEqual(['http', 'database']);
    expect(steps.database).toBeGreaterThanOrEqual(100);
    expect(line!.fields.stop_ms).toBeGreaterThanOrEqual(steps.database!);
  });

  it('exits 1 naming the part that failed', async () => {
    const { code, lines } = await stopWith([
      ['http', async () => {}],
      [
        'smtp',
        async () => {
          throw new Error('EBADF');
        },
      ],
      ['database', async () => {}],
    ]);
    expect(code).toBe(1);
    expect(lines).toMatchObject([
      { level: 'error', msg: 'unclean stop', fields: { failed_at: 'smtp' } },
    ]);
  });

  it('exits 1 after STOP_TIMEOUT_S naming the part it was still waiting for', async () => {
    const { code, lines } = await stopWith(
      [
        ['http', async () => {}],
        ['workers', () => new Promise(() => {})],
      ],
      1,
    );
    expect(code).toBe(1);
    expect(lines).toMatchObject([
      {
        level: 'error',
        msg: 'stop took longer than 1 s (STOP_TIMEOUT_S) closing workers; exiting',
        fields: { waiting_for: 'workers', steps_ms: { http: expect.any(Number) } },
      },
    ]);
  });
});
