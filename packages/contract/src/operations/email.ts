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
import { operation } from '../operation.ts';

const tags = ['email'];

/** The signed-in roller's inbox. Mail not delivered to the roller answers 404, as if absent. */
export const emailApi = {
  list: operation({
    method: 'GET',
    path: '/email',
    access: 'roller',
    tags,
    querystring: EmailListQuery,
    response: EmailList,
  }),
  unreadCount: operation({
    method: 'GET',
    path: '/email/unread-count',
    access: 'roller',
    tags,
    response: UnreadCount,
  }),
  markAllRead: operation({
    method: 'PUT',
    path: '/email/read-all',
    access: 'roller',
    tags,
    response: EmailReadAllResult,
  }),
  attachment: operation({
    method: 'GET',
    path: '/email/:id/attachments/:n',
    access: 'roller',
    tags,
    summary: 'Download an attachment of a mail in the inbox',
    params: EmailAttachmentParams,
  }),
  raw: operation({
    method: 'GET',
    path: '/email/:id/raw',
    access: 'roller',
    tags,
    summary: 'Download the mail as received (message/rfc822), for support',
    params: EmailParams,
  }),
  get: operation({
    method: 'GET',
    path: '/email/:id',
    access: 'roller',
    tags,
    params: EmailParams,
    response: EmailDetail,
  }),
  markRead: operation({
    method: 'PUT',
    path: '/email/:id/read',
    access: 'roller',
    tags,
    params: EmailParams,
    response: EmailReadResult,
  }),
  /**
   * A raw RFC 822 message from a forwarder, for shops whose catch-all arrives over HTTP. Exists
   * only while INBOUND_SECRET is set. The body is read as bytes by the route itself.
   */
  inbound: operation({
    method: 'POST',
    path: '/inbound',
    access: 'inbound',
    tags,
    summary: 'Store a received message (raw RFC 822) for its envelope recipients',
    querystring: InboundQuery,
    headers: InboundHeaders,
    response: InboundResult,
  }),
};
