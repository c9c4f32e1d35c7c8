import type { SellerSummary } from '@shop/contract';
import { failure, mockRoutes, type RouteHandler } from '@/test/fetch-mock';
import { authStore } from '@/lib/auth-store';

export { setDesktop } from '@/components/mailbox/test/set-desktop';

let nextId = 10;

export function seller(overrides: Partial<SellerSummary> = {}): SellerSummary {
  return {
    id: nextId++,
    code: 'alice',
    name: "Alice's Accounts",
    email: null,
    is_owner: false,
    disabled: false,
    created_at: '2026-03-01T10:00:00.000Z',
    accounts_for_sale: 12,
    accounts_sold: 1234,
    income: 45678,
    ...overrides,
  };
}

export const owner = () =>
  seller({
    id: 1,
    code: 'boss',
    name: 'The Boss',
    is_owner: true,
    accounts_for_sale: 0,
    accounts_sold: 0,
    income: 0,
  });

/**
 * A signed-in roller (the owner unless `isOwner` is false) and a server holding `sellers`, which
 * the owner's operations change as the real one does.
 */
export function mockOwnerApi(
  sellers: SellerSummary[],
  {
    isOwner = true,
    routes = {},
  }: { isOwner?: boolean; routes?: Record<string, RouteHandler> } = {},
) {
  authStore.setToken('t1');
  const find = (path: string) => sellers.find((s) => path.includes(`/${s.id}/`));
  const change = (path: string, patch: Partial<SellerSummary>) => {
    const found = find(path);
    if (!found) return failure(404, 'ROLLER_NOT_FOUND', 'Seller not found');
    Object.assign(found, patch);
    return { ...found };
  };
  const mine: Record<string, RouteHandler> = {
    'GET roller': () => ({ code: 'boss', name: 'The Boss', email: null, is_owner: isOwner }),
    'GET email/unread-count': () => ({ unread: 0 }),
    'GET roller/transactions/pending-count': () => ({ pending: 0 }),
    'GET owner/sellers': () => ({ sellers: sellers.map((s) => ({ ...s })) }),
    'POST owner/sellers': ({ body }) => {
      const { code, name } = body as { code: string; name: string };
      const created = seller({ code, name, accounts_for_sale: 0, accounts_sold: 0, income: 0 });
      sellers.push(created);
      return new Response(
        JSON.stringify({
          status: 'success',
          data: { seller: created, password: 'Gen3rated-Pass1' },
        }),
        { status: 201, headers: { 'Content-Type': 'application/json' } },
      );
    },
    ...Object.fromEntries(
      sellers.flatMap((s) => [
        [
          `POST owner/sellers/${s.id}/disable`,
          ({ path }: { path: string }) => change(path, { disabled: true }),
        ],
        [
          `POST owner/sellers/${s.id}/enable`,
          ({ path }: { path: string }) => change(path, { disabled: false }),
        ],
        [
          `POST owner/sellers/${s.id}/password`,
          ({ path }: { path: string }) => ({ seller: find(path), password: 'N3w-Password-42' }),
        ],
      ]),
    ),
  };
  return mockRoutes({ ...mine, ...routes });
}
