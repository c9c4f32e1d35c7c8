/**
 * SMTP ingest budgets (DESIGN §8): durable ingest (250 only after the commit) of small messages,
 * >= 1,000/s on PostgreSQL and >= 300/s on PGlite, no 250'd message lost on kill -9, and end of
 * DATA to `new-email` in the browser with p95 <= 150 ms.
 *
 * Per backend, in one run: MailDev under the same load (the reference: shop on PostgreSQL
 * >= 1.2 times MailDev, on PGlite >= 0.5 times), then the built server (fresh data directory
 * or database) with `CONNECTIONS` pooled nodemailer connections, warm-up then a measured phase;
 * the realtime latency, paced and under load; a clean stop and a check that every 250'd message
 * is stored and nothing else; then load again, kill -9 midway, restart on the same data, and the
 * same check for the messages 250'd before the kill. Postfix's smtp-sink, when installed, is
 * measured once as the ceiling of the client and loopback. Results are printed and written as
 * JSON under the system temp directory.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleCpu, type CpuSample } from './lib/cpu.ts';
import { reportIngest, type CatcherPhase, type Outcome } from './lib/ingest-report.ts';
import { smtpSinkPath, startMailDev, startSmtpSink, type Catcher } from './lib/mail-catchers.ts';
import { measureLatency, openListener, type LatencyResult } from './lib/realtime-latency.ts';
import { buildServer, startServer, type RunningServer } from './lib/server.ts';
import { runSmtpLoad, startSmtpLoad, waitForPort, type SmtpLoadOptions } from './lib/smtp-load.ts';
import { createBackend, selectedBackends, type Backend, type BackendKind } from './lib/sql.ts';

const CONNECTIONS = Number(process.env.BENCH_SMTP_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
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

type Phase = CatcherPhase;

function cpuPerMessage(before: CpuSample, after: CpuSample, accepted: number, clientMs: number) {
  const n = Math.max(1, accepted);
  return {
    server: (after.server - before.server) / n,
    db: (after.db - before.db) / n,
    client: clientMs / n,
  };
}

/** One measured load phase on a receiver, with the CPU it cost per accepted message. */
async function measure(
  opts: SmtpLoadOptions,
  cpu: () => CpuSample,
): Promise<Phase & { tokens: string[] }> {
  const before = cpu();
  const client0 = process.cpuUsage();
  const r = await runSmtpLoad(opts);
  const client = process.cpuUsage(client0);
  const after = cpu();
  return {
    ...r,
    cpuMs: cpuPerMessage(before, after, r.accepted, (client.user + client.system) / 1000),
  };
}

const strip = ({ tokens: _t, ...rest }: Phase & { tokens: string[] }): Phase => rest;

async function catcherPhase(catcher: Catcher): Promise<Phase> {
  const base = { port: catcher.smtpPort, connections: CONNECTIONS, to };
  const cpu = () => sampleCpu(catcher.pid, null);
  const warm = await runSmtpLoad({ ...base, label: `${catcher.name} warm-up`, seconds: 2 });
  const r = await measure(
    {
      ...base,
      label: catcher.name,
      seconds: SECONDS,
      firstNumber: warm.nextNumber,
      progress: true,
    },
    cpu,
  );
  const stored = await catcher.stored();
  if (stored !== null && stored !== warm.accepted + r.accepted)
    throw new Error(
      `${catcher.name} holds ${stored} messages, ${warm.accepted + r.accepted} got 250`,
    );
  return strip(r);
}

async function withCatcher(start: () => Promise<Catcher>): Promise<Phase> {
  const catcher = await start();
  try {
    return await catcherPhase(catcher);
  } finally {
    await catcher.stop();
  }
}

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

async function benchBackend(kind: BackendKind, sinkBin: string | null): Promise<Outcome> {
  const loadAtStart = os.loadavg();
  console.log(`\n[${kind}] MailDev, ${CONNECTIONS} connections, ${SECONDS} s`);
  const maildev = await withCatcher(startMailDev);
  const sink = sinkBin ? await withCatcher(() => startSmtpSink(sinkBin)) : null;
  const backend = await createBackend(kind);
  try {
    console.log(`[${kind}] starting the shop on a fresh ${kind} database (DEMO=1)`);
    const server = await start(backend);
    const dbName = backend.databaseUrl ? new URL(backend.databaseUrl).pathname.slice(1) : null;
    const cpu = () => sampleCpu(server.pid, dbName);
    const base = { port: server.smtpPort, connections: CONNECTIONS, to };
    const tokens: string[] = [];
    let shop: Phase & { tokens: string[] };
    let latency: Awaited<ReturnType<typeof latencyPhases>>;
    try {
      const warm = await runSmtpLoad({ ...base, label: 'warm-up', seconds: WARMUP_SECONDS });
      tokens.push(...warm.tokens);
      console.log(`[${kind}] shop, ${CONNECTIONS} connections, ${SECONDS} s`);
      shop = await measure(
        {
          ...base,
          label: `shop ${kind}`,
          seconds: SECONDS,
          firstNumber: warm.nextNumber,
          progress: true,
        },
        cpu,
      );
      tokens.push(...shop.tokens);
      latency = await latencyPhases(server, shop.nextNumber);
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
      maildev,
      sink,
      shop: strip(shop),
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
const outDir = path.join(os.tmpdir(), 'shop-bench');
mkdirSync(outDir, { recursive: true });
for (const o of outcomes) {
  const file = path.join(outDir, `ingest-${o.backend}.json`);
  const doc = { date: new Date().toISOString(), cpus: os.cpus().length, ...o };
  writeFileSync(file, JSON.stringify(doc, null, 2) + '\n');
  console.log(`wrote ${file}`);
}
// Lost or unstored mail is a broken promise, not a slow machine: fail the run.
if (failed) process.exitCode = 1;
