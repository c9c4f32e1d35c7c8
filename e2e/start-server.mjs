// Starts the built server on a fresh data directory for the e2e run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DEMO: '1',
    DEMO_PASSWORD: 'demo-password-e2e',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // The seller-notification spec's push service, Discord and webhook stand-ins listen here.
    PUSH_ENDPOINT_ALLOW: '127.0.0.1',
    WEBHOOK_ENDPOINT_ALLOW: '127.0.0.1',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
