import { vi } from 'vitest';
import type { ErrorCode } from '@shop/contract/values';

/** A JSON Response as the server would send it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const success = (data: unknown, status = 200) =>
  jsonResponse(status, { status: 'success', data });

export const failure = (status: number, code: ErrorCode, message: string, field?: string) =>
  jsonResponse(status, { status: 'error', code, message, ...(field ? { field } : {}) });

/** Replaces global fetch; each call takes the next queued response. */
export function mockFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The request a fetch mock received on call `index`. */
export function requestOf(fetchMock: ReturnType<typeof mockFetch>, index = 0) {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  const headers = new Headers(init?.headers);
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
  return { url: String(url), method: init?.method, headers, body };
}

export type ApiRoute = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/**
 * Answers fetch by API path ("games/1/accounts"), so a page's parallel queries each get their
 * own response whatever order they run in. A plain value is sent as a success envelope, a
 * function builds the Response itself (errors, delays). Unknown paths get a 404.
 */
export function mockApi(routes: Record<string, unknown>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const route = routes[path];
    if (route === undefined) return failure(404, 'NOT_FOUND', `No mock for ${path}`);
    return typeof route === 'function' ? (route as ApiRoute)(url, init) : success(route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs of every call a fetch mock received whose path starts with `/api/{path}`. */
export function callsTo(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, path: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api/${path}`);
}

export type SentRequest = {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Headers;
};
export type RouteHandler = (request: SentRequest) => Response | unknown;

/**
 * A fake API keyed by "METHOD path" (e.g. "POST games/1/accounts"), so a page's parallel queries
 * each get their own answer whatever order they run in. A handler returns a Response, or plain
 * data sent as a success envelope. Every request is recorded, headers included.
 */
export function mockRoutes(routes: Record<string, RouteHandler>) {
  const requests: SentRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const request = { method, path, url, body, headers: new Headers(init?.headers) };
    requests.push(request);
    const handler = routes[`${method} ${path}`];
    if (!handler) return failure(404, 'NOT_FOUND', `No mock for ${method} ${path}`);
    const answer = handler(request);
    return answer instanceof Response ? answer : success(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  const sent = (method: string, path: string) =>
    requests.filter((r) => r.method === method && r.path === path);
  return { fetchMock, requests, sent };
}
