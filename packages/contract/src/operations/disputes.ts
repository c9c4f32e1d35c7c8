import {
  BuyerDisputeQuery,
  BuyerDisputes,
  Dispute,
  DisputeList,
  DisputeListQuery,
  DisputeMessageBody,
  DisputeParams,
  OpenDisputeBody,
  ResolveDisputeBody,
} from '../disputes.ts';
import { operation } from '../operation.ts';

const tags = ['disputes'];

/**
 * Disputes (DESIGN §5, §6): the buyer's, with the mail access token in the query as their only
 * credential; the seller's own (the owner's: every seller's); the owner's resolution.
 */
export const disputesApi = {
  /** Within the warranty of a delivered purchase of the token's buyer, citing its mails. */
  open: operation({
    method: 'POST',
    path: '/buyer/disputes',
    access: 'public',
    tags,
    querystring: BuyerDisputeQuery,
    body: OpenDisputeBody,
    response: Dispute,
  }),
  buyerList: operation({
    method: 'GET',
    path: '/buyer/disputes',
    access: 'public',
    tags,
    querystring: BuyerDisputeQuery,
    response: BuyerDisputes,
  }),
  buyerMessage: operation({
    method: 'POST',
    path: '/buyer/disputes/:id/messages',
    access: 'public',
    tags,
    params: DisputeParams,
    querystring: BuyerDisputeQuery,
    body: DisputeMessageBody,
    response: Dispute,
  }),
  /** After the seller's answer, the buyer hands the dispute to the owner. */
  buyerEscalate: operation({
    method: 'POST',
    path: '/buyer/disputes/:id/escalate',
    access: 'public',
    tags,
    params: DisputeParams,
    querystring: BuyerDisputeQuery,
    response: Dispute,
  }),
  list: operation({
    method: 'GET',
    path: '/roller/disputes',
    access: 'roller',
    tags,
    querystring: DisputeListQuery,
    response: DisputeList,
  }),
  get: operation({
    method: 'GET',
    path: '/roller/disputes/:id',
    access: 'roller',
    tags,
    params: DisputeParams,
    response: Dispute,
  }),
  /** The seller's first message answers an open dispute and stops its timer. */
  message: operation({
    method: 'POST',
    path: '/roller/disputes/:id/messages',
    access: 'roller',
    tags,
    params: DisputeParams,
    body: DisputeMessageBody,
    response: Dispute,
  }),
  resolve: operation({
    method: 'POST',
    path: '/owner/disputes/:id/resolve',
    access: 'owner',
    tags,
    params: DisputeParams,
    body: ResolveDisputeBody,
    response: Dispute,
  }),
};
