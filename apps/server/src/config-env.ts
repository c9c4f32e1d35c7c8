import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';

// Readers of one environment variable each, for loadConfig (config.ts): each gives the value in
// its type, or the fallback when unset, or throws a ConfigError naming the variable.

/** A setting the shop cannot start with; the message names the variable and the problem. */
export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

export function fail(name: string, problem: string): never {
  throw new ConfigError(`${name}: ${problem}`);
}

export function port(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    fail(name, `must be a port number 0-65535, got "${raw}"`);
  return n;
}

export function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  return fail(name, `must be 1 or 0, got "${raw}"`);
}

export function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return fail(name, 'is not a valid URL');
  }
  if (!protocols.includes(parsed.protocol)) fail(name, `must start with ${protocols.join(' or ')}`);
  return raw;
}

export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/** A URL's host names this machine: localhost, 127.x.x.x or [::1]. */
export function isLoopbackUrl(raw: string): boolean {
  return isLoopbackHost(new URL(raw).hostname.replace(/^\[(.*)\]$/, '$1'));
}

export function addressList(env: Env, name: string): Set<string> {
  const list = (env[name] ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  for (const a of list) if (!isIP(a)) fail(name, `"${a}" is not an IP address`);
  return new Set(list);
}

export function wholeNumber(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    fail(name, `must be a whole number ${min}-${max}, got "${raw}"`);
  return n;
}

export const positiveInt = (env: Env, name: string, fallback: number, max: number) =>
  wholeNumber(env, name, fallback, 1, max);

export function pemFile(env: Env, name: string): Buffer | null {
  const file = env[name];
  if (!file) return null;
  try {
    return readFileSync(file);
  } catch {
    return fail(name, `cannot read ${file}`);
  }
}
