import { MessageData } from '../auth.ts';
import {
  BuyerAccessRequest,
  BuyerEmailParams,
  BuyerEmails,
  BuyerEmailsQuery,
} from '../buyer-access.ts';
import { EmailAttachmentParams, EmailDetail } from '../email.ts';
import { operation } from '../operation.ts';

const tags = ['buyer'];

/**
 * Buyer mail access (SPEC §3, §7): a link asked for by e-mail, then the mail of the bought
 * accounts read with the link's token, which travels in the query as the buyer's only credential.
 */
export const buyerAccessApi = {
  /** The answer is the same whatever the e-mail, so nobody learns from it who bought here. */
  requestAccess: operation({
    method: 'POST',
    path: '/buyer/request-email-access',
    access: 'public',
    tags,
    body: BuyerAccessRequest,
    response: MessageData,
  }),
  emails: operation({
    method: 'GET',
    path: '/buyer/emails',
    access: 'public',
    tags,
    querystring: BuyerEmailsQuery,
    response: BuyerEmails,
  }),
  email: operation({
    method: 'GET',
    path: '/buyer/emails/:id',
    access: 'public',
    tags,
    params: BuyerEmailParams,
    querystring: BuyerEmailsQuery,
    response: EmailDetail,
  }),
  attachment: operation({
    method: 'GET',
    path: '/buyer/emails/:id/attachments/:n',
    access: 'public',
    tags,
    summary: "Download an attachment of a mail of the buyer's accounts",
    params: EmailAttachmentParams,
    querystring: BuyerEmailsQuery,
  }),
};
