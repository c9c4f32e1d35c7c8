import { isDatabaseUnavailable } from '../db/index.ts';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@shop/contract';
import { AppError } from '../lib/errors.ts';
import { MAX_PATH_SEGMENT } from '../lib/http.ts';
import { describeValidation } from '../lib/validation.ts';

interface Envelope {
  status: 'error';
  code: ErrorCode;
  message: string;
  field?: string;
}

const envelope = (code: ErrorCode, message: string, field?: string): Envelope => ({
  status: 'error',
  code,
  message,
  field,
});

/** Fastify's own failures before a handler runs, worded for a client and named by field. */
function describeFrameworkError(err: FastifyError, req: FastifyRequest): [number, Envelope] | null {
  const type = String(req.headers['content-type'] ?? '').split(';')[0] || 'none';
  switch (err.code) {
    case 'FST_ERR_BAD_URL':
      return [400, envelope('BAD_REQUEST', 'The address is not valid: check its percent-encoding')];
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return [414, envelope('URI_TOO_LONG', 'A path segment is too long')];
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return [
        415,
        envelope(
          'UNSUPPORTED_MEDIA_TYPE',
          `Content-Type ${type} is not accepted here; send application/json`,
          'body',
        ),
      ];
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return [400, envelope('VALIDATION_FAILED', 'The JSON body is empty; send an object', 'body')];
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return [400, envelope('VALIDATION_FAILED', 'The body is not valid JSON', 'body')];
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return [413, envelope('PAYLOAD_TOO_LARGE', 'The request body is too large', 'body')];
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return [400, envelope('BAD_REQUEST', 'Content-Length does not match the body')];
  }
  return null;
}

/** The one place an error becomes an HTTP answer: always the envelope of DESIGN §6. */
export function sendError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) {
    if (err.headers) void reply.headers(err.headers);
    return reply.status(err.httpStatus).send(envelope(err.code, err.message, err.field));
  }
  if (err.validation) {
    const { field, message } = describeValidation(
      err.validation,
      err.validationContext ?? 'request',
    );
    return reply.status(400).send(envelope('VALIDATION_FAILED', message, field));
  }
  const known = describeFrameworkError(err, req);
  if (known) return reply.status(known[0]).send(known[1]);
  if (isDatabaseUnavailable(err)) {
    req.log.warn({ err: err.message }, 'database unavailable');
    void reply.header('retry-after', '5');
    return reply
      .status(503)
      .send(
        envelope('UNAVAILABLE', 'The shop cannot reach its database right now; try again shortly'),
      );
  }
  const status = err.statusCode ?? 500;
  if (status >= 500) {
    req.log.error({ err }, 'request failed');
    return reply.status(500).send(envelope('INTERNAL', 'Something went wrong on our side'));
  }
  const code =
    status === 413
      ? 'PAYLOAD_TOO_LARGE'
      : status === 415
        ? 'UNSUPPORTED_MEDIA_TYPE'
        : 'BAD_REQUEST';
  return reply.status(status).send(envelope(code, err.message));
}

/**
 * DESIGN §9's headers for answers that never pass helmet's onRequest hook: framework errors
 * raised before routing and answers written on the raw socket. An error envelope loads nothing,
 * so its policy allows nothing.
 */
export const BARE_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const rawSecurityHeaders = Object.entries(BARE_SECURITY_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/** An answer written straight to a socket Fastify never turned into a request; then closed. */
function answerRaw(socket: Duplex, status: number, body: Envelope): void {
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        rawSecurityHeaders +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

/**
 * A request whose `Expect` is not 100-continue: Node keeps it from Fastify and, unless asked,
 * answers a bare 417 of its own. Answered here in the envelope, and the connection closed, as
 * the body the client may or may not send after it is never read.
 */
function expectationFailed(req: http.IncomingMessage, res: http.ServerResponse): void {
  const expect = String(req.headers.expect ?? '').slice(0, 100);
  const body = JSON.stringify(
    envelope(
      'EXPECTATION_FAILED',
      `Expect: ${expect} is not supported; send the request without it`,
      'expect',
    ),
  );
  res.writeHead(417, {
    'content-type': 'application/json; charset=utf-8',
    ...BARE_SECURITY_HEADERS,
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  res.end(body);
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers over the size limit,
 * a malformed request line): answered with the envelope on the raw socket.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (err.code === 'HPE_HEADER_OVERFLOW')
    return answerRaw(
      socket,
      431,
      envelope('HEADERS_TOO_LARGE', 'The request headers are too large'),
    );
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return answerRaw(
      socket,
      408,
      envelope('REQUEST_TIMEOUT', 'The request took too long to arrive'),
    );
  answerRaw(socket, 400, envelope('BAD_REQUEST', 'The request is not valid HTTP'));
}

/** Fastify options that route the framework's own early answers through the envelope. */
export const envelopeOptions = {
  // Raised before routing, so before the hooks that set the security headers.
  frameworkErrors: (err: FastifyError, req: FastifyRequest, reply: FastifyReply) =>
    sendError(err, req, reply.headers(BARE_SECURITY_HEADERS)),
  clientErrorHandler,
  routerOptions: { maxParamLength: MAX_PATH_SEGMENT },
};

/** Installs the envelope error handler; JSON is the only text body the API reads. */
export function installErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
  app.removeContentTypeParser('text/plain');
  // Node hands CONNECT to this event and drops the connection when nobody listens.
  app.server.on('connect', (req: http.IncomingMessage, socket: Duplex) =>
    answerRaw(socket, 404, envelope('NOT_FOUND', `No route CONNECT ${req.url ?? ''}`)),
  );
  app.server.on('checkExpectation', expectationFailed);
}
