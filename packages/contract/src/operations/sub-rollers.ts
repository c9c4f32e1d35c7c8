import { MessageData } from '../auth.ts';
import { EmailAttachmentParams, EmailDetail, EmailList, EmailParams } from '../email.ts';
import { operation } from '../operation.ts';
import {
  SubRoller,
  SubRollerAccessQuery,
  SubRollerCodeBody,
  SubRollerInfo,
  SubRollerList,
} from '../sub-rollers.ts';

const tags = ['sub-rollers'];

/**
 * The roller's sub-roller codes, and what a sub-roller's token reads: the mail of its pattern,
 * with the token in the X-Sub-Roller-Token header (SPEC §6).
 */
export const subRollersApi = {
  create: operation({
    method: 'POST',
    path: '/email/sub-roller/token',
    access: 'roller',
    tags,
    body: SubRollerCodeBody,
    response: SubRoller,
  }),
  /** The code and its token stop working. */
  remove: operation({
    method: 'DELETE',
    path: '/email/sub-roller',
    access: 'roller',
    tags,
    body: SubRollerCodeBody,
    response: MessageData,
  }),
  list: operation({
    method: 'GET',
    path: '/email/sub-roller/list',
    access: 'roller',
    tags,
    response: SubRollerList,
  }),
  accessEmails: operation({
    method: 'GET',
    path: '/email/sub-roller/access',
    access: 'sub-roller',
    tags,
    querystring: SubRollerAccessQuery,
    response: EmailList,
  }),
  /** Whose mail the token reads. */
  accessInfo: operation({
    method: 'GET',
    path: '/email/sub-roller/access/info',
    access: 'sub-roller',
    tags,
    response: SubRollerInfo,
  }),
  /** Marks the mail read on opening. */
  accessEmail: operation({
    method: 'GET',
    path: '/email/sub-roller/access/:id',
    access: 'sub-roller',
    tags,
    params: EmailParams,
    response: EmailDetail,
  }),
  accessAttachment: operation({
    method: 'GET',
    path: '/email/sub-roller/access/:id/attachments/:n',
    access: 'sub-roller',
    tags,
    summary: "Download an attachment of a mail of the sub-roller's pattern",
    params: EmailAttachmentParams,
  }),
};
