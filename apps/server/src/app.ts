import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config/types.ts';
import type { DB } from './db/index.ts';
import { loggerOptions } from './lib/logger.ts';
import { systemClock } from './lib/clock.ts';
import { authPlugin } from './modules/auth/plugin.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { ownerRoutes } from './modules/owner/routes.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { backofficeRoutes } from './modules/accounts/backoffice-routes.ts';
import { catalogPages } from './modules/catalog/pages.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { incomeRoutes } from './modules/income/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { sellerOrderRoutes } from './modules/orders/seller-routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { devMailboxRoutes } from './modules/outbox/routes.ts';
import { emailRoutes, inboundRoutes } from './modules/mail/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { metricsPlugin } from './modules/metrics/plugin.ts';
import { metricsRoutes } from './modules/metrics/routes.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';
import { installCloseDrain, STOP_RESERVE_MS } from './plugins/close-drain.ts';
import { docsPlugin } from './plugins/docs.ts';
import { envelopeOptions, installErrorEnvelope } from './plugins/error-envelope.ts';
import { proxyWarningPlugin } from './plugins/proxy-warning.ts';
import { securityPlugin } from './plugins/security.ts';
import { spaPlugin } from './plugins/spa.ts';
import { installValidators } from './plugins/validators.ts';
import type { Services } from './services.ts';
import { subRollerRoutes } from './modules/subrollers/routes.ts';
import { buyerAccessRoutes } from './modules/buyer-access/routes.ts';
import { disputeRoutes } from './modules/disputes/routes.ts';
import { alertRoutes } from './modules/alerts/routes.ts';
import { shopPolicyRoutes } from './modules/shop-policies/routes.ts';
import { sellerSettingsRoutes } from './modules/seller-settings/routes.ts';
import { fastifyTrustProxy, trustsAProxy } from './config/trust-proxy.ts';

export interface AppDeps {
  config: Config;
  db: DB;
  services: Services;
  /** pino options or false; tests pass false. */
  logger?: boolean;
  webDist?: string;
  /** The web build's server renderer (entry-server.js); none when only webDist is given. */
  webSsr?: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
// Same relative path from src/ (tsx, tests) and from dist/ (bundle).
export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');
export const DEFAULT_WEB_SSR = path.resolve(here, '../../web/dist-ssr/entry-server.js');

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // Each plugin takes the services it names from the one list services.ts wires.
  const { config, services } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions(config.logLevel),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // close-drain.ts answers requests arriving while closing, in the envelope.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    ...envelopeOptions,
  }).withTypeProvider<TypeBoxTypeProvider>();

  installValidators(app);
  installErrorEnvelope(app);
  installCloseDrain(app, {
    incompleteGraceMs: Math.max(0, config.stopTimeoutS * 1000 - STOP_RESERVE_MS),
  });
  const stopFaultLog = services.events.on('service.fault', ({ source, err }) =>
    app.log.warn({ err }, `${source}: ${(err as Error)?.message ?? String(err)}`),
  );
  app.addHook('onClose', async () => stopFaultLog());
  // The Date header is the shop's time, which the web app counts invoices down against (its
  // lib/server-time.ts): a test shop's moved clock says so; the real one Node stamps by itself.
  if (services.clock !== systemClock)
    app.addHook('onSend', async (_req, reply, payload) => {
      reply.header('date', services.clock().toUTCString());
      return payload;
    });

  // Before every route: it attaches itself to each route as it is declared. Request bodies are
  // left as they come (no decompression), so body limits keep meaning what they say.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  await app.register(securityPlugin, {
    webDist: deps.webDist ?? DEFAULT_WEB_DIST,
    https: config.publicUrl.startsWith('https:'),
  });
  await app.register(proxyWarningPlugin, { trustProxy: trustsAProxy(config.trustProxy) });
  // Before the docs: route guards and their documented security are settled as routes are added.
  await app.register(authPlugin, {
    auth: services.auth,
    inboundSecret: config.inbound.secret,
    metricsToken: config.metricsToken,
    subRollers: services.subRollers,
  });
  await app.register(docsPlugin);
  await app.register(metricsPlugin, services);
  // Outside /api, where scrapers look; without a token it answers 404 (docs/observability.md).
  await app.register(metricsRoutes, {
    metrics: services.metrics,
    enabled: config.metricsToken !== null,
  });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, services);
      await api.register(shopPolicyRoutes, { policies: config.shopPolicies });
      await api.register(authRoutes, services);
      await api.register(ownerRoutes, services);
      await api.register(sellerSettingsRoutes, services);
      await api.register(catalogRoutes, services);
      await api.register(accountRoutes, services);
      await api.register(orderRoutes, services);
      await api.register(sellerOrderRoutes, services);
      await api.register(incomeRoutes, services);
      await api.register(backofficeRoutes, services);
      await api.register(mediaRoutes, { media: services.media, proxy: services.imageProxy });
      await api.register(emailRoutes, services);
      await api.register(subRollerRoutes, services);
      await api.register(buyerAccessRoutes, services);
      await api.register(disputeRoutes, services);
      await api.register(alertRoutes, services);
      await api.register(realtimeRoutes, services);
      if (config.inbound.secret)
        await api.register(inboundRoutes, {
          mail: services.mail,
          maxBytes: config.inbound.maxBytes,
        });
      if (config.devMailbox) await api.register(devMailboxRoutes, services);
    },
    { prefix: '/api' },
  );
  const webDist = deps.webDist ?? DEFAULT_WEB_DIST;
  const webSsr = deps.webSsr ?? (deps.webDist ? undefined : DEFAULT_WEB_SSR);
  await app.register(spaPlugin, {
    root: existsSync(webDist) ? webDist : null,
    ssrEntry: webSsr && existsSync(webSsr) ? webSsr : null,
    devMailbox: config.devMailbox,
    pages: catalogPages,
  });
  return app;
}
