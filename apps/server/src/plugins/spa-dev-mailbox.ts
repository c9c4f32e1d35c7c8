import type { FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../config/loopback.ts';
import { cameThroughProxy } from '../modules/outbox/routes.ts';

/**
 * Marks a page for the web app's footer, which then links to the dev mailbox
 * (apps/web/src/features/shop-policies/components/site-footer.tsx). In the page itself, so the
 * footer asks the server nothing on any page.
 */
export const DEV_MAILBOX_META = '<meta name="shop-dev-mailbox" content="/dev/mailbox">';

/** 127.x.x.x, ::1, or an IPv4 loopback address as IPv6 shows it (::ffff:127.0.0.1). */
function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return isLoopbackHost(address.replace(/^::ffff:(?=\d+\.)/i, ''));
}

/**
 * Whether a page points its visitor to the dev mailbox: only while it is on, and only for a
 * visitor on the shop's own machine. A request a proxy forwarded (even from loopback) is the
 * public's, and the mailbox refuses it anyway (modules/outbox/routes.ts); with DEV_MAILBOX=1 on
 * a LAN address, other machines may open the mailbox but are not shown the way to it.
 */
export function showsDevMailbox(
  req: Pick<FastifyRequest, 'headers' | 'socket'>,
  devMailbox: boolean,
): boolean {
  return devMailbox && !cameThroughProxy(req) && isLoopbackAddress(req.socket.remoteAddress);
}

export function withDevMailboxMeta(html: string): string {
  return html.replace('</head>', () => `${DEV_MAILBOX_META}</head>`);
}
