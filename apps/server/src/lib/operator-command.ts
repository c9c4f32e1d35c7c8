import type { Services } from '../services.ts';

/**
 * The shape of an operator command (`npm run shop -- ...`). The operator module declares the
 * table and runs it; a module that owns a setting contributes its own commands in this shape.
 */
export type CommandArgs = Record<string, string | undefined>;

export interface CommandOption {
  /** Commander flags, e.g. `--code <code>`; the argument's key is the long name. */
  flags: string;
  description: string;
  required?: boolean;
}

export interface OperatorCommand {
  /** Words after `shop`: group and verb, e.g. `roller create`, or one word, e.g. `backup`. */
  name: string;
  /** False when the command must see the database as it is (a backup before an upgrade). */
  migrates?: boolean;
  description: string;
  /** A positional argument, e.g. `<file>`, stored under `key`. */
  argument?: { key: string; description: string };
  options: CommandOption[];
  /** Runs in the caller's process: reads what only the caller can see (its files, its cwd). */
  prepare?(args: CommandArgs): CommandArgs;
  run(services: Services, args: CommandArgs): Promise<string>;
}
