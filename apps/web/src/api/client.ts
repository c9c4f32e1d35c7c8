import type { Access } from '@shop/contract/operation';
import { authStore } from '@/lib/auth-store';
import { noteServerDate } from '@/lib/server-time';
import { isErrorCode } from '@shop/contract/values';
import { ApiError } from './api-error';
import { needsCredentials, sendsSession } from './credentials';

export const API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON, or as multipart when it is a FormData (uploads). */
  body?: unknown;
  /** Appended as a query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Sends X-Sub-Roller-Token instead of the bearer token (public email viewer, SPEC §6). */
  subRollerToken?: string;
  /** Extra request headers, e.g. a purchase's Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

let onUnauthorized: (() => void) | null = null;

/** The app decides what "send to /login" means (it owns the router); the client only signals. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

/**
 * The session is gone (expired, revoked, password changed elsewhere, the seller disabled):
 * forget it everywhere and let the app send the user to sign in.
 */
export function endSession(): void {
  authStore.clear();
  onUnauthorized?.();
}

type Envelope =
  | { status: 'success'; data: unknown }
  | { status: 'error'; code?: unknown; message?: string; field?: string };

function isEnvelope(payload: unknown): payload is Envelope {
  if (typeof payload !== 'object' || payload === null) return false;
  const status = (payload as { status?: unknown }).status;
  return status === 'success' || status === 'error';
}

function normalisePath(path: string): string {
  return path.replace(/^\/+/, '').replace(/^api\//, '');
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}/${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function buildHeaders(options: RequestOptions, token: string | null): Headers {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  if (options.body !== undefined && !(options.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  if (options.subRollerToken) headers.set('X-Sub-Roller-Token', options.subRollerToken);
  else if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

/** A response body as JSON, or undefined when it is empty or not JSON. */
export function parsePayload(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The failure of a request that never got an answer. */
export const unreachable = () =>
  new ApiError({ status: 0, code: 'NETWORK_ERROR', serverMessage: 'Could not reach the server' });

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    // A cancelled query must stay an AbortError so TanStack Query treats it as a cancel.
    if (init.signal?.aborted) throw error;
    throw unreachable();
  }
}

export type PreparedRequest = { route: string; url: string; headers: Headers; sentBearer: boolean };

/**
 * What every call does before it goes out, whatever sends it (fetch here, XMLHttpRequest for
 * uploads with progress): the path, the query, the credentials its access asks for, and the
 * signed-out gate, which answers a back-office call with 404 without any network call.
 */
export function prepareRequest(
  path: string,
  access: Access,
  options: RequestOptions = {},
): PreparedRequest {
  const route = normalisePath(path);
  // A sub-roller token authenticates its own calls, so the signed-out gate does not apply.
  if (!options.subRollerToken && !authStore.isAuthenticated() && needsCredentials(access)) {
    throw new ApiError({ status: 404, code: 'NOT_FOUND', serverMessage: 'Not found' });
  }
  const token = sendsSession(access) ? authStore.getToken() : null;
  return {
    route,
    url: buildUrl(route, options.query),
    headers: buildHeaders(options, token),
    sentBearer: Boolean(token) && !options.subRollerToken,
  };
}

/**
 * The envelope's `data`, or the ApiError the answer stands for; a 401 to a bearer token also
 * forgets the session. Shared by every way of sending, so all read answers alike.
 */
export function settleResponse<T>(request: PreparedRequest, status: number, payload: unknown): T {
  const ok = status >= 200 && status < 300;
  if (status === 401 && request.sentBearer) endSession();

  if (isEnvelope(payload)) {
    if (payload.status === 'success' && ok) return payload.data as T;
    if (payload.status === 'error') {
      throw new ApiError({
        status,
        code: isErrorCode(payload.code) ? payload.code : 'UNKNOWN',
        serverMessage: payload.message,
        field: payload.field,
      });
    }
  }
  if (!ok) throw new ApiError({ status, code: 'HTTP_ERROR' });
  if (payload === undefined) return undefined as T;
  // SPEC §3: data is used only when status is success; anything else is not trusted.
  throw new ApiError({
    status,
    code: 'BAD_RESPONSE',
    serverMessage: 'Unexpected response from server',
  });
}

/**
 * Calls the API at `/api/{path}` as an operation of `access` and returns the envelope's `data`.
 * Throws ApiError for an error envelope, a failed status without an envelope, an unreachable
 * server, or (without any network call) a back-office call while signed out. Pages call through
 * `call` (./call.ts), which takes the path and the access from the contract.
 */
export async function apiRequest<T>(
  path: string,
  access: Access,
  options: RequestOptions = {},
): Promise<T> {
  const request = prepareRequest(path, access, options);
  const response = await send(request.url, {
    method: options.method ?? 'GET',
    headers: request.headers,
    body: encodeBody(options.body),
    signal: options.signal,
  });
  // Deadlines the server set are counted down on its clock, not the device's (lib/server-time).
  noteServerDate(response.headers.get('date'));
  return settleResponse<T>(request, response.status, parsePayload(await response.text()));
}
