import { Type, type Static } from 'typebox';
import {
  DerivedFlag,
  type EnvSchemaOf,
  DomainName,
  Flag,
  IpAddress,
  List,
  OneOf,
  Port,
  Secret,
  Text,
  TextOr,
  Url,
  UrlOr,
  WholeNumber,
} from './env-types.ts';

// Every environment variable the server reads: its type, default, allowed values and what it
// does. docs/configuration.md is generated from this file (npm run docs:config).

const MB = 1024 * 1024;
const PEM_FILE = { allowed: 'path to a PEM file' };
const TEST_ONLY = 'for tests only';

const server = {
  PORT: Port(3000, 'HTTP port.'),
  HOST: TextOr(
    '127.0.0.1',
    'Address the HTTP server binds. A non-loopback address needs `SMTP_URL` (or `DEV_MAILBOX=1` on purpose): the dev mailbox holds credentials.',
    { allowed: 'an IP address or host name' },
  ),
  PUBLIC_URL: Url(
    ['http:', 'https:'],
    "The shop's public address, used in links sent by mail. Not on loopback, it says a proxy reaches the shop (the dev mailbox goes off).",
    { defaultText: '`http://localhost:$PORT`' },
  ),
  TRUST_PROXY: TextOr(
    '0',
    "The reverse proxies in front of the shop, so per-address limits key on the address the outermost one saw: the number of proxies (`1` for one nginx or Caddy; `2` for a CDN before it), or the proxies' own addresses and ranges (`127.0.0.1,10.0.0.0/8`). Only the `X-Forwarded-For` entries those proxies appended are believed, never one a client wrote. With 0 behind a proxy, every visitor shares the proxy's address for every limit, and the log warns (at most hourly) when `X-Forwarded-For` arrives.",
    {
      allowed:
        '`0`, a number of proxies 1-9 (`true`/`yes`/`on` mean 1), or a comma list of IP addresses and CIDR ranges',
    },
  ),
  DATA_DIR: TextOr(
    './data',
    'Directory of the embedded database (`db/`), uploads (`files/`) and the generated secret key.',
    { allowed: 'a directory path' },
  ),
  LOG_LEVEL: OneOf(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    'info',
    'Lowest level the log writes.',
  ),
  STOP_TIMEOUT_S: WholeNumber(
    { min: 1, max: 600 },
    10,
    'Seconds a graceful stop (SIGTERM, SIGINT) may take to finish requests, workers and the database before the process exits with 1 anyway.',
  ),
  METRICS_TOKEN: Secret('Bearer token of `GET /metrics`. Unset, `/metrics` answers 404.'),
};

const database = {
  DATABASE_URL: Url(
    ['postgres:', 'postgresql:'],
    'A PostgreSQL server to use. Unset, the shop uses the embedded PGlite in `DATA_DIR/db`, which one process at a time may open.',
  ),
  DATABASE_POOL_SIZE: WholeNumber(
    { min: 1, max: 1000 },
    10,
    "Connections each process keeps to the PostgreSQL server. Instances times pool size must stay under the server's `max_connections`.",
  ),
};

const secrets = {
  SECRET_KEY: Text(
    'Key of the secrets at rest (account passwords, tokens). Unset, one is generated into `DATA_DIR/secret.key` on the first start. Keep it: without it stored account passwords cannot be read. Every instance of one `DATABASE_URL` must use the same key (checked at start; an instance that would generate its own refuses to start).',
    {
      defaultText: 'generated into `DATA_DIR/secret.key`',
      allowed: '32 bytes as 64 hex characters or base64',
    },
  ),
};

const inboundMail = {
  MAIL_DOMAINS: List(
    DomainName,
    'Mail domains the shop receives mail for (catch-all); the first is the default.',
    { default: ['shop.localhost'], minItems: 1, itemIs: 'a domain name', lowercase: true },
  ),
  SMTP_PORT: Port(2525, 'Port of the inbound SMTP server.'),
  SMTP_HOST: Text(
    'Address the inbound SMTP server binds. An MX faces the internet: e.g. `0.0.0.0` while HTTP stays behind a proxy.',
    { defaultText: '`HOST`', allowed: 'an IP address or host name' },
  ),
  MAIL_MAX_BYTES: WholeNumber(
    { min: 1, max: 200 * MB },
    25 * MB,
    'Largest message received, in bytes (25 MB by default). SMTP advertises it as `SIZE` and answers 552 over it; `POST /api/inbound` answers 413.',
  ),
  MAIL_RETENTION_DAYS: WholeNumber(
    { min: 1, max: 36_500 },
    90,
    'Received mail older than this many days is deleted (hourly, and at start).',
  ),
  INBOUND_SECRET: Secret(
    'Bearer secret of `POST /api/inbound`, for providers that forward mail over HTTP. Unset, that endpoint does not exist (404).',
  ),
  SMTP_TLS_KEY: Text(
    'PEM key file of the inbound SMTP server; with `SMTP_TLS_CERT` it offers STARTTLS. The two go together.',
    PEM_FILE,
  ),
  SMTP_TLS_CERT: Text(
    'PEM certificate file matching `SMTP_TLS_KEY`. The two go together.',
    PEM_FILE,
  ),
  SMTP_CONNECTIONS_PER_IP: WholeNumber(
    { min: 1, max: 10_000 },
    20,
    'Open SMTP connections one client address may hold; more are answered 421.',
  ),
  SMTP_MESSAGES_PER_MINUTE_PER_IP: WholeNumber(
    { min: 1, max: 1_000_000 },
    600,
    'Messages one client address may send per minute; more are answered 451 (try later). Raise it for load tests from one address.',
  ),
  DKIM_DNS_SERVERS: List(
    Type.String({
      pattern:
        '^(?:\\d{1,3}(?:\\.\\d{1,3}){3}(?::\\d{1,5})?|\\[[0-9a-fA-F:.]+\\](?::\\d{1,5})?|[0-9a-fA-F.]*:[0-9a-fA-F:.]*)$',
    }),
    "DNS servers asked for the keys of received mail's DKIM signatures (decision 0041), e.g. a validating resolver of your own; unset, the machine's. A look-up that takes over 2 s leaves the sender unverified (null).",
    { itemIs: 'an IP address, with `:port` when not 53 (`[::1]:5353` for IPv6)' },
  ),
};

const outboundMail = {
  SMTP_URL: Url(
    ['smtp:', 'smtps:'],
    'Outbound relay, e.g. `smtp://user:pass@host:587`; mail is sent with retries (5 s doubling, up to 15 min). Unset, mail goes to the dev mailbox, read at `/dev/mailbox` and logged with its links; behind a proxy that is off and mail is stored unsent.',
  ),
  DEV_MAILBOX: Flag(
    false,
    'Set to 1 to serve the dev mailbox where it would be off (a non-loopback `HOST`, a `TRUST_PROXY` other than 0, a `PUBLIC_URL` not on loopback). A request that came through a proxy (`X-Forwarded-*`, `Forwarded`, `Via`, `X-Real-IP`, a CDN client header) still gets 404. Never on the internet; no effect with `SMTP_URL`.',
  ),
};

const demo = {
  DEMO: Flag(true, 'Seeds the demo shop on the first start; 0 skips it.'),
  DEMO_PASSWORD: Text('Password of the demo roller when it is created.', {
    minLength: 8,
    defaultText: 'generated',
  }),
};

const fileStore = {
  S3_BUCKET: Text(
    'Store uploads and cached images in this S3-compatible bucket instead of `DATA_DIR/files`.',
  ),
  S3_ENDPOINT: Url(
    ['http:', 'https:'],
    "The bucket service's URL for services other than AWS (MinIO, R2, B2...).",
  ),
  S3_REGION: TextOr('us-east-1', "The bucket's region."),
  S3_ACCESS_KEY_ID: Text(
    "Access key of the bucket; goes with `S3_SECRET_ACCESS_KEY`. Unset, the SDK's default chain (instance roles, `~/.aws`) is used.",
  ),
  S3_SECRET_ACCESS_KEY: Text('Secret of `S3_ACCESS_KEY_ID`; the two go together.'),
  S3_FORCE_PATH_STYLE: DerivedFlag('Path-style bucket addressing; 0 for virtual-host addressing.', {
    defaultText: '`1` with `S3_ENDPOINT`, else `0`',
  }),
  S3_PREFIX: TextOr('', 'Key prefix inside the bucket.'),
};

const shopPages = {
  SHOP_TERMS: Text(
    'The terms the footer links to: their text, shown at `/terms` (`\\n` makes a line break, a blank line a new paragraph), or the `https://` page that holds them. Unset, the page says "Not published yet" and the start log says what to set.',
    { allowed: 'text of at most 20000 characters, or an http(s) URL' },
  ),
  SHOP_REFUND_POLICY: Text('The refund policy, the same way as `SHOP_TERMS`, at `/refunds`.', {
    allowed: 'text of at most 20000 characters, or an http(s) URL',
  }),
  SHOP_CONTACT: Text(
    "How buyers reach the shop, shown at `/contact` (footer) and on invoices. Unset, the page says so; with `DEMO` on it is an address of the demo seller's inbox.",
    {
      allowed: 'an e-mail address or an `https://` link such as a Discord invite',
      defaultText: 'unset (demo: `demo.support@{first mail domain}`)',
    },
  ),
};

const payments = {
  PAYMENT_INSTRUCTIONS: Text(
    "What an invoice tells buyers to do to pay (manual payments) when the seller wrote no instructions of their own in Settings; `\\n` makes a line break. Unset, the invoice says to write to the seller's inbox (`{code}.orders@{first mail domain}`) and shows `SHOP_CONTACT`.",
  ),
  PAYPAL_CLIENT_ID: Text(
    'PayPal REST app client id; with `PAYPAL_CLIENT_SECRET` invoices are paid with PayPal (Orders v2) and delivered without the seller.',
  ),
  PAYPAL_CLIENT_SECRET: Text('Secret of `PAYPAL_CLIENT_ID`; the two go together.'),
  PAYPAL_API_BASE: UrlOr(
    'https://api-m.paypal.com',
    ['https:', 'http:'],
    "PayPal's API; `https://api-m.sandbox.paypal.com` for the sandbox.",
  ),
  PAYPAL_WEBHOOK_ID: Text(
    "The webhook's id in the PayPal dashboard (URL `{PUBLIC_URL}/api/payments/paypal/webhook`, event `PAYMENT.CAPTURE.COMPLETED`). Webhooks are refused without it.",
  ),
};

const performance = {
  LISTING_CACHE: Flag(
    true,
    'Keeps public listing pages: those the index answers until the index changes, those SQL answers (text search, LISTING_INDEX=0) for 5 s; 0 computes every page anew (for benchmarks).',
  ),
  LISTING_INDEX: Flag(
    true,
    'Answers the public listing from an in-memory index per game (about 1 KB of memory per account for sale); 0 answers it in SQL.',
  ),
  HEAP_GROWING_PERCENT: WholeNumber(
    { min: 0, max: 300 },
    30,
    'How far the JavaScript heap may grow past what its last full collection kept, in percent, before the next; 0 leaves it to V8 (up to 4x). Lower is less memory for a little more collection work (bench/notes/memory.md, "Server memory").',
  ),
};

const testsOnly = {
  IMAGE_PROXY_ALLOW: List(
    IpAddress,
    `IP addresses the image proxy may reach although not public; ${TEST_ONLY}.`,
    { itemIs: 'an IP address' },
  ),
  PUSH_ENDPOINT_ALLOW: List(
    IpAddress,
    `IP addresses a Web Push endpoint may point to although not public (then also over http); ${TEST_ONLY}.`,
    { itemIs: 'an IP address' },
  ),
  WEBHOOK_ENDPOINT_ALLOW: List(
    IpAddress,
    `IP addresses a seller's Discord or signed webhook may point to although not public (then also over http); ${TEST_ONLY}.`,
    { itemIs: 'an IP address' },
  ),
  TEST_CLOCK: Flag(
    false,
    `Lets \`npm run shop -- clock advance --hours N\` move the shop's clock forward, so a timer (a dispute's 24-hour answer window, invoice expiry) can be tested end to end; every time the shop stores or sends follows that clock, and the move is kept in the database over restarts; ${TEST_ONLY}.`,
  ),
};

/** The variables in the reference's order, under their headings. */
export const ENV_GROUPS: { title: string; variables: Record<string, EnvSchemaOf> }[] = [
  { title: 'HTTP server', variables: server },
  { title: 'Database', variables: database },
  { title: 'Secret key', variables: secrets },
  { title: 'Inbound mail', variables: inboundMail },
  { title: 'Outbound mail', variables: outboundMail },
  { title: 'Demo shop', variables: demo },
  { title: 'File storage (S3)', variables: fileStore },
  { title: 'Shop pages', variables: shopPages },
  { title: 'Payments', variables: payments },
  { title: 'Performance', variables: performance },
  { title: 'Tests only', variables: testsOnly },
];

export const EnvSchema = Type.Object({
  ...server,
  ...database,
  ...secrets,
  ...inboundMail,
  ...outboundMail,
  ...demo,
  ...fileStore,
  ...shopPages,
  ...payments,
  ...performance,
  ...testsOnly,
});

/** The environment, each variable parsed: defaults filled in, unset ones absent. */
export type EnvValues = Static<typeof EnvSchema>;
