import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from '@shop/contract';
import { clientRoutesModules } from '@shop/contract/client-routes';
import { authStore } from '@/lib/auth-store';
import { mockFetch, requestOf, success } from '@/test/fetch-mock';
import { formattedClientRoutes } from '../../../../scripts/client-routes-text';
import { apiPathOf, call, matchApiPath, prepareCall } from './call';
import { catalogApi, emailApi, storefrontApi } from './operations';
import * as routes from './operations';

describe('the typed client', () => {
  it('sends the operation’s method to its path with the parameters filled in', async () => {
    authStore.setToken('t0ken');
    const fetchMock = mockFetch(success({ id: 7, read: true }));
    await expect(call(emailApi.markRead, { params: { id: 7 } })).resolves.toEqual({
      id: 7,
      read: true,
    });
    const request = requestOf(fetchMock);
    expect(request.url).toBe('/api/email/7/read');
    expect(request.method).toBe('PUT');
    expect(request.headers.get('Authorization')).toBe('Bearer t0ken');
    authStore.clear();
  });

  it('encodes each path parameter as one segment and sends the query', async () => {
    authStore.setToken('t0ken');
    const fetchMock = mockFetch(success({ emails: [], total: 0, limit: 20, page: 2, unread: 0 }));
    await call(emailApi.list, { query: { page: 2, q: 'a/b?c', to: undefined } });
    expect(requestOf(fetchMock).url).toBe('/api/email?page=2&q=a%2Fb%3Fc');
    const prepared = prepareCall(emailApi.attachment, { params: { id: 3, n: 0 } });
    expect(prepared).toMatchObject({ url: '/api/email/3/attachments/0', method: 'GET' });
    expect(() => prepareCall(emailApi.get, { params: { id: '' as unknown as number } })).toThrow(
      'the path parameter "id" is missing',
    );
    authStore.clear();
  });

  it('answers a roller operation locally with 404 while signed out, as every call does', async () => {
    const fetchMock = mockFetch();
    await expect(call(emailApi.unreadCount)).rejects.toMatchObject({ status: 404 });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('addresses of operations', () => {
  it('turns an operation and its parameters into its /api address and back', () => {
    const address = apiPathOf(storefrontApi.account, { gameId: 3, accountId: 41 });
    expect(address).toBe('/api/games/3/accounts/41');
    expect(matchApiPath(storefrontApi.account, address)).toEqual({ gameId: '3', accountId: '41' });
    expect(matchApiPath(catalogApi.games, '/api/games')).toEqual({});
    expect(matchApiPath(catalogApi.game, '/api/games/3/accounts')).toBeNull();
    expect(matchApiPath(catalogApi.game, '/games/3')).toBeNull();
  });
});

describe('the route table (operations/)', () => {
  it('is what `npm run contract:routes` writes from the contract today', async () => {
    // The web suite runs from apps/web.
    const dir = path.resolve('src/api/operations');
    const wanted = await formattedClientRoutes(dir);
    expect((await readdir(dir)).sort(), 'run npm run contract:routes').toEqual(
      Object.keys(wanted).sort(),
    );
    for (const [name, text] of Object.entries(wanted)) {
      const written = await readFile(path.join(dir, name), 'utf8');
      expect(written, `${name}: run npm run contract:routes`).toBe(text);
    }
  });

  it('holds every operation of the contract, with its method, path and access only', () => {
    expect(clientRoutesModules()['email.ts']).toContain('export const emailApi');
    for (const [group, ops] of Object.entries(contract).filter(([name]) => name.endsWith('Api'))) {
      const table = (routes as Record<string, Record<string, object>>)[group];
      for (const [name, op] of Object.entries(ops as Record<string, contract.Operation>)) {
        expect(table?.[name], `${group}.${name}`).toEqual({
          method: op.method,
          path: op.path,
          access: op.access,
        });
      }
    }
  });
});
