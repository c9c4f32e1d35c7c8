/**
 * Several SMTP receivers measured in turns: round after round, each receiver gets the same
 * load for the same few seconds (the order reversed every other round), and each one's figures
 * are summed over its turns. On a machine others share, the load they add drifts over a minute;
 * turns a few seconds apart see the same drift, a long phase per receiver would not.
 */
import { dbCpuBetween, type CpuSample } from './cpu.ts';
import { runSmtpLoad } from './smtp-load.ts';
import { summarize } from './stats.ts';

export interface Receiver {
  name: string;
  port: number;
  /** CPU of the receiver's process (and of its PostgreSQL backends), ms so far. */
  cpu: () => CpuSample;
}

export interface Measured {
  name: string;
  accepted: number;
  seconds: number;
  /** Accepted per second over all turns. */
  rate: number;
  /** msg/s of each turn, in order. */
  turns: number[];
  /** ms from send to 250, over every accepted message. */
  p50: number;
  p95: number;
  /** CPU per accepted message, ms: receiver process, its PostgreSQL backends, the sender. */
  cpuMs: { server: number; db: number; client: number };
}

export interface InterleaveOptions {
  rounds: number;
  seconds: number;
  connections: number;
  to: (n: number) => string;
  firstNumber: number;
}

interface Tally {
  accepted: number;
  seconds: number;
  turns: number[];
  latencies: number[];
  server: number;
  db: number;
  client: number;
  tokens: string[];
}

/** Resolves with one result per receiver, and the tokens each answered 250 for. */
export async function interleave(receivers: Receiver[], opts: InterleaveOptions) {
  const tallies = receivers.map((): Tally => ({
    accepted: 0,
    seconds: 0,
    turns: [],
    latencies: [],
    server: 0,
    db: 0,
    client: 0,
    tokens: [],
  }));
  let next = opts.firstNumber;
  for (let round = 0; round < opts.rounds; round++) {
    const order = receivers.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      const rx = receivers[i]!;
      const t = tallies[i]!;
      const before = rx.cpu();
      const client0 = process.cpuUsage();
      const r = await runSmtpLoad({
        label: rx.name,
        port: rx.port,
        connections: opts.connections,
        seconds: opts.seconds,
        to: opts.to,
        firstNumber: next,
      });
      const client = process.cpuUsage(client0);
      const after = rx.cpu();
      next = r.nextNumber;
      // A refusal or a receiver that stopped answering (died, or stopped from outside) makes
      // the rate meaningless: every message of a turn must get its 250.
      const refused = Object.values(r.refused).reduce((a, b) => a + b, 0);
      if (r.errors > 0 || refused > 0)
        throw new Error(
          `${rx.name}: ${refused} refused (${JSON.stringify(r.refused)}), ${r.errors} without reply`,
        );
      t.accepted += r.accepted;
      t.seconds += r.seconds;
      t.turns.push(r.rate);
      t.latencies.push(...r.latencies);
      t.server += after.server - before.server;
      t.db += dbCpuBetween(before, after);
      t.client += (client.user + client.system) / 1000;
      t.tokens.push(...r.tokens);
      console.log(`  round ${round + 1}, ${rx.name}: ${r.rate.toFixed(0)} msg/s`);
    }
  }
  const results = tallies.map((t, i): Measured => {
    const s = summarize(t.latencies);
    const n = Math.max(1, t.accepted);
    return {
      name: receivers[i]!.name,
      accepted: t.accepted,
      seconds: t.seconds,
      rate: t.accepted / t.seconds,
      turns: t.turns,
      p50: s.p50,
      p95: s.p95,
      cpuMs: { server: t.server / n, db: t.db / n, client: t.client / n },
    };
  });
  return { results, tokens: tallies.map((t) => t.tokens), nextNumber: next };
}
