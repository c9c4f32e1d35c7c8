/**
 * One process owns an embedded database (DESIGN §2): whoever opens the PGlite files under
 * DATA_DIR first holds this lock, and the operating system drops it when that process dies, so
 * a crash or `kill -9` never leaves a stale lock behind.
 *
 * Node has no flock(2). The lock is a listening local socket instead:
 * - Linux: a socket in the abstract namespace, named after the real path of DATA_DIR. bind(2)
 *   is atomic (EADDRINUSE means held) and the name vanishes with the last descriptor, that is
 *   with the process. No file is left behind. Abstract names are per network namespace: two
 *   containers sharing DATA_DIR but not their network namespace do not see each other's lock.
 * - Windows: a named pipe with the same name; released by the system as well (untested here).
 * - Other systems (macOS, BSD): a socket file `DATA_DIR/shop.lock`. A file outlives a crash,
 *   so a bound file is probed with a connect: refused means its owner died, and the file is
 *   replaced. Two processes that start within the same instant after a crash could both
 *   judge it stale; a rare race we accept there.
 *
 * A client that connects is told who holds the lock (pid and role), for a clear refusal.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export type LockRole = 'server' | 'command';

export interface LockHolder {
  /** null when the holder did not say in time (busy), though it is alive. */
  pid: number | null;
  role: LockRole | null;
}

export interface DataDirLock {
  dataDir: string;
  release(): Promise<void>;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const who = holder.pid === null ? '' : ` (pid ${holder.pid})`;
    super(
      holder.role === 'command'
        ? `A shop command${who} is using data directory ${dataDir}; wait for it to finish or use another DATA_DIR.`
        : `Another shop${who} is already running on data directory ${dataDir}; stop it or use another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export type LockKind = 'abstract' | 'pipe' | 'file';

const HOLDER_ANSWER_MS = 2_000;

function defaultKind(): LockKind {
  if (process.platform === 'linux') return 'abstract';
  return process.platform === 'win32' ? 'pipe' : 'file';
}

export function lockAddress(realDir: string, kind: LockKind = defaultKind()): string {
  const id = createHash('sha256').update(realDir).digest('hex').slice(0, 32);
  if (kind === 'abstract') return `\0gacha-shop-data-dir-${id}`;
  if (kind === 'pipe') return `\\\\.\\pipe\\gacha-shop-data-dir-${id}`;
  return path.join(realDir, 'shop.lock');
}

/** The absolute, symlink-free DATA_DIR: `./data` and `/srv/shop/data` must name one lock. */
export function realDataDir(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  return realpathSync(dataDir);
}

function bind(server: net.Server, address: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (err.code === 'EADDRINUSE') resolve(false);
      else reject(err);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(true);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(address);
  });
}

/** Who holds the lock at `address`; null when nobody listens there (a stale file). */
function askHolder(address: string): Promise<LockHolder | null> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let text = '';
    let connected = false;
    const answer = (holder: LockHolder | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(holder);
    };
    const timer = setTimeout(() => answer({ pid: null, role: null }), HOLDER_ANSWER_MS);
    socket.setEncoding('utf8');
    socket.on('connect', () => (connected = true));
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => answer(parseHolder(text)));
    socket.on('error', () => answer(connected ? { pid: null, role: null } : null));
  });
}

function parseHolder(text: string): LockHolder {
  try {
    const { pid, role } = JSON.parse(text) as { pid?: unknown; role?: unknown };
    return {
      pid: Number.isInteger(pid) ? (pid as number) : null,
      role: role === 'server' || role === 'command' ? role : null,
    };
  } catch {
    return { pid: null, role: null };
  }
}

/**
 * Takes the lock on `dataDir` for this process, or throws DataDirLockedError naming the holder.
 * `kind` is for tests of the other systems' variant; production takes the platform's.
 */
export async function lockDataDir(
  dataDir: string,
  role: LockRole,
  kind: LockKind = defaultKind(),
): Promise<DataDirLock> {
  const realDir = realDataDir(dataDir);
  const address = lockAddress(realDir, kind);
  const server = net.createServer((socket) => {
    // A client that hangs up before the answer is written (EPIPE, ECONNRESET) is its own loss:
    // unheard, the error would end the shop or the command holding the lock.
    socket.on('error', () => socket.destroy());
    socket.end(JSON.stringify({ pid: process.pid, role }));
  });
  // The lock must not keep a finished command alive; a server has its HTTP listener for that.
  server.unref();
  // Two rounds: a holder may die between our bind and our question, freeing the name.
  for (let round = 0; round < 2; round++) {
    if (await bind(server, address)) {
      // Once bound, a failed accept (EMFILE under a flood) must not end the holder either.
      server.on('error', () => {});
      return {
        dataDir: realDir,
        release: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    }
    const holder = await askHolder(address);
    if (holder) throw new DataDirLockedError(realDir, holder);
    if (kind === 'file') rmSync(address, { force: true });
  }
  throw new DataDirLockedError(realDir, { pid: null, role: null });
}
