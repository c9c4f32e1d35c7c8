/**
 * SMTP ingest budgets (DESIGN §8): durable ingest (250 only after the commit) of small messages,
 * >= 1,000/s on PostgreSQL and >= 300/s on PGlite, no 250'd message lost on kill -9, and end of
 * DATA to `new-email` in the browser with p95 <= 150 ms.
 *
 * Per backend, in one run: the built server on a fresh data directory or database, MailDev
 * beside it (the reference: shop on PostgreSQL >= 1.2 times MailDev, on PGlite >= 0.5 times)
 * and Postfix's smtp-sink when installed (the ceiling of the sender and loopback). After a
 * warm-up each gets the same load, `CONNECTIONS` pooled nodemailer connections, in turns of a
 * few seconds, round after round (see interleave.ts). Then the realtime latency, paced and
 * under load; a clean stop and a check that every 250'd message is stored and nothing else;
 * then load again, kill -9 midway, restart on the same data, and the same check for the
 * messages 250'd before the kill. Results are printed and written as JSON under the system
 * temp directory.
 */
import os from 'node:os';
import { sampleCpu } from './lib/cpu.ts';
import {
  recordIngestFigures,
  reportIngest,
  writeIngestJson,
  type Outcome,
} from './lib/ingest-report.ts';
import { interleave, type Receiver } from './lib/interleave.ts';
import { smtpSinkPath, startMailDev, startSmtpSink, type Catcher } from './lib/mail-catchers.ts';
import { measureLatency, openListener, type LatencyResult } from './lib/realtime-latency.ts';
import { buildServer, startServer, type RunningServer } from './lib/server.ts';
import { runSmtpLoad, startSmtpLoad, waitForPort } from './lib/smtp-load.ts';
import { createBackend, selectedBackends, type Backend, type BackendKind } from './lib/sql.ts';

const CONNECTIONS = Number(process.env.BENCH_SMTP_CONNECTIONS ?? 32);
/** Seconds of one turn, and turns per receiver. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_SECONDS = 3;
/** The kill comes this long into the load. */
const KILL_AFTER_SECONDS = 4;
const LATENCY_SAMPLES = Number(process.env.BENCH_LATENCY_SAMPLES ?? 200);
const LATENCY_INTERVAL_MS = 50;
const DEMO_PASSWORD = 'bench-demo-password';
/** The bench sends from one address, far more than a real sender: lift the per-IP limits. */
const SERVER_ENV = {
  DEMO_PASSWORD,
  SMTP_CONNECTIONS_PER_IP: '1000',
  SMTP_MESSAGES_PER_MINUTE_PER_IP: '1000000',
};
/** Addresses of the demo roller (DESIGN §5: `demo.<anything>@<mail domain>`). */
const to = (n: number) => `demo.acct${n % 500}@shop.localhost`;
const MESSAGE_ID_TOKEN = /^<?(b[0-9a-f]{6}x[0-9a-z]+)@/;

/** Tokens of every message stored, read once the server is stopped (PGlite is one process's). */
async function storedTokens(backend: Backend): Promise<{ rows: number; tokens: Set<string> }> {
  const sql = await backend.connect();
  try {
    const { rows } = await sql.query<{ id: string | null }>(
      'select header_message_id as id from mail_messages',
    );
    const tokens = new Set(rows.map((r) => MESSAGE_ID_TOKEN.exec(r.id ?? '')?.[1] ?? ''));
    return { rows: rows.length, tokens };
  } finally {
    await sql.close();
  }
}

async function start(backend: Backend): Promise<RunningServer> {
  const server = await startServer(backend, SERVER_ENV);
  await waitForPort(server.smtpPort);
  return server;
}

async function latencyPhases(server: RunningServer, firstNumber: number) {
  const listener = await openListener(server.url, DEMO_PASSWORD);
  const common = {
    listener,
    smtpPort: server.smtpPort,
    to: to(0),
    intervalMs: LATENCY_INTERVAL_MS,
  };
  const tokens: string[] = [];
  try {
    console.log(
      `  latency: ${LATENCY_SAMPLES} paced messages, one every ${LATENCY_INTERVAL_MS} ms`,
    );
    const paced = await measureLatency({
      ...common,
      label: 'paced',
      samples: LATENCY_SAMPLES,
      firstNumber,
    });
    tokens.push(...paced.tokens);
    console.log(`  latency: ${LATENCY_SAMPLES / 2} more under load (${CONNECTIONS} connections)`);
    const load = startSmtpLoad({
      label: 'background',
      port: server.smtpPort,
      connections: CONNECTIONS,
      seconds: 600,
      to,
      firstNumber: firstNumber + LATENCY_SAMPLES * 2,
    });
    const loaded = await measureLatency({
      ...common,
      label: 'under load',
      samples: LATENCY_SAMPLES / 2,
      firstNumber: firstNumber + LATENCY_SAMPLES,
    }).finally(() => load.stop());
    const background = await load.done;
    tokens.push(...loaded.tokens, ...background.tokens);
    const results: LatencyResult[] = [
      paced,
      { ...loaded, label: `under load (${background.rate.toFixed(0)} msg/s)` },
    ];
    return { results, tokens, nextNumber: background.nextNumber };
  } finally {
    await listener.close();
  }
}

async function killPhase(backend: Backend, firstNumber: number) {
  const server = await start(backend);
  const load = startSmtpLoad({
    label: 'kill -9',
    port: server.smtpPort,
    connections: CONNECTIONS,
    seconds: 600,
    to,
    firstNumber,
  });
  const deadline = Date.now() + KILL_AFTER_SECONDS * 1000;
  while (Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  await server.kill();
  const killedAt = load.accepted();
  load.stop();
  const r = await load.done;
  console.log(`  killed with ${killedAt} messages answered 250; restarting on the same data`);
  const again = await start(backend);
  // The restarted shop takes mail again before anything is counted.
  const after = await runSmtpLoad({
    label: 'after restart',
    port: again.smtpPort,
    connections: 1,
    seconds: 0.5,
    to,
    firstNumber: r.nextNumber,
  });
  await again.stop();
  const { tokens: stored } = await storedTokens(backend);
  const lost = r.tokens.filter((t) => !stored.has(t));
  return {
    accepted: r.accepted,
    lost: lost.length,
    lostTokens: lost.slice(0, 20),
    acceptedAfterRestart: after.accepted,
    storedAfterRestart: after.tokens.every((t) => stored.has(t)),
  };
}

async function startCatchers(sinkBin: string | null): Promise<Catcher[]> {
  const catchers = [await startMailDev()];
  if (sinkBin) catchers.push(await startSmtpSink(sinkBin));
  return catchers;
}

/** Shop and catchers in turns; checks that MailDev holds exactly what it answered 250 for. */
async function throughput(server: RunningServer, backend: Backend, sinkBin: string | null) {
  const dbName = backend.databaseUrl ? new URL(backend.databaseUrl).pathname.slice(1) : null;
  const catchers = await startCatchers(sinkBin);
  try {
    const receivers: Receiver[] = [
      {
        name: `shop (${backend.kind})`,
        port: server.smtpPort,
        cpu: () => sampleCpu(server.pid, dbName),
      },
      ...catchers.map((c) => ({
        name: c.name,
        port: c.smtpPort,
        cpu: () => sampleCpu(c.pid, null),
      })),
    ];
    const tokens: string[] = [];
    let next = 0;
    let warmed = 0;
    for (const rx of receivers) {
      const warm = await runSmtpLoad({
        label: `${rx.name} warm-up`,
        port: rx.port,
        connections: CONNECTIONS,
        seconds: WARMUP_SECONDS,
        to,
        firstNumber: next,
      });
      next = warm.nextNumber;
      if (rx === receivers[0]) tokens.push(...warm.tokens);
      if (rx.name === 'MailDev') warmed = warm.accepted;
    }
    console.log(`  ${ROUNDS} rounds of ${SECONDS} s turns, ${CONNECTIONS} connections`);
    const r = await interleave(receivers, {
      rounds: ROUNDS,
      seconds: SECONDS,
      connections: CONNECTIONS,
      to,
      firstNumber: next,
    });
    tokens.push(...r.tokens[0]!);
    const [shop, ...others] = r.results;
    const maildev = others.find((m) => m.name === 'MailDev')!;
    const held = await catchers[0]!.stored();
    if (held !== warmed + maildev.accepted)
      throw new Error(`MailDev holds ${held} messages, ${warmed + maildev.accepted} got 250`);
    return {
      shop: shop!,
      maildev,
      sink: others.find((m) => m.name === 'smtp-sink') ?? null,
      tokens,
      nextNumber: r.nextNumber,
    };
  } finally {
    for (const c of catchers) await c.stop();
  }
}

async function benchBackend(kind: BackendKind, sinkBin: string | null): Promise<Outcome> {
  const loadAtStart = os.loadavg();
  const backend = await createBackend(kind);
  try {
    console.log(`\n[${kind}] starting the shop on a fresh ${kind} database (DEMO=1)`);
    const server = await start(backend);
    const tokens: string[] = [];
    let measured: Awaited<ReturnType<typeof throughput>>;
    let latency: Awaited<ReturnType<typeof latencyPhases>>;
    try {
      measured = await throughput(server, backend, sinkBin);
      tokens.push(...measured.tokens);
      latency = await latencyPhases(server, measured.nextNumber);
      tokens.push(...latency.tokens);
    } finally {
      await server.stop();
    }
    const stored = await storedTokens(backend);
    const missing = tokens.filter((t) => !stored.tokens.has(t)).length;
    console.log(
      `[${kind}] ${tokens.length} messages got 250, ${stored.rows} stored, ${missing} missing`,
    );
    console.log(`[${kind}] kill -9 after ${KILL_AFTER_SECONDS} s of load`);
    const kill = await killPhase(backend, latency.nextNumber);
    console.log(`[${kind}] lost: ${kill.lost} of ${kill.accepted}`);
    return {
      backend: kind,
      connections: CONNECTIONS,
      maildev: measured.maildev,
      sink: measured.sink,
      shop: measured.shop,
      store: { answered250: tokens.length, stored: stored.rows, missing },
      latency: latency.results,
      kill,
      loadAtStart,
      loadAtEnd: os.loadavg(),
    };
  } finally {
    await backend.dispose();
  }
}

buildServer();
const sinkBin = smtpSinkPath();
if (!sinkBin) console.log('smtp-sink (Postfix) is not installed: no ceiling measured');
const outcomes: Outcome[] = [];
for (const kind of selectedBackends()) outcomes.push(await benchBackend(kind, sinkBin));
const failed = reportIngest(outcomes);
recordIngestFigures(outcomes);
writeIngestJson(outcomes);
// Lost or unstored mail is a broken promise, not a slow machine: fail the run.
if (failed) process.exitCode = 1;
