/**
 * The server's side of DESIGN §2 "one process owns an embedded database": hold the DATA_DIR
 * lock for the whole life of the process and run the operator commands that arrive on the
 * control socket with the shop's own services, so their effect is visible at once.
 */
import { AppError } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import { controlSocketPath, startControlServer, type ControlAnswer } from './control-socket.ts';
import { lockDataDir, realDataDir } from './data-dir-lock.ts';
import { resolveCommand } from './operator-commands.ts';

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DataDirOwner {
  socketPath: string;
  /** Commands that arrived during start-up wait for this. */
  serve(services: Services, log: Log): void;
  /** Stops taking commands; those in flight answer first. */
  stopCommands(): Promise<void>;
  /** Last, after the database is closed. */
  release(): Promise<void>;
}

async function answer(services: Services, log: Log, request: unknown): Promise<ControlAnswer> {
  try {
    const { command, args } = resolveCommand(request);
    const output = await command.run(services, args);
    // The arguments stay out of the log: they may hold a password.
    log.info({ command: command.name }, 'operator command done');
    return { ok: true, output };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, error: err.message };
    log.error({ err }, 'operator command failed');
    return {
      ok: false,
      error: `the shop failed to run it (${(err as Error).message}); see its log`,
    };
  }
}

/**
 * Takes DATA_DIR before the database is opened; throws DataDirLockedError when another process
 * has it, ControlSocketError when DATA_DIR is too long for a socket path.
 */
export async function ownDataDir(dataDir: string): Promise<DataDirOwner> {
  const realDir = realDataDir(dataDir);
  const socketPath = controlSocketPath(realDir);
  const lock = await lockDataDir(realDir, 'server');
  let ready!: (runtime: { services: Services; log: Log }) => void;
  const runtime = new Promise<{ services: Services; log: Log }>((resolve) => (ready = resolve));
  try {
    const control = await startControlServer(socketPath, async (request) => {
      const { services, log } = await runtime;
      return answer(services, log, request);
    });
    return {
      socketPath,
      serve: (services, log) => ready({ services, log }),
      stopCommands: () => control.close(),
      release: () => lock.release(),
    };
  } catch (err) {
    await lock.release();
    throw err;
  }
}
