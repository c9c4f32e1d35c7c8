import { describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { failure, jsonResponse, mockFetch, requestOf, success } from '@/test/fetch-mock';
import { ApiError, errorMessage, hasErrorCode, isNotFound, type ApiErrorCode } from './api-error';
import { call } from './call';
import type { Route } from '@shop/contract/operation';
import { apiRequest, setUnauthorizedHandler } from './client';
import * as routes from './operations';

describe('api client', () => {
  it('returns the data of a success envelope', async () => {
    mockFetch(success({ id: 7, name: 'Genshin' }));
    await expect(call(routes.catalogApi.game, { params: { gameId: 7 } })).resolves.toEqual({
      id: 7,
      name: 'Genshin',
    });
  });

  it('calls /api/{path} with the query string and a JSON body', async () => {
    const fetchMock = mockFetch(success(null));
    await apiRequest('transaction', 'public', {
      method: 'POST',
      body: { account_id: 3 },
      query: { page: 2, gender: undefined },
    });
    const request = requestOf(fetchMock);
    expect(request.url).toBe('/api/transaction?page=2');
    expect(request.method).toBe('POST');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.body).toEqual({ account_id: 3 });
  });

  it('throws an ApiError with status, code, message and field from an error envelope', async () => {
    mockFetch(failure(400, 'VALIDATION_FAILED', 'Too short', 'new_password'));
    const error = await apiRequest('transaction', 'public', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Too short',
      field: 'new_password',
    });
  });

  it("exposes the catalogue's id as `code`, so callers branch on ids, not on message text", async () => {
    mockFetch(failure(409, 'ACCOUNT_PENDING', 'A purchase of this account is pending'));
    const error = await apiRequest('games/1/accounts/5', 'public', { method: 'DELETE' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 409, code: 'ACCOUNT_PENDING' });
    // The type is the contract's: a misspelt id would not compile here.
    const code: ApiErrorCode = (error as ApiError).code;
    expect(code).toBe('ACCOUNT_PENDING');
    expect(hasErrorCode(error, 'ACCOUNT_SOLD', 'ACCOUNT_PENDING')).toBe(true);
    expect(hasErrorCode(error, 'ACCOUNT_SOLD')).toBe(false);
  });

  it('turns an id this build does not know into UNKNOWN, keeping the message', async () => {
    mockFetch(jsonResponse(409, { status: 'error', code: 'SOMETHING_NEW', message: 'New rule' }));
    await expect(call(routes.catalogApi.games)).rejects.toMatchObject({
      status: 409,
      code: 'UNKNOWN',
      message: 'New rule',
    });
  });

  it('counts every not-found id of the catalogue as not found, and nothing else', async () => {
    mockFetch(
      failure(404, 'GAME_NOT_FOUND', 'Game not found'),
      failure(404, 'ACCOUNT_NOT_FOUND', 'Account not found or has been sold'),
      failure(409, 'ACCOUNT_SOLD', 'This account has been sold and cannot be deleted'),
    );
    const errors = await Promise.all(
      ['games/9', 'games/1/accounts/7', 'games/1/accounts/8'].map((path) =>
        apiRequest(path, 'public').catch((e: unknown) => e),
      ),
    );
    expect(errors.map(isNotFound)).toEqual([true, true, false]);
  });

  it('throws when a failed response carries no envelope', async () => {
    mockFetch(new Response('Bad gateway', { status: 502 }));
    await expect(call(routes.catalogApi.games)).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
    });
  });

  it('does not trust a body without the envelope', async () => {
    mockFetch(jsonResponse(200, { id: 1 }));
    await expect(call(routes.catalogApi.games)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('sends the stored token as a bearer token', async () => {
    authStore.setToken('abc123');
    const fetchMock = mockFetch(success([]));
    await call(routes.incomeApi.perGame);
    expect(requestOf(fetchMock).headers.get('Authorization')).toBe('Bearer abc123');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = mockFetch(success([]));
    await call(routes.catalogApi.games);
    expect(requestOf(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('sends X-Sub-Roller-Token instead of the bearer token when asked', async () => {
    authStore.setToken('abc123');
    const fetchMock = mockFetch(success({ emails: [] }));
    await call(routes.subRollersApi.accessEmails, { subRollerToken: 'sub-tok' });
    const { headers } = requestOf(fetchMock);
    expect(headers.get('X-Sub-Roller-Token')).toBe('sub-tok');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('on 401 for an authenticated call forgets the token and reports it', async () => {
    authStore.setToken('expired');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch(failure(401, 'UNAUTHENTICATED', 'Sign in again'));
    await expect(call(routes.incomeApi.perGame)).rejects.toMatchObject({ status: 401 });
    expect(authStore.getState()).toEqual({ token: null, isAuthenticated: false });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps a seller signed in when a buyer link they opened has expired: buyer calls carry no bearer', async () => {
    authStore.setToken('seller-session');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const buyerCalls = [
      () => call(routes.buyerAccessApi.emails, { query: { token: 'old' } }),
      () => call(routes.buyerAccessApi.email, { params: { id: 7 }, query: { token: 'old' } }),
      () => call(routes.realtimeApi.buyerTicket, { body: { token: 'old' } }),
    ];
    for (const [i, buyerCall] of buyerCalls.entries()) {
      const fetchMock = mockFetch(failure(401, 'BUYER_ACCESS_INVALID', 'Expired'));
      await expect(buyerCall()).rejects.toMatchObject({ status: 401 });
      expect(requestOf(fetchMock).headers.has('Authorization'), `call ${i}`).toBe(false);
    }
    expect(authStore.getState()).toEqual({ token: 'seller-session', isAuthenticated: true });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns an unreachable server into an ApiError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(call(routes.catalogApi.games)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });
});

/** Every route of the contract, by `group.operation`. */
const everyRoute = Object.entries(routes).flatMap(([group, table]) =>
  Object.entries(table as Record<string, Route>).map(([name, route]) => ({
    name: `${group}.${name}`,
    route,
  })),
);
const CREDENTIAL_ACCESS = ['roller', 'owner', 'roller-or-sub-roller', 'sub-roller'];
const sample = (route: Route) => route.path.replace(/:\w+/g, '5');

describe('local 404 gate while signed out', () => {
  it.each([
    ['roller', routes.authApi.profile],
    ['roller/income', routes.incomeApi.perGame],
    ['email', routes.emailApi.list],
    ['email/5/read', routes.emailApi.markRead],
    ['email/sub-roller/list', routes.subRollersApi.list],
    ['owner/sellers', routes.ownerApi.sellers],
    ['roller/disputes/3', routes.disputesApi.get],
  ])('answers %s with 404 Not found without a network call', async (_, route) => {
    const fetchMock = mockFetch(success({}));
    await expect(apiRequest(sample(route), route.access)).rejects.toMatchObject({
      status: 404,
      message: 'Not found',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['roller/login', routes.authApi.login],
    ['roller/email/confirm', routes.sellerSettingsApi.confirmEmail],
    ['buyer/emails', routes.buyerAccessApi.emails],
    ['buyer/request-email-access', routes.buyerAccessApi.requestAccess],
    ['buyer-notifications/email-subscriptions', routes.alertsApi.listByEmail],
    ['buyer/disputes?token=abc', routes.disputesApi.open],
  ])('lets %s through', async (path, route) => {
    const fetchMock = mockFetch(success({}));
    await apiRequest(path, route.access, { method: 'POST', body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gates every operation the contract gives a credential, and no other', async () => {
    for (const { name, route } of everyRoute) {
      const fetchMock = mockFetch(success({}));
      const answer = await apiRequest(sample(route), route.access).then(
        () => 'sent',
        (e: ApiError) => e.status,
      );
      const gated = CREDENTIAL_ACCESS.includes(route.access);
      expect(answer, name).toBe(gated ? 404 : 'sent');
      expect(fetchMock.mock.calls.length, name).toBe(gated ? 0 : 1);
    }
  });

  it('lets a sub-roller token call through', async () => {
    const fetchMock = mockFetch(success({}));
    await call(routes.subRollersApi.accessInfo, { subRollerToken: 'tok' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not apply once signed in', async () => {
    authStore.setToken('abc');
    const fetchMock = mockFetch(success({ code: 'r1' }));
    await expect(call(routes.authApi.profile)).resolves.toEqual({ code: 'r1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the session goes only where its access asks for it', () => {
  it('sends the bearer token to a seller’s, owner’s and optional-seller call, never to a public one', async () => {
    authStore.setToken('abc123');
    for (const { name, route } of everyRoute) {
      const fetchMock = mockFetch(success({}));
      await apiRequest(sample(route), route.access);
      const sent = requestOf(fetchMock).headers.get('Authorization');
      const wanted = ['roller', 'owner', 'roller-or-sub-roller', 'optional-roller'].includes(
        route.access,
      );
      expect(sent, name).toBe(wanted ? 'Bearer abc123' : null);
    }
  });
});

describe('errorMessage (SPEC §8 order)', () => {
  it('prefers the response message', () => {
    expect(
      errorMessage(
        new ApiError({ status: 409, code: 'CONFLICT', serverMessage: 'Account already reserved' }),
      ),
    ).toBe('Account already reserved');
  });

  it("falls back to the error's own message", () => {
    expect(errorMessage(new Error('Upload failed'))).toBe('Upload failed');
    expect(errorMessage(new ApiError({ status: 500, code: 'HTTP_ERROR' }))).toBe(
      'Request failed with status code 500',
    );
  });

  it('ends with "An error occurred"', () => {
    expect(errorMessage(new Error(''))).toBe('An error occurred');
    expect(errorMessage(undefined)).toBe('An error occurred');
  });
});
