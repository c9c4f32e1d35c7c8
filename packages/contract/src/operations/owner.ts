import {
  CreateSellerBody,
  SellerList,
  SellerParams,
  SellerSummary,
  SellerWithPassword,
} from '../owner.ts';
import { operationGroup } from '../operation.ts';

const op = operationGroup({ tags: ['owner'], access: 'owner' });

/** What only the shop's owner may do (403 OWNER_ONLY for any other roller): manage sellers. */
export const ownerApi = {
  sellers: op({
    method: 'GET',
    path: '/owner/sellers',
    summary: 'Every seller with their totals',
    response: SellerList,
  }),
  createSeller: op({
    method: 'POST',
    path: '/owner/sellers',
    summary: 'Create a seller; the generated password is in this answer only',
    body: CreateSellerBody,
    response: SellerWithPassword,
  }),
  disableSeller: op({
    method: 'POST',
    path: '/owner/sellers/:id/disable',
    summary: 'Disable a seller: they cannot sign in, and every session of theirs ends',
    params: SellerParams,
    response: SellerSummary,
  }),
  enableSeller: op({
    method: 'POST',
    path: '/owner/sellers/:id/enable',
    summary: 'Let a disabled seller sign in again',
    params: SellerParams,
    response: SellerSummary,
  }),
  resetSellerPassword: op({
    method: 'POST',
    path: '/owner/sellers/:id/password',
    summary: 'Give a seller a new generated password (in this answer only); their sessions end',
    params: SellerParams,
    response: SellerWithPassword,
  }),
};
