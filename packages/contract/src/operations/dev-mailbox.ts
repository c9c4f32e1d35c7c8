import { Type } from 'typebox';
import { EmailAddress } from '../auth.ts';
import { operation } from '../operation.ts';
import { DevMail } from '../orders.ts';

export const DevMailboxQuery = Type.Object(
  { to: Type.Optional(EmailAddress) },
  { additionalProperties: false },
);

/**
 * What the shop "sent" while no SMTP relay is set, newest first. The server registers it only
 * while the dev mailbox is on, and answers 404 to a request that came through a proxy.
 */
export const devMailboxApi = {
  list: operation({
    method: 'GET',
    path: '/dev/mailbox',
    access: 'public',
    tags: ['dev'],
    querystring: DevMailboxQuery,
    response: Type.Array(DevMail),
  }),
};
