import { operationGroup } from '../operation.ts';
import {
  AccountDetail,
  AccountList,
  AccountListQuery,
  AccountParams,
  GameParams,
} from '../storefront.ts';

const op = operationGroup({ tags: ['storefront'], access: 'public' });

/** A game's accounts for sale (DESIGN §5 listing), and one account's page. */
export const storefrontApi = {
  /** With `prefix` set to a signed-in seller's own code: all of that seller's accounts. */
  accounts: op({
    method: 'GET',
    path: '/games/:gameId/accounts',
    access: 'optional-roller',
    params: GameParams,
    querystring: AccountListQuery,
    response: AccountList,
  }),
  account: op({
    method: 'GET',
    path: '/games/:gameId/accounts/:accountId',
    params: AccountParams,
    response: AccountDetail,
  }),
};
