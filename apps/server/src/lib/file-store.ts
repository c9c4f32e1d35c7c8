import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Where uploaded and cached files live. The local-disk store is the default; any other store
 * (an S3-compatible bucket) implements the same calls.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Resolves when files can be stored now (health); throws why not. */
  probe(): Promise<void>;
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Age in milliseconds, or null when the key is absent. */
  age(key: string): Promise<number | null>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;
/**
 * Where every write starts, below the root so a rename into place stays on one file system.
 * Keys start with a letter or digit, so no key reaches it.
 */
const INCOMING = '.incoming';
/**
 * A write here lives for one in-memory buffer written and renamed (a probe: written and
 * unlinked, given up after 3 s); one older than this was left by a process killed mid-write, and
 * would stay forever.
 */
export const STALE_WRITE_MS = 10 * 60_000;

/** Removes writes that never finished, this process's or another instance's sharing the root. */
async function removeStaleWrites(incoming: string): Promise<void> {
  const names = await readdir(incoming);
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(incoming, name);
      try {
        if (Date.now() - (await stat(file)).mtimeMs > STALE_WRITE_MS)
          await rm(file, { force: true });
      } catch (err) {
        // Its own write renamed or removed it meanwhile.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }),
  );
}

export function createDiskStore(root: string): FileStore {
  const file = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key ${key}`);
    return path.join(root, key);
  };
  const incoming = path.join(root, INCOMING);
  // Its own name per write, since instances may share the folder.
  const incomingFile = async (suffix: string) => {
    await mkdir(incoming, { recursive: true });
    return path.join(incoming, `${randomBytes(6).toString('hex')}.${suffix}`);
  };
  return {
    kind: 'disk',
    async probe() {
      // A real write, not a permission check: a full disk or a read-only mount fails it too.
      const probe = await incomingFile('probe');
      await writeFile(probe, 'ok');
      await unlink(probe);
      // The folder holds only writes in flight: a cheap listing. Not a reason to report the
      // store down: the write above worked, and the next check tries again.
      await removeStaleWrites(incoming).catch(() => {});
    },
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file, and a write cut short stays in
      // the incoming folder, where the probe's sweep finds it.
      const temp = await incomingFile('tmp');
      try {
        await writeFile(temp, body);
        await rename(temp, target);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async age(key) {
      try {
        return Date.now() - (await stat(file(key))).mtimeMs;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}
