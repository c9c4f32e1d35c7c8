import { MessageData } from '../auth.ts';
import { EmailAttachmentParams, EmailDetail, EmailList, EmailParams } from '../email.ts';
import { operationGroup } from '../operation.ts';
import {
  SubRoller,
  SubRollerAccessQuery,
  SubRollerCodeBody,
  SubRollerInfo,
  SubRollerList,
} from '../sub-rollers.ts';

const op = operationGroup({ tags: ['sub-rollers'], access: 'sub-roller' });

/**
 * The roller's sub-roller codes, and what a sub-roller's token reads: the mail of its pattern,
 * with the token in the X-Sub-Roller-Token header (SPEC §6).
 */
export const subRollersApi = {
  create: op({
    method: 'POST',
    path: '/email/sub-roller/token',
    access: 'roller',
    body: SubRollerCodeBody,
    response: SubRoller,
  }),
  /** The code and its token stop working. */
  remove: op({
    method: 'DELETE',
    path: '/email/sub-roller',
    access: 'roller',
    body: SubRollerCodeBody,
    response: MessageData,
  }),
  list: op({
    method: 'GET',
    path: '/email/sub-roller/list',
    access: 'roller',
    response: SubRollerList,
  }),
  accessEmails: op({
    method: 'GET',
    path: '/email/sub-roller/access',
    querystring: SubRollerAccessQuery,
    response: EmailList,
  }),
  /** Whose mail the token reads. */
  accessInfo: op({
    method: 'GET',
    path: '/email/sub-roller/access/info',
    response: SubRollerInfo,
  }),
  /** Marks the mail read on opening. */
  accessEmail: op({
    method: 'GET',
    path: '/email/sub-roller/access/:id',
    params: EmailParams,
    response: EmailDetail,
  }),
  accessAttachment: op({
    method: 'GET',
    path: '/email/sub-roller/access/:id/attachments/:n',
    summary: "Download an attachment of a mail of the sub-roller's pattern",
    params: EmailAttachmentParams,
  }),
};
