import { MessageData } from '../auth.ts';
import { AccountInput, MailDomains, SellerAccount } from '../backoffice.ts';
import { operation } from '../operation.ts';
import { AccountParams, GameParams } from '../storefront.ts';

const tags = ['back office'];

/** A roller's own accounts. Another roller's account answers 404, as if it did not exist. */
export const backofficeApi = {
  mailDomains: operation({
    method: 'GET',
    path: '/roller/mail-domains',
    access: 'roller',
    tags,
    response: MailDomains,
  }),
  account: operation({
    method: 'GET',
    path: '/roller/games/:gameId/accounts/:accountId',
    access: 'roller',
    tags,
    params: AccountParams,
    response: SellerAccount,
  }),
  create: operation({
    method: 'POST',
    path: '/games/:gameId/accounts',
    access: 'roller',
    tags,
    params: GameParams,
    body: AccountInput,
    response: SellerAccount,
  }),
  update: operation({
    method: 'PUT',
    path: '/games/:gameId/accounts/:accountId',
    access: 'roller',
    tags,
    params: AccountParams,
    body: AccountInput,
    response: SellerAccount,
  }),
  remove: operation({
    method: 'DELETE',
    path: '/games/:gameId/accounts/:accountId',
    access: 'roller',
    tags,
    params: AccountParams,
    response: MessageData,
  }),
};
