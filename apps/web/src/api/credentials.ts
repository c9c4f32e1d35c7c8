import type { Access } from '@shop/contract/operation';

/**
 * Which credentials a call carries, read from its operation's access in the contract (never
 * from words in its path).
 *
 * The seller's session goes only where the server reads it: a buyer's call (by a mail token) or
 * any other public one never carries it, so a seller who opens an expired buyer link on a
 * signed-in device is not signed out by its 401.
 */
const SESSION_ACCESS: ReadonlySet<Access> = new Set<Access>([
  'optional-roller',
  'roller',
  'owner',
  'roller-or-sub-roller',
]);

/**
 * SPEC §6 client-side gate: what never answers without credentials. While signed out (and with
 * no sub-roller token) such a call is answered locally with 404 instead of reaching the
 * network, so anonymous visitors never trigger (or see) back-office requests.
 */
const CREDENTIAL_ACCESS: ReadonlySet<Access> = new Set<Access>([
  'roller',
  'owner',
  'roller-or-sub-roller',
  'sub-roller',
]);

export const sendsSession = (access: Access): boolean => SESSION_ACCESS.has(access);
export const needsCredentials = (access: Access): boolean => CREDENTIAL_ACCESS.has(access);
