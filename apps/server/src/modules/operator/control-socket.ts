/**
 * The running shop's control channel: a Unix socket `DATA_DIR/shop.sock`, mode 0600, so only
 * the data directory's owner (and root) can connect; never a TCP port. One request per
 * connection, one line of JSON each way:
 *   -> {"command": "roller create", "args": {"code": "zed", ...}}
 *   <- {"ok": true, "output": "Roller zed created."}  or  {"ok": false, "error": "..."}
 * On Windows the same protocol runs over a named pipe (untested here).
 */
import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createHash } from 'node:crypto';

export interface ControlRequest {
  command: string;
  /** Undefined values (options not given) are dropped on the wire. */
  args: Record<string, string | undefined>;
}

export type ControlAnswer = { ok: true; output: string } | { ok: false; error: string };

/** A catalog file travels inside the request; 16 MB is far above any real catalogue. */
export const MAX_REQUEST_BYTES = 16 * 1024 * 1024;
const REQUEST_IDLE_MS = 10_000;

// sun_path holds 108 bytes on Linux and 104 on macOS and the BSDs, the final NUL included;
// a longer path would be cut short silently by the system, so it is refused up front.
const MAX_SOCKET_PATH_BYTES = process.platform === 'linux' ? 107 : 103;

export class ControlSocketError extends Error {
  constructor(
    message: string,
    /** True when no shop listens there (yet or any more): the caller may look again. */
    readonly unreachable = false,
  ) {
    super(message);
    this.name = 'ControlSocketError';
  }
}

/** Where the running shop listens for operator commands; refuses a path the system would cut. */
export function controlSocketPath(realDir: string): string {
  if (process.platform === 'win32') {
    const id = createHash('sha256').update(realDir).digest('hex').slice(0, 32);
    return `\\\\.\\pipe\\gacha-shop-control-${id}`;
  }
  const socketPath = path.join(realDir, 'shop.sock');
  const bytes = Buffer.byteLength(socketPath);
  if (bytes > MAX_SOCKET_PATH_BYTES)
    throw new ControlSocketError(
      `Data directory ${realDir} is too long for its control socket (${socketPath} is ${bytes} bytes, at most ${MAX_SOCKET_PATH_BYTES}); use a shorter DATA_DIR.`,
    );
  return socketPath;
}

/** Reads one newline-ended JSON value, at most `limit` bytes. */
function readLine(socket: net.Socket, limit: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (fn: () => void) => {
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.off('error', reject);
      fn();
    };
    const onData = (chunk: Buffer) => {
      const newline = chunk.indexOf(10);
      chunks.push(newline === -1 ? chunk : chunk.subarray(0, newline));
      size += chunk.length;
      if (newline !== -1)
        done(() => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch {
            reject(new Error('the request is not JSON'));
          }
        });
      else if (size > limit)
        done(() => reject(new Error(`the request is over ${limit / 1024 / 1024} MB`)));
    };
    const onEnd = () => done(() => reject(new Error('the connection closed before a full line')));
    socket.on('data', onData);
    socket.on('end', onEnd);
    socket.on('error', reject);
  });
}

function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // The socket file takes its mode from the umask at bind(2): create it 0600 from the start,
    // so there is no moment in which another user could connect. bind runs synchronously here.
    const umask = process.umask(0o177);
    try {
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      process.umask(umask);
    }
  });
}

export interface ControlServer {
  socketPath: string;
  /** Stops accepting, lets commands in flight answer, removes the socket file. */
  close(): Promise<void>;
}

/**
 * Listens on `socketPath`. The caller holds the DATA_DIR lock, so a file already there was left
 * by a crash (the lock, not the file, says who runs) and is replaced.
 */
export async function startControlServer(
  socketPath: string,
  handle: (request: unknown) => Promise<ControlAnswer>,
): Promise<ControlServer> {
  if (process.platform !== 'win32') rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.on('error', () => socket.destroy());
    // A client that connects and says nothing must not hold a graceful stop.
    socket.setTimeout(REQUEST_IDLE_MS, () => socket.destroy());
    readLine(socket, MAX_REQUEST_BYTES)
      .then(
        (request) => {
          socket.setTimeout(0);
          return handle(request);
        },
        (err: Error) => ({ ok: false, error: err.message }) as const,
      )
      .then((answer) => socket.end(JSON.stringify(answer) + '\n'));
  });
  await listen(server, socketPath);
  if (process.platform !== 'win32') chmodSync(socketPath, 0o600);
  return {
    socketPath,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Sends one request to the running shop and returns its answer. */
export function sendControlRequest(
  socketPath: string,
  request: ControlRequest,
): Promise<ControlAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let connected = false;
    socket.on('connect', () => {
      connected = true;
      socket.write(JSON.stringify(request) + '\n');
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (connected)
        return reject(new ControlSocketError(`the shop's answer was cut short: ${err.message}`));
      if (err.code === 'EACCES' || err.code === 'EPERM')
        return reject(
          new ControlSocketError(
            `permission denied on ${socketPath}: only the data directory's owner may send commands to the running shop`,
          ),
        );
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED')
        return reject(new ControlSocketError(`nothing answers on ${socketPath}`, true));
      reject(new ControlSocketError(`cannot reach the shop on ${socketPath}: ${err.message}`));
    });
    readLine(socket, MAX_REQUEST_BYTES).then(
      (answer) => resolve(answer as ControlAnswer),
      () => {
        if (connected)
          reject(
            new ControlSocketError(
              'the shop closed the connection before answering; the command may or may not have run (see the shop log)',
            ),
          );
      },
    );
  });
}
