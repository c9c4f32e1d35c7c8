import type { ShopPolicies } from '@shop/contract';
import type { S3Settings } from '../lib/s3-store.ts';
import type { TrustProxy } from './trust-proxy.ts';

/**
 * Every setting the server reads, parsed and checked once at boot (schema.ts lists the
 * variables). Nothing else reads process.env: modules receive the Config object.
 */
export interface Settings {
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
  /** SECRET_KEY decoded; null leaves the key to DATA_DIR/secret.key (secret-key.ts). */
  givenSecretKey: Buffer | null;
  demo: boolean;
  /** Password of the demo roller when it is created; generated when unset. */
  demoPassword: string | null;
  /** Outbound mail kept and listed at /dev/mailbox: only where no proxy can reach it (DESIGN §9). */
  devMailbox: boolean;
  /** Why the dev mailbox is on or off, for the start line. */
  devMailboxReason: string;
  logLevel: string;
  /** The proxies in front of the shop whose `X-Forwarded-For` entries are believed. */
  trustProxy: TrustProxy;
  /** Addresses the image proxy may reach although not public; for tests only, empty by default. */
  imageProxyAllow: Set<string>;
  /** TEST_CLOCK: the shop's clock can be moved forward by an operator command. */
  testClock: boolean;
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

/** The AES-256-GCM key of the secrets at rest, and where it came from (for messages). */
export interface SecretKey {
  secretKey: Buffer;
  /** SECRET_KEY, or the file in DATA_DIR (and whether it was just generated). */
  secretKeySource: string;
}

/** The settings with the key in hand: what the services run on. */
export type Config = Settings & SecretKey;

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
  /** The DNS servers the DKIM check asks (`ip` or `ip:port`); empty: the machine's. */
  dkimDnsServers: string[];
}
