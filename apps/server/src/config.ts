import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ShopPolicies } from '@shop/contract';
import {
  addressList,
  ConfigError,
  fail,
  flag,
  isLoopbackHost,
  isLoopbackUrl,
  pemFile,
  port,
  positiveInt,
  url,
  wholeNumber,
  type Env,
} from './config-env.ts';
import type { S3Settings } from './lib/s3-store.ts';
import { demoContact, parseContact, parsePolicy } from './modules/shop-policies/settings.ts';

/**
 * Every setting the server reads, parsed and checked once at boot. Nothing else reads
 * process.env: modules receive the Config object.
 */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Connections each process keeps to a PostgreSQL server (DATABASE_URL only). */
  databasePoolSize: number;
  smtpPort: number;
  /** Where the MX listens; HOST unless SMTP_HOST says otherwise (an MX faces the internet). */
  smtpHost: string;
  mailDomains: string[];
  /** Inbound mail (DESIGN §5 Inbox): what the MX and POST /api/inbound accept and keep. */
  inbound: InboundSettings;
  smtpUrl: string | null;
  publicUrl: string;
  secretKey: Buffer;
  /** Where the key came from: SECRET_KEY, or the file in DATA_DIR (and whether just generated). */
  secretKeySource: string;
  demo: boolean;
  /** Password of the demo roller when it is created; generated when unset. */
  demoPassword: string | null;
  /** Outbound mail kept and listed at /dev/mailbox: only where no proxy can reach it (DESIGN §9). */
  devMailbox: boolean;
  /** Why the dev mailbox is on or off, for the start line. */
  devMailboxReason: string;
  logLevel: string;
  trustProxy: boolean;
  /** Addresses the image proxy may reach although not public; for tests only, empty by default. */
  imageProxyAllow: Set<string>;
  /** Addresses a Web Push endpoint may point to although not public (and then over http); tests only. */
  pushEndpointAllow: Set<string>;
  /** Uploads and cached images in an S3-compatible bucket instead of DATA_DIR/files. */
  s3: S3Settings | null;
  /** Keep public listing pages for a few seconds; off only to measure the query itself. */
  listingCache: boolean;
  /** Answer the public listing from an in-memory index per game (listing-indexes.ts). */
  listingIndex: boolean;
  /**
   * How far V8 lets the heap grow past what survived its last full collection, in percent; 0
   * keeps V8's own choice (up to 4x). main.ts applies it at boot.
   */
  heapGrowingPercent: number;
  /** Seconds a graceful stop may take before the process exits with 1 anyway. */
  stopTimeoutS: number;
  /**
   * What the invoice page tells a buyer to do when payments are confirmed by hand and the
   * seller wrote no instructions of their own; null leaves the page to say how to reach them.
   */
  paymentInstructions: string | null;
  /** Addresses a seller's Discord or signed webhook may point to although not public; tests only. */
  webhookEndpointAllow: Set<string>;
  /** Terms, refund policy and contact the footer of every page links to (GET /api/shop/policies). */
  shopPolicies: ShopPolicies;
  /** Bearer token of GET /metrics; null leaves /metrics off (404). */
  metricsToken: string | null;
  /** PayPal Orders v2 when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set; else manual. */
  paypal: PaypalSettings | null;
}

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  /** https://api-m.paypal.com (live) or https://api-m.sandbox.paypal.com. */
  apiBase: string;
  /** The webhook's id in the PayPal dashboard; webhooks are refused without it. */
  webhookId: string | null;
}

export interface InboundSettings {
  /** Largest message accepted, raw bytes (SMTP SIZE, 552 over it; 413 over HTTP). */
  maxBytes: number;
  /** Received mail older than this many days is pruned. */
  retentionDays: number;
  /** Bearer secret of POST /api/inbound; null turns the endpoint off (404). */
  secret: string | null;
  /** PEM key and certificate offering STARTTLS; null offers plain SMTP only. */
  tls: { key: Buffer; cert: Buffer } | null;
  /** Open SMTP connections one client address may hold at once. */
  connectionsPerIp: number;
  /** Messages one client address may send per minute (451 above it, so it retries later). */
  messagesPerMinutePerIp: number;
}

export { ConfigError, isLoopbackHost };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const DOMAIN_RE = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

/**
 * The dev mailbox holds every outbound mail, credentials included, so it is on only where no
 * reverse proxy can reach it: no relay, HOST on loopback, no proxy trusted and PUBLIC_URL on
 * loopback (a public URL means something in front of the shop forwards to it). DEV_MAILBOX=1
 * turns it on anyway, on purpose; the route still refuses every forwarded request
 * (modules/outbox/routes.ts), so forcing never serves it through a proxy that says it is one.
 */
function devMailbox(s: {
  smtpUrl: string | null;
  host: string;
  publicUrl: string;
  trustProxy: boolean;
  forced: boolean;
}): { on: boolean; reason: string } {
  if (s.smtpUrl) return { on: false, reason: 'SMTP_URL is set, mail goes to the relay' };
  if (s.forced)
    return { on: true, reason: 'DEV_MAILBOX=1; requests that came through a proxy are refused' };
  // Outbound mail (credentials included) would sit in the dev mailbox on a public address.
  if (!isLoopbackHost(s.host))
    fail(
      'SMTP_URL',
      `is required when HOST (${s.host}) is not a loopback address, or outbound mail (credentials included) would sit in the dev mailbox; set SMTP_URL, or DEV_MAILBOX=1 on purpose`,
    );
  const undelivered =
    'outbound mail is stored, not sent: set SMTP_URL (or DEV_MAILBOX=1 to read it without the proxy)';
  if (s.trustProxy)
    return { on: false, reason: `TRUST_PROXY=1 says a proxy reaches the shop; ${undelivered}` };
  if (!isLoopbackUrl(s.publicUrl))
    return {
      on: false,
      reason: `PUBLIC_URL (${s.publicUrl}) is not on loopback, so a proxy reaches the shop; ${undelivered}`,
    };
  return { on: true, reason: 'SMTP_URL is unset and HOST and PUBLIC_URL are on loopback' };
}

/** The AES-256-GCM key: SECRET_KEY (64 hex chars or 44 base64 chars), else a key kept in DATA_DIR. */
function secretKey(env: Env, dataDir: string): Pick<Config, 'secretKey' | 'secretKeySource'> {
  const raw = env.SECRET_KEY;
  if (raw) {
    const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
    if (key.length !== 32) fail('SECRET_KEY', 'must be 32 bytes as 64 hex characters or base64');
    return { secretKey: key, secretKeySource: 'SECRET_KEY' };
  }
  const file = path.join(dataDir, 'secret.key');
  const read = () => {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
    if (key.length !== 32) fail('SECRET_KEY', `${file} does not hold a 32-byte hex key`);
    return { secretKey: key, secretKeySource: file };
  };
  if (existsSync(file)) return read();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    // Never over another process's key: of two starting at once, the second reads the first's.
    writeFileSync(file, key.toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return read();
    throw err;
  }
  return { secretKey: key, secretKeySource: `${file} (generated on this start)` };
}

function s3Settings(env: Env): S3Settings | null {
  const bucket = env.S3_BUCKET;
  if (!bucket) return null;
  const endpoint = url(env, 'S3_ENDPOINT', ['http:', 'https:']);
  const accessKeyId = env.S3_ACCESS_KEY_ID || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || null;
  if (!accessKeyId !== !secretAccessKey)
    fail('S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return {
    bucket,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', endpoint !== null),
    prefix: env.S3_PREFIX ?? '',
  };
}

function paypalSettings(env: Env): PaypalSettings | null {
  const clientId = env.PAYPAL_CLIENT_ID || null;
  const clientSecret = env.PAYPAL_CLIENT_SECRET || null;
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret)
    fail('PAYPAL_CLIENT_SECRET', 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together');
  return {
    clientId,
    clientSecret,
    apiBase: (
      url(env, 'PAYPAL_API_BASE', ['https:', 'http:']) ?? 'https://api-m.paypal.com'
    ).replace(/\/+$/, ''),
    webhookId: env.PAYPAL_WEBHOOK_ID || null,
  };
}

/**
 * The heap's growth past its live size before the next full collection. V8 lets an idle-looking
 * server grow to several times its live heap after a listing load, and 30% keeps it close to
 * what is live for a few more collections (bench/README.md "Server memory", heap growth).
 */
const DEFAULT_HEAP_GROWING_PERCENT = 30;
/** A stop that takes longer (requests, workers, the database closing) is cut short. */
const DEFAULT_STOP_TIMEOUT_S = 10;

function inboundSettings(env: Env): InboundSettings {
  const secret = env.INBOUND_SECRET || null;
  // Compared to whatever a caller sends: a short one could be guessed.
  if (secret !== null && secret.length < 16)
    fail('INBOUND_SECRET', 'must be at least 16 characters');
  const key = pemFile(env, 'SMTP_TLS_KEY');
  const cert = pemFile(env, 'SMTP_TLS_CERT');
  if (!key !== !cert) fail('SMTP_TLS_CERT', 'SMTP_TLS_KEY and SMTP_TLS_CERT go together');
  return {
    maxBytes: positiveInt(env, 'MAIL_MAX_BYTES', 25 * 1024 * 1024, 200 * 1024 * 1024),
    retentionDays: positiveInt(env, 'MAIL_RETENTION_DAYS', 90, 36_500),
    secret,
    tls: key && cert ? { key, cert } : null,
    connectionsPerIp: positiveInt(env, 'SMTP_CONNECTIONS_PER_IP', 20, 10_000),
    messagesPerMinutePerIp: positiveInt(env, 'SMTP_MESSAGES_PER_MINUTE_PER_IP', 600, 1_000_000),
  };
}

function metricsToken(env: Env): string | null {
  const token = env.METRICS_TOKEN || null;
  // The series name routes and volumes: a guessable token would publish them.
  if (token !== null && token.length < 16) fail('METRICS_TOKEN', 'must be at least 16 characters');
  return token;
}

function shopPolicies(env: Env, demo: boolean, mailDomain: string): ShopPolicies {
  const terms = parsePolicy(env.SHOP_TERMS);
  if (typeof terms === 'string') fail('SHOP_TERMS', terms);
  const refunds = parsePolicy(env.SHOP_REFUND_POLICY);
  if (typeof refunds === 'string') fail('SHOP_REFUND_POLICY', refunds);
  const contact = parseContact(env.SHOP_CONTACT);
  if (typeof contact === 'string') fail('SHOP_CONTACT', contact);
  // The demo shop shows the whole path: its contact lands in the demo seller's own inbox.
  return { terms, refunds, contact: contact ?? (demo ? demoContact(mailDomain) : null) };
}

function demoPassword(env: Env): string | null {
  const raw = env.DEMO_PASSWORD;
  if (!raw) return null;
  if (raw.length < 8) fail('DEMO_PASSWORD', 'must be at least 8 characters');
  return raw;
}

export function loadConfig(env: Env = process.env): Config {
  const host = env.HOST || '127.0.0.1';
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const mailDomains = (env.MAIL_DOMAINS || 'shop.localhost')
    .split(',')
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean);
  for (const d of mailDomains)
    if (!DOMAIN_RE.test(d)) fail('MAIL_DOMAINS', `"${d}" is not a domain name`);
  if (mailDomains.length === 0) fail('MAIL_DOMAINS', 'needs at least one domain');

  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) fail('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);

  const httpPort = port(env, 'PORT', 3000);
  const demo = flag(env, 'DEMO', true);
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${httpPort}`;
  const trustProxy = flag(env, 'TRUST_PROXY', false);
  const mailbox = devMailbox({
    smtpUrl,
    host,
    publicUrl,
    trustProxy,
    forced: flag(env, 'DEV_MAILBOX', false),
  });

  return {
    port: httpPort,
    host,
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    databasePoolSize: positiveInt(env, 'DATABASE_POOL_SIZE', 10, 1000),
    smtpPort: port(env, 'SMTP_PORT', 2525),
    smtpHost: env.SMTP_HOST || host,
    mailDomains,
    inbound: inboundSettings(env),
    smtpUrl,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    ...secretKey(env, dataDir),
    demo,
    demoPassword: demoPassword(env),
    devMailbox: mailbox.on,
    devMailboxReason: mailbox.reason,
    logLevel,
    trustProxy,
    imageProxyAllow: addressList(env, 'IMAGE_PROXY_ALLOW'),
    pushEndpointAllow: addressList(env, 'PUSH_ENDPOINT_ALLOW'),
    webhookEndpointAllow: addressList(env, 'WEBHOOK_ENDPOINT_ALLOW'),
    s3: s3Settings(env),
    listingCache: flag(env, 'LISTING_CACHE', true),
    listingIndex: flag(env, 'LISTING_INDEX', true),
    heapGrowingPercent: wholeNumber(
      env,
      'HEAP_GROWING_PERCENT',
      DEFAULT_HEAP_GROWING_PERCENT,
      0,
      300,
    ),
    stopTimeoutS: wholeNumber(env, 'STOP_TIMEOUT_S', DEFAULT_STOP_TIMEOUT_S, 1, 600),
    paymentInstructions: env.PAYMENT_INSTRUCTIONS?.trim()
      ? env.PAYMENT_INSTRUCTIONS.trim().replace(/\\n/g, '\n')
      : null,
    paypal: paypalSettings(env),
    shopPolicies: shopPolicies(env, demo, mailDomains[0]!),
    metricsToken: metricsToken(env),
  };
}
