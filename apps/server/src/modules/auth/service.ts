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
import type { AuthRepo } from './repo.ts';

export const LOGIN_WINDOW_SECONDS = 60;
/** Failures one address may make in the window, whatever the codes. */
export const LOGIN_MAX_FAILURES = 10;
/**
 * Failures on one code, from any addresses, that mark it as under attack. From then on an
 * address that has failed on it is refused, and an address that has not is only slowed down:
 * the right password from a clean address always gets in.
 */
export const CODE_ATTACK_FAILURES = 10;
export const CODE_ATTACK_DELAY_MS = 1000;
export const SESSION_IDLE_DAYS = 30;
// Refreshing last_used_at on every request would turn every read into a write.
const TOUCH_AFTER_MS = 60_000;

export interface AuthedRoller {
  id: number;
  code: string;
  name: string;
  email: string | null;
  tokenHash: string;
}

const toProfile = (r: { code: string; name: string; email: string | null }): RollerProfile => ({
  code: r.code,
  name: r.name,
  email: r.email,
});

export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

function checkPasswordStrength(password: string, field: string): void {
  if (password.length < PASSWORD_MIN) throw errors.passwordTooShort(field);
}

const failureKeys = (code: string, ip: string) => ({
  address: `ip:${ip}`,
  code: `code:${code}`,
  codeFromAddress: `code-ip:${code}@${ip}`,
});

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createAuthService(
  repo: AuthRepo,
  events: EventBus,
  { sleep = wait }: { sleep?: (ms: number) => Promise<void> } = {},
) {
  /** Refuses or slows an attempt by the failures of the window (see CODE_ATTACK_FAILURES). */
  async function guardRate(keys: ReturnType<typeof failureKeys>): Promise<void> {
    const rows = await repo.recentFailures(Object.values(keys), LOGIN_WINDOW_SECONDS);
    const of = (key: string) => rows.find((r) => r.key === key);
    const refuse = (oldest: number) =>
      errors.rateLimited(Math.max(1, Math.ceil(oldest + LOGIN_WINDOW_SECONDS - Date.now() / 1000)));
    const address = of(keys.address);
    if (address && address.count >= LOGIN_MAX_FAILURES) throw refuse(address.oldest);
    if ((of(keys.code)?.count ?? 0) < CODE_ATTACK_FAILURES) return;
    const failedHere = of(keys.codeFromAddress);
    if (failedHere) throw refuse(failedHere.oldest);
    await sleep(CODE_ATTACK_DELAY_MS);
  }

  return {
    async login(input: { code: string; password: string; ip: string }): Promise<LoginData> {
      const code = input.code.trim().toLowerCase();
      const keys = failureKeys(code, input.ip);
      await guardRate(keys);
      const roller = await repo.findRollerByCode(code);
      const ok = await verifyPassword(roller?.password_hash ?? (await decoyHash()), input.password);
      if (!roller || !ok) {
        await repo.recordFailure(Object.values(keys), LOGIN_WINDOW_SECONDS);
        throw errors.invalidCredentials();
      }
      // The code's count stays: one success does not end an attack on it from elsewhere.
      await repo.clearFailures(keys.codeFromAddress);
      const token = newToken();
      await repo.insertSession(roller.id, hashToken(token));
      return { token, roller: toProfile(roller) };
    },

    async authenticate(token: string): Promise<AuthedRoller> {
      const tokenHash = hashToken(token);
      const row = await repo.findSessionRoller(tokenHash, SESSION_IDLE_DAYS);
      if (!row) throw errors.sessionExpired();
      if (Date.now() - row.last_used_at.getTime() > TOUCH_AFTER_MS)
        await repo.touchSession(row.session_id);
      return { id: row.id, code: row.code, name: row.name, email: row.email, tokenHash };
    },

    profile: (roller: AuthedRoller): RollerProfile => toProfile(roller),

    logout: (roller: AuthedRoller) => repo.deleteSession(roller.tokenHash),

    async changePassword(roller: AuthedRoller, current: string, next: string): Promise<void> {
      const row = await repo.findRollerById(roller.id);
      if (!row || !(await verifyPassword(row.password_hash, current))) {
        throw errors.currentPasswordWrong();
      }
      if (current === next) throw errors.passwordUnchanged();
      await repo.updateRoller(roller.id, { password_hash: await hashPassword(next) });
      await repo.deleteSessionsOfRoller(roller.id, roller.tokenHash);
      events.emit('roller.password_changed', { rollerId: roller.id });
    },

    findRoller: (code: string) => repo.findRollerByCode(code.trim().toLowerCase()),

    /** Operator command: a new roller; returns the password (generated when none is given). */
    async createRoller(input: { code: string; name: string; password?: string }) {
      const code = input.code.trim().toLowerCase();
      if (!new RegExp(ROLLER_CODE_PATTERN).test(code) || code.length > ROLLER_CODE_MAX)
        throw errors.rollerCodeInvalid();
      if (await repo.findRollerByCode(code)) throw errors.rollerCodeTaken(code);
      const password = input.password ?? generatePassword();
      checkPasswordStrength(password, 'password');
      await repo.insertRoller({
        code,
        name: input.name.trim() || code,
        password_hash: await hashPassword(password),
      });
      return { code, password };
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
