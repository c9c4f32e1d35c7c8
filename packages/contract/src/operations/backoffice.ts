import { MessageData } from '../auth.ts';
import { AccountInput, MailDomains, SellerAccount } from '../backoffice.ts';
import { operationGroup } from '../operation.ts';
import { AccountParams, GameParams } from '../storefront.ts';

const op = operationGroup({ tags: ['back office'], access: 'roller' });

/** A roller's own accounts. Another roller's account answers 404, as if it did not exist. */
export const backofficeApi = {
  mailDomains: op({
    method: 'GET',
    path: '/roller/mail-domains',
    response: MailDomains,
  }),
  account: op({
    method: 'GET',
    path: '/roller/games/:gameId/accounts/:accountId',
    params: AccountParams,
    response: SellerAccount,
  }),
  create: op({
    method: 'POST',
    path: '/games/:gameId/accounts',
    params: GameParams,
    body: AccountInput,
    response: SellerAccount,
  }),
  update: op({
    method: 'PUT',
    path: '/games/:gameId/accounts/:accountId',
    params: AccountParams,
    body: AccountInput,
    response: SellerAccount,
  }),
  remove: op({
    method: 'DELETE',
    path: '/games/:gameId/accounts/:accountId',
    params: AccountParams,
    response: MessageData,
  }),
};
