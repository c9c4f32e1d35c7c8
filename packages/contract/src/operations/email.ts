import {
  EmailAttachmentParams,
  EmailDetail,
  EmailList,
  EmailListQuery,
  EmailParams,
  EmailReadAllResult,
  EmailReadResult,
  InboundHeaders,
  InboundQuery,
  InboundResult,
  UnreadCount,
} from '../email.ts';
import { operationGroup } from '../operation.ts';

const op = operationGroup({ tags: ['email'], access: 'roller' });

/** The signed-in roller's inbox. Mail not delivered to the roller answers 404, as if absent. */
export const emailApi = {
  list: op({
    method: 'GET',
    path: '/email',
    querystring: EmailListQuery,
    response: EmailList,
  }),
  unreadCount: op({
    method: 'GET',
    path: '/email/unread-count',
    response: UnreadCount,
  }),
  markAllRead: op({
    method: 'PUT',
    path: '/email/read-all',
    response: EmailReadAllResult,
  }),
  attachment: op({
    method: 'GET',
    path: '/email/:id/attachments/:n',
    summary: 'Download an attachment of a mail in the inbox',
    params: EmailAttachmentParams,
  }),
  raw: op({
    method: 'GET',
    path: '/email/:id/raw',
    summary: 'Download the mail as received (message/rfc822), for support',
    params: EmailParams,
  }),
  get: op({
    method: 'GET',
    path: '/email/:id',
    params: EmailParams,
    response: EmailDetail,
  }),
  markRead: op({
    method: 'PUT',
    path: '/email/:id/read',
    params: EmailParams,
    response: EmailReadResult,
  }),
  /**
   * A raw RFC 822 message from a forwarder, for shops whose catch-all arrives over HTTP. Exists
   * only while INBOUND_SECRET is set. The body is read as bytes by the route itself.
   */
  inbound: op({
    method: 'POST',
    path: '/inbound',
    access: 'inbound',
    summary: 'Store a received message (raw RFC 822) for its envelope recipients',
    querystring: InboundQuery,
    headers: InboundHeaders,
    response: InboundResult,
  }),
};
