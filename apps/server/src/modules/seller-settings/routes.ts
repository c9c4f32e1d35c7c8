import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sellerSettingsApi } from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { routeOf } from '../../lib/route.ts';
import { rollerOf } from '../auth/plugin.ts';
import type { SellerSettingsService } from './service.ts';

/** The seller's settings page (DESIGN §6 "seller settings"): every route acts on the caller only. */
export const sellerSettingsRoutes: FastifyPluginAsyncTypebox<{
  sellerSettings: SellerSettingsService;
}> = async (app, { sellerSettings: settings }) => {
  app.route({
    ...routeOf(sellerSettingsApi.get),
    handler: async (req) => ok(await settings.get(rollerOf(req).id)),
  });

  app.route({
    ...routeOf(sellerSettingsApi.update),
    handler: async (req) => ok(await settings.update(rollerOf(req).id, req.body)),
  });

  app.route({
    ...routeOf(sellerSettingsApi.changeEmail, { errors: [429] }),
    handler: async (req) => ok(await settings.startEmailChange(rollerOf(req).id, req.body.email)),
  });

  app.route({
    ...routeOf(sellerSettingsApi.confirmEmail, { errors: [404] }),
    handler: async (req) => ok(await settings.confirmEmail(req.body.token)),
  });

  app.route({
    ...routeOf(sellerSettingsApi.rotateWebhookSecret),
    handler: async (req) => ok(await settings.rotateWebhookSecret(rollerOf(req).id)),
  });

  app.route({
    ...routeOf(sellerSettingsApi.testDiscord, { errors: [429] }),
    handler: async (req) => ok(await settings.testDiscord(rollerOf(req).id, req.body?.url)),
  });

  app.route({
    ...routeOf(sellerSettingsApi.testWebhook, { errors: [429] }),
    handler: async (req) => ok(await settings.testWebhook(rollerOf(req).id, req.body?.url)),
  });

  app.route({
    ...routeOf(sellerSettingsApi.pushDevices),
    handler: async (req) => ok({ devices: await settings.devices(rollerOf(req).id) }),
  });

  app.route({
    ...routeOf(sellerSettingsApi.addPushDevice, { statuses: [201] }),
    handler: async (req, reply) => {
      const device = await settings.addDevice(
        rollerOf(req).id,
        req.body.push_subscription,
        req.body.label,
      );
      return reply.code(201).send(ok(device));
    },
  });

  app.route({
    ...routeOf(sellerSettingsApi.removePushDevice),
    handler: async (req) => {
      await settings.removeDevice(rollerOf(req).id, req.params.id);
      return ok({ message: 'Device removed' });
    },
  });

  app.route({
    ...routeOf(sellerSettingsApi.deliveries),
    handler: async (req) => ok({ deliveries: await settings.deliveries(rollerOf(req).id) }),
  });
};
