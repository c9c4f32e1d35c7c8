import { vi } from 'vitest';

/** A JSON Response as the server would send it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const success = (data: unknown, status = 200) =>
  jsonResponse(status, { status: 'success', data });

export const failure = (status: number, code: string, message: string, field?: string) =>
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
