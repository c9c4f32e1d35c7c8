// Starts the built server on a fresh data directory for the e2e run, and beside it the DNS
// stand-in that answers the shop's DKIM questions with the e2e senders' key (e2e/dkim.ts).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { startDnsStandIn } from '../apps/server/test/dns-standin.ts';
import { dkimRecords } from './dkim.ts';

// Where ports.ts says (the specs run operator commands against it), emptied first.
const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const dns = await startDnsStandIn(dkimRecords());
const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DEMO: '1',
    DEMO_PASSWORD: 'demo-password-e2e',
    LOG_LEVEL: 'warn',
    // The trust spec moves the clock past a dispute's 24-hour answer window.
    TEST_CLOCK: '1',
    HOST: '127.0.0.1',
    // The seller-notification spec's push service, Discord and webhook stand-ins listen here.
    PUSH_ENDPOINT_ALLOW: '127.0.0.1',
    WEBHOOK_ENDPOINT_ALLOW: '127.0.0.1',
    // The game senders' DKIM keys come from the stand-in, never from the internet.
    DKIM_DNS_SERVERS: dns.server,
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  void dns.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
