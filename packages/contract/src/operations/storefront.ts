import { operation } from '../operation.ts';
import {
  AccountDetail,
  AccountList,
  AccountListQuery,
  AccountParams,
  GameParams,
} from '../storefront.ts';

const tags = ['storefront'];

/** A game's accounts for sale (DESIGN §5 listing), and one account's page. */
export const storefrontApi = {
  /** With `prefix` set to a signed-in seller's own code: all of that seller's accounts. */
  accounts: operation({
    method: 'GET',
    path: '/games/:gameId/accounts',
    access: 'optional-roller',
    tags,
    params: GameParams,
    querystring: AccountListQuery,
    response: AccountList,
  }),
  account: operation({
    method: 'GET',
    path: '/games/:gameId/accounts/:accountId',
    access: 'public',
    tags,
    params: AccountParams,
    response: AccountDetail,
  }),
};
