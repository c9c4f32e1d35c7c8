import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EMAIL_PAGE_SIZE,
  EmailAttachmentParams,
  EmailDetail,
  EmailList,
  EmailParams,
  MessageData,
  Success,
  SubRoller,
  SubRollerAccessQuery,
  SubRollerCodeBody,
  SubRollerInfo,
  SubRollerList,
} from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { rollerOf, subRollerOf } from '../auth/plugin.ts';
import { FILE_RESPONSE, sendFile } from '../mail/attachments.ts';
import type { SubRollersService } from './service.ts';

const tags = ['sub-rollers'];
const roller = { config: { access: 'roller' as const } };
const subRoller = { config: { access: 'sub-roller' as const } };

/**
 * The roller's sub-roller codes (`/email/sub-roller/token|list`, DELETE `/email/sub-roller`) and
 * what a sub-roller token reads (`/email/sub-roller/access...`, header X-Sub-Roller-Token).
 */
export const subRollerRoutes: FastifyPluginAsyncTypebox<{ subRollers: SubRollersService }> = async (
  app,
  { subRollers },
) => {
  app.post(
    '/email/sub-roller/token',
    {
      config: { ...roller.config, errors: [409] },
      schema: { tags, body: SubRollerCodeBody, response: { 200: Success(SubRoller) } },
    },
    async (req) => ok(await subRollers.create(rollerOf(req), req.body.sub_code)),
  );

  app.delete(
    '/email/sub-roller',
    {
      config: { ...roller.config, errors: [404] },
      schema: { tags, body: SubRollerCodeBody, response: { 200: Success(MessageData) } },
    },
    async (req) => {
      await subRollers.remove(rollerOf(req), req.body.sub_code);
      return ok({ message: 'Sub-roller removed successfully' });
    },
  );

  app.get(
    '/email/sub-roller/list',
    { ...roller, schema: { tags, response: { 200: Success(SubRollerList) } } },
    async (req) => ok(await subRollers.list(rollerOf(req))),
  );

  app.get(
    '/email/sub-roller/access',
    {
      ...subRoller,
      schema: { tags, querystring: SubRollerAccessQuery, response: { 200: Success(EmailList) } },
    },
    async (req) =>
      ok(
        await subRollers.mail(
          subRollerOf(req),
          req.query.page ?? 1,
          req.query.limit ?? EMAIL_PAGE_SIZE,
        ),
      ),
  );

  app.get(
    '/email/sub-roller/access/info',
    { ...subRoller, schema: { tags, response: { 200: Success(SubRollerInfo) } } },
    async (req) => ok(subRollers.info(subRollerOf(req))),
  );

  app.get(
    '/email/sub-roller/access/:id',
    {
      ...subRoller,
      schema: { tags, params: EmailParams, response: { 200: Success(EmailDetail) } },
    },
    async (req) => ok(await subRollers.oneMail(subRollerOf(req), req.params.id)),
  );

  app.get(
    '/email/sub-roller/access/:id/attachments/:n',
    {
      ...subRoller,
      schema: {
        tags,
        summary: "Download an attachment of a mail of the sub-roller's pattern",
        params: EmailAttachmentParams,
        response: FILE_RESPONSE,
      },
    },
    async (req, reply) =>
      sendFile(reply, await subRollers.attachment(subRollerOf(req), req.params.id, req.params.n)),
  );
};
