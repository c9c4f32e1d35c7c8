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
const PROBE_PREFIX = '.probe-';
/**
 * A probe file lives for one write and one unlink (health gives up on it after 3 s); one older
 * than this was left by a process killed mid-probe, and would stay forever.
 */
export const STALE_PROBE_MS = 60_000;

/** Removes the probe files of probes that never finished, here or in an instance sharing root. */
async function removeStaleProbes(root: string): Promise<void> {
  const names = (await readdir(root)).filter((n) => n.startsWith(PROBE_PREFIX));
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(root, name);
      try {
        if (Date.now() - (await stat(file)).mtimeMs > STALE_PROBE_MS)
          await rm(file, { force: true });
      } catch (err) {
        // Its own probe removed it meanwhile.
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
  return {
    kind: 'disk',
    async probe() {
      // A real write, not a permission check: a full disk or a read-only mount fails it too.
      // Its own name, since instances may share the folder.
      await mkdir(root, { recursive: true });
      const probe = path.join(root, `${PROBE_PREFIX}${randomBytes(6).toString('hex')}`);
      await writeFile(probe, 'ok');
      await unlink(probe);
      // The root holds only these and two folders (uploads/, proxy/): a cheap listing. Not a
      // reason to report the store down: the write above worked, and the next check tries again.
      await removeStaleProbes(root).catch(() => {});
    },
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, body);
      await rename(temp, target);
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
