import {
  CreateSellerBody,
  SellerList,
  SellerParams,
  SellerSummary,
  SellerWithPassword,
} from '../owner.ts';
import { operation } from '../operation.ts';

const tags = ['owner'];

/** What only the shop's owner may do (403 OWNER_ONLY for any other roller): manage sellers. */
export const ownerApi = {
  sellers: operation({
    method: 'GET',
    path: '/owner/sellers',
    access: 'owner',
    tags,
    summary: 'Every seller with their totals',
    response: SellerList,
  }),
  createSeller: operation({
    method: 'POST',
    path: '/owner/sellers',
    access: 'owner',
    tags,
    summary: 'Create a seller; the generated password is in this answer only',
    body: CreateSellerBody,
    response: SellerWithPassword,
  }),
  disableSeller: operation({
    method: 'POST',
    path: '/owner/sellers/:id/disable',
    access: 'owner',
    tags,
    summary: 'Disable a seller: they cannot sign in, and every session of theirs ends',
    params: SellerParams,
    response: SellerSummary,
  }),
  enableSeller: operation({
    method: 'POST',
    path: '/owner/sellers/:id/enable',
    access: 'owner',
    tags,
    summary: 'Let a disabled seller sign in again',
    params: SellerParams,
    response: SellerSummary,
  }),
  resetSellerPassword: operation({
    method: 'POST',
    path: '/owner/sellers/:id/password',
    access: 'owner',
    tags,
    summary: 'Give a seller a new generated password (in this answer only); their sessions end',
    params: SellerParams,
    response: SellerWithPassword,
  }),
};
