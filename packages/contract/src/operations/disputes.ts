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
import { operationGroup } from '../operation.ts';

const op = operationGroup({ tags: ['disputes'], access: 'public' });

/**
 * Disputes (DESIGN §5, §6): the buyer's, with the mail access token in the query as their only
 * credential; the seller's own (the owner's: every seller's); the owner's resolution.
 */
export const disputesApi = {
  /** Within the warranty of a delivered purchase of the token's buyer, citing its mails. */
  open: op({
    method: 'POST',
    path: '/buyer/disputes',
    querystring: BuyerDisputeQuery,
    body: OpenDisputeBody,
    response: Dispute,
  }),
  buyerList: op({
    method: 'GET',
    path: '/buyer/disputes',
    querystring: BuyerDisputeQuery,
    response: BuyerDisputes,
  }),
  buyerMessage: op({
    method: 'POST',
    path: '/buyer/disputes/:id/messages',
    params: DisputeParams,
    querystring: BuyerDisputeQuery,
    body: DisputeMessageBody,
    response: Dispute,
  }),
  /** After the seller's answer, the buyer hands the dispute to the owner. */
  buyerEscalate: op({
    method: 'POST',
    path: '/buyer/disputes/:id/escalate',
    params: DisputeParams,
    querystring: BuyerDisputeQuery,
    response: Dispute,
  }),
  list: op({
    method: 'GET',
    path: '/roller/disputes',
    access: 'roller',
    querystring: DisputeListQuery,
    response: DisputeList,
  }),
  get: op({
    method: 'GET',
    path: '/roller/disputes/:id',
    access: 'roller',
    params: DisputeParams,
    response: Dispute,
  }),
  /** The seller's first message answers an open dispute and stops its timer. */
  message: op({
    method: 'POST',
    path: '/roller/disputes/:id/messages',
    access: 'roller',
    params: DisputeParams,
    body: DisputeMessageBody,
    response: Dispute,
  }),
  resolve: op({
    method: 'POST',
    path: '/owner/disputes/:id/resolve',
    access: 'owner',
    params: DisputeParams,
    body: ResolveDisputeBody,
    response: Dispute,
  }),
};
