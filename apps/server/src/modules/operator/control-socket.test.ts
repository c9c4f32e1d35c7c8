import { mkdtempSync, realpathSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ControlSocketError,
  controlSocketPath,
  sendControlRequest,
  startControlServer,
} from './control-socket.ts';

const freshDir = () => realpathSync(mkdtempSync(path.join(tmpdir(), 'shop-ctl-')));

/** Raw exchange, for what the typed client never sends. */
async function rawExchange(socketPath: string, text: string): Promise<string> {
  const socket = net.connect(socketPath);
  socket.end(text);
  let answer = '';
  for await (const chunk of socket) answer += String(chunk);
  return answer;
}

describe('control socket', () => {
  it('answers one JSON request per connection, on a 0600 socket file removed at close', async () => {
    const dir = freshDir();
    const socketPath = controlSocketPath(dir);
    expect(socketPath).toBe(path.join(dir, 'shop.sock'));
    const seen: unknown[] = [];
    const server = await startControlServer(socketPath, async (request) => {
      seen.push(request);
      return { ok: true, output: 'done' };
    });
    const stat = statSync(socketPath);
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);

    const answer = await sendControlRequest(socketPath, {
      command: 'roller create',
      args: { code: 'zed', password: undefined },
    });
    expect(answer).toEqual({ ok: true, output: 'done' });
    expect(seen).toEqual([{ command: 'roller create', args: { code: 'zed' } }]);

    expect(JSON.parse(await rawExchange(socketPath, '{not json\n'))).toEqual({
      ok: false,
      error: 'the request is not JSON',
    });
    await server.close();
    await expect(sendControlRequest(socketPath, { command: 'x', args: {} })).rejects.toMatchObject({
      unreachable: true,
    });
  });

  it('replaces a stale socket file and lets a command in flight answer during close', async () => {
    const dir = freshDir();
    const socketPath = controlSocketPath(dir);
    const first = await startControlServer(socketPath, async () => ({ ok: true, output: '1' }));
    let finish!: () => void;
    let arrived!: () => void;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    const withServer = new Promise<void>((resolve) => (arrived = resolve));
    // A second server on the same path stands for the next start after a crash.
    const second = await startControlServer(socketPath, async () => {
      arrived();
      await slow;
      return { ok: true, output: 'slow' };
    });
    const inFlight = sendControlRequest(socketPath, { command: 'c', args: {} });
    await withServer;
    const closed = second.close();
    finish();
    expect(await inFlight).toEqual({ ok: true, output: 'slow' });
    await closed;
    await first.close();
  });

  it('refuses a data directory whose socket path the system would cut short', () => {
    const dir = path.join('/tmp', 'd'.repeat(100));
    expect(() => controlSocketPath(dir)).toThrow(ControlSocketError);
    expect(() => controlSocketPath(dir)).toThrow(
      `Data directory ${dir} is too long for its control socket (${dir}/shop.sock is 115 bytes, at most 107); use a shorter DATA_DIR.`,
    );
  });
});
