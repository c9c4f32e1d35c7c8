import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChannelTestBody,
  ChannelTestResult,
  ConfirmEmailBody,
  ConfirmEmailData,
  MessageData,
  NotificationDeliveryList,
  PushDevice,
  PushDeviceBody,
  PushDeviceList,
  PushDeviceParams,
  SellerSettings,
  Success,
  UpdateEmailBody,
  UpdateSellerSettingsBody,
  WebhookSecretData,
} from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { rollerOf } from '../auth/plugin.ts';
import type { SellerSettingsService } from './service.ts';

const roller = { config: { access: 'roller' } } as const;
const tags = ['seller settings'];

/** The seller's settings page (DESIGN §6 "seller settings"): every route acts on the caller only. */
export const sellerSettingsRoutes: FastifyPluginAsyncTypebox<{
  sellerSettings: SellerSettingsService;
}> = async (app, { sellerSettings: settings }) => {
  app.get(
    '/roller/settings',
    { ...roller, schema: { tags, response: { 200: Success(SellerSettings) } } },
    async (req) => ok(await settings.get(rollerOf(req).id)),
  );

  app.put(
    '/roller/settings',
    {
      ...roller,
      schema: {
        tags,
        summary: 'Change some settings; fields left out stay as they are',
        body: UpdateSellerSettingsBody,
        response: { 200: Success(SellerSettings) },
      },
    },
    async (req) => ok(await settings.update(rollerOf(req).id, req.body)),
  );

  app.put(
    '/roller/email',
    {
      config: { ...roller.config, errors: [429] },
      schema: {
        tags,
        summary: 'Start changing the notification e-mail: a confirmation link is mailed to it',
        body: UpdateEmailBody,
        response: { 200: Success(SellerSettings) },
      },
    },
    async (req) => ok(await settings.startEmailChange(rollerOf(req).id, req.body.email)),
  );

  app.post(
    '/roller/email/confirm',
    {
      // The link is opened wherever the mail is read, signed in or not: the token is the proof.
      config: { access: 'public', errors: [404] },
      schema: {
        tags,
        summary: 'Confirm a new notification e-mail with the token of the mailed link',
        body: ConfirmEmailBody,
        response: { 200: Success(ConfirmEmailData) },
      },
    },
    async (req) => ok(await settings.confirmEmail(req.body.token)),
  );

  app.post(
    '/roller/settings/webhook-secret',
    {
      ...roller,
      schema: {
        tags,
        summary: 'Create or rotate the signing secret of the webhook; shown only in this answer',
        response: { 200: Success(WebhookSecretData) },
      },
    },
    async (req) => ok(await settings.rotateWebhookSecret(rollerOf(req).id)),
  );

  app.post(
    '/roller/settings/discord/test',
    {
      config: { ...roller.config, errors: [429] },
      schema: {
        tags,
        body: ChannelTestBody,
        response: { 200: Success(ChannelTestResult) },
      },
    },
    async (req) => ok(await settings.testDiscord(rollerOf(req).id, req.body?.url)),
  );

  app.post(
    '/roller/settings/webhook/test',
    {
      config: { ...roller.config, errors: [429] },
      schema: {
        tags,
        body: ChannelTestBody,
        response: { 200: Success(ChannelTestResult) },
      },
    },
    async (req) => ok(await settings.testWebhook(rollerOf(req).id, req.body?.url)),
  );

  app.get(
    '/roller/push-devices',
    { ...roller, schema: { tags, response: { 200: Success(PushDeviceList) } } },
    async (req) => ok({ devices: await settings.devices(rollerOf(req).id) }),
  );

  app.post(
    '/roller/push-devices',
    {
      ...roller,
      schema: {
        tags,
        summary: "Send this browser the seller's notifications (Web Push)",
        body: PushDeviceBody,
        response: { 201: Success(PushDevice) },
      },
    },
    async (req, reply) => {
      const device = await settings.addDevice(
        rollerOf(req).id,
        req.body.push_subscription,
        req.body.label,
      );
      return reply.code(201).send(ok(device));
    },
  );

  app.delete(
    '/roller/push-devices/:id',
    {
      ...roller,
      schema: { tags, params: PushDeviceParams, response: { 200: Success(MessageData) } },
    },
    async (req) => {
      await settings.removeDevice(rollerOf(req).id, req.params.id);
      return ok({ message: 'Device removed' });
    },
  );

  app.get(
    '/roller/notification-deliveries',
    {
      ...roller,
      schema: {
        tags,
        summary: 'The last 50 notifications to Web Push, Discord and the webhook, newest first',
        response: { 200: Success(NotificationDeliveryList) },
      },
    },
    async (req) => ok({ deliveries: await settings.deliveries(rollerOf(req).id) }),
  );
};
