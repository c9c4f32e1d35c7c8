import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { RealtimeEventName } from '@shop/contract';
import { derivedToken } from '../../lib/tokens.ts';

export interface SseEvent {
  event: RealtimeEventName;
  data: unknown;
}

/** The origin of an app listening on a free loopback port. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export async function ticketFor(
  app: FastifyInstance,
  auth: Record<string, string>,
  channel: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/realtime/auth',
    headers: auth,
    payload: { channel },
  });
  if (res.statusCode !== 200) throw new Error(`ticket refused: ${res.body}`);
  return (res.json() as { data: { ticket: string } }).data.ticket;
}

/** A buyer's ticket for the buyer channel, from their mail access token. */
export async function buyerTicketFor(app: FastifyInstance, token: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/realtime/buyer-auth',
    payload: { token },
  });
  if (res.statusCode !== 200) throw new Error(`buyer ticket refused: ${res.body}`);
  return (res.json() as { data: { ticket: string } }).data.ticket;
}

/**
 * A real HTTP client on the event stream: frames are parsed as they arrive, and `next` waits
 * for the next one up to a deadline.
 */
export async function openStream(origin: string, ticket: string) {
  const controller = new AbortController();
  const res = await fetch(`${origin}/api/realtime?ticket=${encodeURIComponent(ticket)}`, {
    headers: { 'accept-encoding': 'gzip, br' },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let wake: (() => void) | null = null;
  let ended = false;
  const pump = async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith(':')) comments.push(block.slice(1).trim());
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) events.push({ event: event as RealtimeEventName, data: JSON.parse(data!) });
          wake?.();
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true;
      wake?.();
    }
  };
  void pump();
  let read = 0;
  return {
    res,
    comments,
    /** The next event, or a failure after `ms`. */
    async next(ms = 1000): Promise<SseEvent> {
      const deadline = Date.now() + ms;
      while (read >= events.length) {
        if (ended) throw new Error('stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${ms} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
      return events[read++]!;
    },
    /** Resolves when the server has ended the stream. */
    async ended(ms = 1000) {
      const deadline = Date.now() + ms;
      while (!ended && Date.now() < deadline)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, deadline - Date.now());
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      return ended;
    },
    close: () => controller.abort(),
  };
}

/**
 * A ticket whose body is any JSON, signed as tickets.ts signs: what only a holder of
 * SECRET_KEY could make, to show that a good signature over bad claims is still refused.
 */
export function signedTicketBody(secretKey: Buffer, claims: unknown): string {
  const key = Buffer.from(derivedToken(secretKey, 'realtime-ticket-key', 1), 'base64url');
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}
