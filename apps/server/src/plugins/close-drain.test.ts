import { request, Agent, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installCloseDrain } from './close-drain.ts';
import { envelopeOptions, installErrorEnvelope } from './error-envelope.ts';
import { signal } from '../../test/signal.ts';

/** Short, so the test of a stalled upload does not wait the real grace. */
const GRACE_MS = 300;

/**
 * A server with the drain and two routes held open until `release`: `/answer` has not begun
 * its answer, `/download` has sent its headers and first chunk. Options as in app.ts.
 */
async function heldServer({ holdClose }: { holdClose?: Promise<void> } = {}) {
  const app = Fastify({
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    ...envelopeOptions,
  });
  installErrorEnvelope(app);
  installCloseDrain(app, { incompleteGraceMs: GRACE_MS });
  // Stands for the security headers' hook: every answer, errors included, passes onSend.
  app.addHook('onSend', async (_req, reply) => {
    void reply.header('x-passed-on-send', 'yes');
  });
  const closing = signal();
  // Hooks run in order: when this one runs, the drain has seen every request in flight.
  app.addHook('preClose', async () => {
    closing.resolve();
    await holdClose;
  });
  const arrived = signal();
  const release = signal();
  app.get('/answer', async () => {
    arrived.resolve();
    await release.promise;
    return { ok: true };
  });
  app.get('/download', (_req, reply) => {
    const body = new Readable({ read() {} });
    body.push('first ');
    void release.promise.then(() => {
      body.push('last');
      body.push(null);
    });
    arrived.resolve();
    return reply.type('text/plain').send(body);
  });
  app.post('/upload', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    port,
    arrived: arrived.promise,
    closing: closing.promise,
    release: release.resolve,
  };
}

/** GET on a keep-alive connection: the answer with its body, and the client's socket. */
function get(port: number, path: string, agent: Agent) {
  return new Promise<{ res: IncomingMessage; body: Promise<string>; closed: Promise<void> }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
        const closed = new Promise<void>((r) => res.socket.once('close', () => r()));
        const body = (async () => {
          let text = '';
          for await (const chunk of res) text += String(chunk);
          return text;
        })();
        resolve({ res, body, closed });
      });
      req.on('error', reject);
      req.end();
    },
  );
}

let agent: Agent;
afterEach(() => agent.destroy());

describe('closing the server with a request in flight', () => {
  it('answers it with Connection: close, then ends the connection and finishes closing', async () => {
    const server = await heldServer();
    agent = new Agent({ keepAlive: true });
    const answer = get(server.port, '/answer', agent);
    await server.arrived;
    const closed = server.app.close();
    await server.closing;
    server.release();
    const { res, body, closed: socketClosed } = await answer;
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(await body)).toEqual({ ok: true });
    // Without the drain both wait for the keep-alive timeout (72 s).
    await socketClosed;
    await closed;
  });

  it('ends the connection of an answer already under way once it is sent', async () => {
    const server = await heldServer();
    agent = new Agent({ keepAlive: true });
    const download = await get(server.port, '/download', agent);
    expect(download.res.headers.connection).toBe('keep-alive');
    const closed = server.app.close();
    await server.closing;
    server.release();
    expect(await download.body).toBe('first last');
    await download.closed;
    await closed;
  });

  it('answers a request arriving while closing with 503 in the envelope, through onSend, and Connection: close', async () => {
    // The stop is held in its first step, before the listener closes: a new connection still
    // gets in, as one does between a stop's start and the listener closing.
    const hold = signal();
    const server = await heldServer({ holdClose: hold.promise });
    const closed = server.app.close();
    await server.closing;
    agent = new Agent({ keepAlive: true });
    const { res, body } = await get(server.port, '/answer', agent);
    hold.resolve();
    expect(res.statusCode).toBe(503);
    expect(res.headers.connection).toBe('close');
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['x-passed-on-send']).toBe('yes');
    expect(JSON.parse(await body)).toEqual({
      status: 'error',
      code: 'UNAVAILABLE',
      message: 'The shop is restarting; try again in a moment',
    });
    await closed;
  });

  it('cuts a request whose body is still arriving after the grace, and finishes closing', async () => {
    const server = await heldServer();
    const headRead = new Promise<void>((resolve) =>
      server.app.server.once('request', () => resolve()),
    );
    const socket = connect(server.port, '127.0.0.1');
    const cutOff = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => {});
    // A body of 40 bytes of which 16 arrive: the client stalls.
    socket.write(
      'POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 40\r\n\r\n{"username":"x",',
    );
    await headRead;
    const started = Date.now();
    await server.app.close();
    const took = Date.now() - started;
    await cutOff;
    expect(took).toBeGreaterThanOrEqual(GRACE_MS - 20);
    // Without the cut the close waits for the client: the request timeout, minutes.
    expect(took).toBeLessThan(GRACE_MS + 5000);
  });
});
