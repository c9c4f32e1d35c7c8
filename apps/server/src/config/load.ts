import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ShopPolicies } from '@shop/contract';
import type { S3Settings } from '../lib/s3-store.ts';
import { demoContact, parseContact, parsePolicy } from '../modules/shop-policies/settings.ts';
import { devMailbox } from './dev-mailbox.ts';
import { fail, readEnv, type Env } from './read-env.ts';
import type { EnvValues } from './schema.ts';
import { findSecretKey, parseSecretKey } from './secret-key.ts';
import { parseTrustProxy } from './trust-proxy.ts';
import type { Config, InboundSettings, PaypalSettings, Settings } from './types.ts';

// From the variables (each checked alone by its schema) to the settings the code uses: the
// rules that join several variables live here.

/** Two variables that only mean something together. */
function together(first: string, second: string, a: unknown, b: unknown): void {
  if (!a !== !b) fail(second, `${first} and ${second} go together`);
}

function pemFile(name: string, file: string | undefined): Buffer | null {
  if (!file) return null;
  try {
    return readFileSync(file);
  } catch {
    return fail(name, `cannot read ${file}`);
  }
}

function inboundSettings(v: EnvValues): InboundSettings {
  const key = pemFile('SMTP_TLS_KEY', v.SMTP_TLS_KEY);
  const cert = pemFile('SMTP_TLS_CERT', v.SMTP_TLS_CERT);
  together('SMTP_TLS_KEY', 'SMTP_TLS_CERT', key, cert);
  return {
    maxBytes: v.MAIL_MAX_BYTES,
    retentionDays: v.MAIL_RETENTION_DAYS,
    secret: v.INBOUND_SECRET ?? null,
    tls: key && cert ? { key, cert } : null,
    connectionsPerIp: v.SMTP_CONNECTIONS_PER_IP,
    messagesPerMinutePerIp: v.SMTP_MESSAGES_PER_MINUTE_PER_IP,
    dkimDnsServers: v.DKIM_DNS_SERVERS,
  };
}

function s3Settings(v: EnvValues): S3Settings | null {
  if (!v.S3_BUCKET) return null;
  together('S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', v.S3_ACCESS_KEY_ID, v.S3_SECRET_ACCESS_KEY);
  const endpoint = v.S3_ENDPOINT ?? null;
  return {
    bucket: v.S3_BUCKET,
    endpoint,
    region: v.S3_REGION,
    accessKeyId: v.S3_ACCESS_KEY_ID ?? null,
    secretAccessKey: v.S3_SECRET_ACCESS_KEY ?? null,
    forcePathStyle: v.S3_FORCE_PATH_STYLE ?? endpoint !== null,
    prefix: v.S3_PREFIX,
  };
}

function paypalSettings(v: EnvValues): PaypalSettings | null {
  const { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret } = v;
  together('PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', clientId, clientSecret);
  if (!clientId || !clientSecret) return null;
  return {
    clientId,
    clientSecret,
    apiBase: v.PAYPAL_API_BASE.replace(/\/+$/, ''),
    webhookId: v.PAYPAL_WEBHOOK_ID ?? null,
  };
}

function shopPolicies(v: EnvValues, mailDomain: string): ShopPolicies {
  const terms = parsePolicy(v.SHOP_TERMS);
  if (typeof terms === 'string') fail('SHOP_TERMS', terms);
  const refunds = parsePolicy(v.SHOP_REFUND_POLICY);
  if (typeof refunds === 'string') fail('SHOP_REFUND_POLICY', refunds);
  const contact = parseContact(v.SHOP_CONTACT);
  if (typeof contact === 'string') fail('SHOP_CONTACT', contact);
  // The demo shop shows the whole path: its contact lands in the demo seller's own inbox.
  return { terms, refunds, contact: contact ?? (v.DEMO ? demoContact(mailDomain) : null) };
}

/** `\n` in a one-line variable starts a new line. */
const lines = (text: string | undefined): string | null =>
  text?.trim() ? text.trim().replace(/\\n/g, '\n') : null;

/**
 * Every setting but the secret key's own, from the environment; writes nothing. Throws a
 * ConfigError naming the first variable that is wrong (the start stops with that line).
 */
export function loadSettings(env: Env = process.env): Settings {
  const v = readEnv(env);
  const publicUrl = v.PUBLIC_URL ?? `http://localhost:${v.PORT}`;
  const trustProxy = parseTrustProxy(v.TRUST_PROXY);
  const mailbox = devMailbox({
    smtpUrl: v.SMTP_URL ?? null,
    host: v.HOST,
    publicUrl,
    trustProxy,
    forced: v.DEV_MAILBOX,
  });
  return {
    port: v.PORT,
    host: v.HOST,
    dataDir: path.resolve(v.DATA_DIR),
    databaseUrl: v.DATABASE_URL ?? null,
    databasePoolSize: v.DATABASE_POOL_SIZE,
    smtpPort: v.SMTP_PORT,
    smtpHost: v.SMTP_HOST ?? v.HOST,
    mailDomains: v.MAIL_DOMAINS,
    inbound: inboundSettings(v),
    smtpUrl: v.SMTP_URL ?? null,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    givenSecretKey: parseSecretKey(v.SECRET_KEY),
    demo: v.DEMO,
    demoPassword: v.DEMO_PASSWORD ?? null,
    devMailbox: mailbox.on,
    devMailboxReason: mailbox.reason,
    logLevel: v.LOG_LEVEL,
    trustProxy,
    imageProxyAllow: new Set(v.IMAGE_PROXY_ALLOW),
    testClock: v.TEST_CLOCK,
    pushEndpointAllow: new Set(v.PUSH_ENDPOINT_ALLOW),
    webhookEndpointAllow: new Set(v.WEBHOOK_ENDPOINT_ALLOW),
    s3: s3Settings(v),
    listingCache: v.LISTING_CACHE,
    listingIndex: v.LISTING_INDEX,
    heapGrowingPercent: v.HEAP_GROWING_PERCENT,
    stopTimeoutS: v.STOP_TIMEOUT_S,
    paymentInstructions: lines(v.PAYMENT_INSTRUCTIONS),
    paypal: paypalSettings(v),
    shopPolicies: shopPolicies(v, v.MAIL_DOMAINS[0]!),
    metricsToken: v.METRICS_TOKEN ?? null,
  };
}

/**
 * The whole config of a shop whose key already exists (SECRET_KEY, or DATA_DIR/secret.key);
 * writes nothing. A start that may be the first runs loadSettings and ensureSecretKey instead.
 */
export function loadConfig(env: Env = process.env): Config {
  const settings = loadSettings(env);
  const key = findSecretKey(settings);
  if (!key)
    fail(
      'SECRET_KEY',
      `is unset and ${path.join(settings.dataDir, 'secret.key')} does not exist yet (the first start of the shop writes it)`,
    );
  return { ...settings, ...key };
}
