import { MessageData } from '../auth.ts';
import {
  BuyerAccessRequest,
  BuyerCredentials,
  BuyerCredentialsParams,
  BuyerEmailParams,
  BuyerEmails,
  BuyerEmailsQuery,
} from '../buyer-access.ts';
import { EmailAttachmentParams, EmailDetail } from '../email.ts';
import { operationGroup } from '../operation.ts';

const op = operationGroup({ tags: ['buyer'], access: 'public' });

/**
 * Buyer mail access (SPEC §3, §7): a link asked for by e-mail, then the mail of the bought
 * accounts read with the link's token, which travels in the query as the buyer's only credential.
 */
export const buyerAccessApi = {
  /** The answer is the same whatever the e-mail, so nobody learns from it who bought here. */
  requestAccess: op({
    method: 'POST',
    path: '/buyer/request-email-access',
    body: BuyerAccessRequest,
    response: MessageData,
  }),
  emails: op({
    method: 'GET',
    path: '/buyer/emails',
    querystring: BuyerEmailsQuery,
    response: BuyerEmails,
  }),
  email: op({
    method: 'GET',
    path: '/buyer/emails/:id',
    params: BuyerEmailParams,
    querystring: BuyerEmailsQuery,
    response: EmailDetail,
  }),
  attachment: op({
    method: 'GET',
    path: '/buyer/emails/:id/attachments/:n',
    summary: "Download an attachment of a mail of the buyer's accounts",
    params: EmailAttachmentParams,
    querystring: BuyerEmailsQuery,
  }),
  /**
   * The sign-in of one of the token's own delivered purchases, for the buyer who lost the
   * delivery mail: 404 for any other purchase (another buyer's, undelivered, refunded).
   */
  credentials: op({
    method: 'GET',
    path: '/buyer/accounts/:transaction_id/credentials',
    summary: "Read the login method, login and password of one of the buyer's delivered accounts",
    params: BuyerCredentialsParams,
    querystring: BuyerEmailsQuery,
    response: BuyerCredentials,
  }),
};
