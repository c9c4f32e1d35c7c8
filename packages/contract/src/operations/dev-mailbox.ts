import { Type } from 'typebox';
import { EmailAddress } from '../auth.ts';
import { operationGroup } from '../operation.ts';
import { DevMail } from '../orders.ts';

export const DevMailboxQuery = Type.Object(
  { to: Type.Optional(EmailAddress) },
  { additionalProperties: false },
);

const op = operationGroup({ tags: ['dev'], access: 'public' });

/**
 * What the shop "sent" while no SMTP relay is set, newest first. The server registers it only
 * while the dev mailbox is on, and answers 404 to a request that came through a proxy.
 */
export const devMailboxApi = {
  list: op({
    method: 'GET',
    path: '/dev/mailbox',
    querystring: DevMailboxQuery,
    response: Type.Array(DevMail),
  }),
};
