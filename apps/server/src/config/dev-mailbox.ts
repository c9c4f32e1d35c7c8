import { isLoopbackHost, isLoopbackUrl } from './loopback.ts';
import { fail } from './read-env.ts';
import { describeTrustProxy, trustsAProxy, type TrustProxy } from './trust-proxy.ts';

/**
 * The dev mailbox holds every outbound mail, credentials included, so it is on only where no
 * reverse proxy can reach it: no relay, HOST on loopback, no proxy trusted and PUBLIC_URL on
 * loopback (a public URL means something in front of the shop forwards to it). DEV_MAILBOX=1
 * turns it on anyway, on purpose; the route still refuses every forwarded request
 * (modules/outbox/routes.ts), so forcing never serves it through a proxy that says it is one.
 */
export function devMailbox(s: {
  smtpUrl: string | null;
  host: string;
  publicUrl: string;
  trustProxy: TrustProxy;
  forced: boolean;
}): { on: boolean; reason: string } {
  if (s.smtpUrl) return { on: false, reason: 'SMTP_URL is set, mail goes to the relay' };
  if (s.forced)
    return { on: true, reason: 'DEV_MAILBOX=1; requests that came through a proxy are refused' };
  // Outbound mail (credentials included) would sit in the dev mailbox on a public address.
  if (!isLoopbackHost(s.host))
    fail(
      'SMTP_URL',
      `is required when HOST (${s.host}) is not a loopback address, or outbound mail (credentials included) would sit in the dev mailbox; set SMTP_URL, or DEV_MAILBOX=1 on purpose`,
    );
  const undelivered =
    'outbound mail is stored, not sent: set SMTP_URL (or DEV_MAILBOX=1 to read it without the proxy)';
  if (trustsAProxy(s.trustProxy))
    return {
      on: false,
      reason: `TRUST_PROXY=${describeTrustProxy(s.trustProxy)} says a proxy reaches the shop; ${undelivered}`,
    };
  if (!isLoopbackUrl(s.publicUrl))
    return {
      on: false,
      reason: `PUBLIC_URL (${s.publicUrl}) is not on loopback, so a proxy reaches the shop; ${undelivered}`,
    };
  return { on: true, reason: 'SMTP_URL is unset and HOST and PUBLIC_URL are on loopback' };
}
