import { randomBytes } from 'node:crypto';
import {
  PASSWORD_MIN,
  ROLLER_CODE_MAX,
  ROLLER_CODE_PATTERN,
  type LoginData,
  type RollerProfile,
} from '@shop/contract';
import { errors } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import {
  ATTEMPT_WINDOW_SECONDS,
  loginKeys,
  passwordChangeKey,
  planLogin,
  planPasswordChange,
} from './attempts.ts';
import type { AuthRepo } from './repo.ts';
import { clientKey } from '../../lib/client-key.ts';

export const SESSION_IDLE_DAYS = 30;
// Refreshing last_used_at on every request would turn every read into a write.
const TOUCH_AFTER_MS = 60_000;

export interface AuthedRoller {
  id: number;
  code: string;
  name: string;
  email: string | null;
  /** The shop's owner (DESIGN §5): manages sellers, sees every order and dispute, arbitrates. */
  isOwner: boolean;
  tokenHash: string;
}

/** A sub-roller as its token authenticates it (the sub-rollers module finds it by the token). */
export interface AuthedSubRoller {
  id: number;
  roller_id: number;
  roller_code: string;
  sub_code: string;
  /** When the code was (re)created: its holder reads mail received from then on only. */
  created_at: Date;
}

const toProfile = (r: {
  code: string;
  name: string;
  email: string | null;
  isOwner: boolean;
}): RollerProfile => ({ code: r.code, name: r.name, email: r.email, is_owner: r.isOwner });

export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

function checkPasswordStrength(password: string, field: string): void {
  if (password.length < PASSWORD_MIN) throw errors.passwordTooShort(field);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createAuthService(
  repo: AuthRepo,
  events: EventBus,
  {
    sleep = wait,
    clock = systemClock,
  }: { sleep?: (ms: number) => Promise<void>; clock?: Clock } = {},
) {
  return {
    async login(input: { code: string; password: string; ip: string }): Promise<LoginData> {
      const code = input.code.trim().toLowerCase();
      const keys = loginKeys(code, clientKey(input.ip));
      const now = clock().getTime();
      const { rows, waitMs } = await repo.reserve(
        keys.address,
        Object.values(keys),
        new Date(now),
        ATTEMPT_WINDOW_SECONDS,
        (counts) => planLogin(keys, counts, now),
      );
      if (waitMs > 0) await sleep(waitMs);
      const roller = await repo.findRollerByCode(code);
      const ok = await verifyPassword(roller?.password_hash ?? (await decoyHash()), input.password);
      // A failure keeps its reservation: the rows are the record of the failure.
      if (!roller || !ok) throw errors.invalidCredentials();
      // Only this attempt's rows go: earlier failures, on the code or from the address, still
      // count, so one success from behind a shared address does not reset a guesser's budget.
      await repo.release(rows);
      // Said only to whoever knows the password: a guesser learns nothing from it.
      if (roller.disabled_at) throw errors.rollerDisabled();
      const token = newToken();
      await repo.insertSession(roller.id, hashToken(token), clock());
      return { token, roller: toProfile({ ...roller, isOwner: roller.is_owner }) };
    },

    async authenticate(token: string): Promise<AuthedRoller> {
      const tokenHash = hashToken(token);
      const now = clock();
      const row = await repo.findSessionRoller(tokenHash, SESSION_IDLE_DAYS, now);
      if (!row) throw errors.sessionExpired();
      if (now.getTime() - row.last_used_at.getTime() > TOUCH_AFTER_MS)
        await repo.touchSession(row.session_id, now);
      return {
        id: row.id,
        code: row.code,
        name: row.name,
        email: row.email,
        isOwner: row.is_owner,
        tokenHash,
      };
    },

    profile: (roller: AuthedRoller): RollerProfile => toProfile(roller),

    logout: (roller: AuthedRoller) => repo.deleteSession(roller.tokenHash),

    /** Throttled like login: the guess is reserved per roller before the check (attempts.ts). */
    async changePassword(roller: AuthedRoller, current: string, next: string): Promise<void> {
      const key = passwordChangeKey(roller.id);
      const now = clock().getTime();
      const { rows } = await repo.reserve(key, [key], new Date(now), ATTEMPT_WINDOW_SECONDS, (c) =>
        planPasswordChange(key, c, now),
      );
      const row = await repo.findRollerById(roller.id);
      if (!row || !(await verifyPassword(row.password_hash, current))) {
        throw errors.currentPasswordWrong();
      }
      // Only guesses count: the right password gives its reservation back.
      await repo.release(rows);
      if (current === next) throw errors.passwordUnchanged();
      await repo.updateRoller(roller.id, { password_hash: await hashPassword(next) });
      await repo.deleteSessionsOfRoller(roller.id, roller.tokenHash);
      events.emit('roller.password_changed', { rollerId: roller.id });
    },

    findRoller: (code: string) => repo.findRollerByCode(code.trim().toLowerCase()),

    /**
     * A new roller (the operator's command, the owner's Sellers page); returns the password,
     * generated when none is given. As the owner (`owner`), it takes over from the previous one.
     */
    async createRoller(input: { code: string; name: string; password?: string; owner?: boolean }) {
      const code = input.code.trim().toLowerCase();
      if (!new RegExp(ROLLER_CODE_PATTERN).test(code) || code.length > ROLLER_CODE_MAX)
        throw errors.rollerCodeInvalid();
      if (await repo.findRollerByCode(code)) throw errors.rollerCodeTaken(code);
      const password = input.password ?? generatePassword();
      checkPasswordStrength(password, 'password');
      const inserted = await repo.insertRoller(
        { code, name: input.name.trim() || code, password_hash: await hashPassword(password) },
        { owner: input.owner === true },
      );
      if (!inserted) throw errors.rollerCodeTaken(code);
      return { id: inserted.row.id, code, password, previousOwner: inserted.previousOwner };
    },

    /**
     * Operator command: `code` becomes the shop's owner, and whoever was stops being it, in one
     * transaction. Answers who was before and whether the roller had to be enabled again.
     */
    async setOwner(rawCode: string) {
      const code = rawCode.trim().toLowerCase();
      const row = await repo.findRollerByCode(code);
      if (!row) throw errors.rollerNotFound(code);
      if (row.is_owner) return { code, previous: code, enabled: false };
      const { previous } = await repo.setOwner(row.id);
      return { code, previous, enabled: row.disabled_at !== null };
    },

    /** The shop owner's code; null while the shop has none. */
    ownerCode: () => repo.ownerCode(),

    /**
     * Disables a roller (they cannot sign in, and every session of theirs ends) or enables them
     * again. The owner cannot be disabled.
     */
    async setDisabled(rollerId: number, disabled: boolean): Promise<void> {
      const row = await repo.findRollerById(rollerId);
      if (!row) throw errors.sellerNotFound();
      if (disabled && row.is_owner) throw errors.ownerCannotDisableSelf();
      if (!(await repo.setDisabled(rollerId, disabled))) throw errors.ownerCannotDisableSelf();
    },

    /** Operator command: a fresh generated password; every session of the roller ends. */
    async resetPassword(rawCode: string) {
      const code = rawCode.trim().toLowerCase();
      const row = await repo.findRollerByCode(code);
      if (!row) throw errors.rollerNotFound(code);
      const password = generatePassword();
      await repo.updateRoller(row.id, { password_hash: await hashPassword(password) });
      await repo.deleteSessionsOfRoller(row.id);
      return { code, password };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
