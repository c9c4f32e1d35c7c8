import { isIP } from 'node:net';

/** A host name or address of this machine: localhost, 127.x.x.x or ::1. */
export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/** A URL's host names this machine: localhost, 127.x.x.x or [::1]. */
export function isLoopbackUrl(raw: string): boolean {
  return isLoopbackHost(new URL(raw).hostname.replace(/^\[(.*)\]$/, '$1'));
}
