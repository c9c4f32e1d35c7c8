/**
 * Several instances of the built shop on one PostgreSQL database, as docs/deployment.md
 * ("Several instances") deploys them: the same SECRET_KEY, one upload folder mounted as every
 * DATA_DIR/files, and a DATA_DIR each (the secret key file and the control socket stay per
 * instance).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import pg from 'pg';
import { DEMO } from './support.ts';

/** The PostgreSQL server, found as psql and .ci/run find it (PGHOST, PGPORT, PGUSER, PGPASSWORD). */
function serverUrl(database: string): string {
  const url = new URL(`postgres://${process.env.PGHOST ?? '127.0.0.1'}`);
  url.port = process.env.PGPORT ?? '5432';
  url.username = process.env.PGUSER ?? 'postgres';
  url.password = process.env.PGPASSWORD ?? '';
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface Instance {
  url: string;
  smtpPort: number;
  output(): string;
  /** The exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code once the process has ended. */
  stop(): Promise<number | null>;
}

export interface Cluster {
  /** Starts one more instance and resolves once its /api/health answers 200. */
  start(ports: { http: number; smtp: number }): Promise<Instance>;
  /** Every instance's output, each under its URL. */
  output(): string;
  /** Stops the instances, drops the database and removes the folders; answers the exit codes. */
  dispose(): Promise<(number | null)[]>;
}

export async function createCluster(): Promise<Cluster> {
  const name = `shop_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await onServer(`create database ${name}`);
  const root = mkdtempSync(path.join(tmpdir(), 'shop-e2e-cluster-'));
  const uploads = path.join(root, 'uploads');
  mkdirSync(uploads);
  const env = {
    ...process.env,
    DATABASE_URL: serverUrl(name),
    SECRET_KEY: randomBytes(32).toString('hex'),
    DEMO: '1',
    DEMO_PASSWORD: DEMO.password,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  };
  const instances: Instance[] = [];

  async function start(ports: { http: number; smtp: number }): Promise<Instance> {
    const dataDir = path.join(root, `instance-${instances.length + 1}`);
    mkdirSync(dataDir);
    symlinkSync(uploads, path.join(dataDir, 'files'));
    const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      env: { ...env, DATA_DIR: dataDir, PORT: String(ports.http), SMTP_PORT: String(ports.smtp) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const instance = watch(child, `http://127.0.0.1:${ports.http}`, ports.smtp);
    instances.push(instance);
    const up = expect
      .poll(() => health(instance.url), { timeout: 90_000 })
      .toBe(200)
      .then(
        () => 'up',
        () => 'did not answer /api/health with 200 within 90 s',
      );
    const ended = instance.exited.then((code) => `exited with ${code} during start`);
    const outcome = await Promise.race([up, ended]);
    if (outcome !== 'up') throw new Error(`${instance.url} ${outcome}:\n${instance.output()}`);
    return instance;
  }

  const output = () => instances.map((i) => `== ${i.url}\n${i.output()}`).join('\n');

  async function dispose(): Promise<(number | null)[]> {
    try {
      return await Promise.all(instances.map((i) => i.stop()));
    } finally {
      // `with (force)`: a connection the instances left behind must not keep the database.
      await onServer(`drop database if exists ${name} with (force)`);
      rmSync(root, { recursive: true, force: true });
    }
  }

  return { start, output, dispose };
}

const health = (url: string) =>
  fetch(`${url}/api/health`).then(
    (r) => r.status,
    () => 0,
  );

function watch(child: ChildProcess, url: string, smtpPort: number): Instance {
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return {
    url,
    smtpPort,
    output: () => log,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
