import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings } from './load.ts';
import { ConfigError } from './read-env.ts';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'shop-cfg-'));

describe('loadSettings', () => {
  it('has working defaults for the embedded start', () => {
    const dir = tmp();
    const c = loadSettings({ DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      smtpPort: 2525,
      databaseUrl: null,
      demo: true,
      devMailbox: true,
    });
    expect(c.mailDomains.length).toBe(1);
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT: /],
    [{ PORT: '70000' }, /^PORT: /],
    [{ SMTP_PORT: '-1' }, /^SMTP_PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL: /],
    [{ MAIL_DOMAINS: 'not a domain' }, /^MAIL_DOMAINS: /],
    [{ DEMO: 'maybe' }, /^DEMO: /],
    [{ SECRET_KEY: 'short' }, /^SECRET_KEY: /],
    [{ PUBLIC_URL: 'ftp://x' }, /^PUBLIC_URL: /],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL: /],
    [{ MAIL_MAX_BYTES: '0' }, /^MAIL_MAX_BYTES: /],
    [{ MAIL_RETENTION_DAYS: 'forever' }, /^MAIL_RETENTION_DAYS: /],
    [{ INBOUND_SECRET: 'short' }, /^INBOUND_SECRET: /],
    [{ METRICS_TOKEN: 'short' }, /^METRICS_TOKEN: /],
    [{ DATABASE_POOL_SIZE: '0' }, /^DATABASE_POOL_SIZE: /],
    [{ HEAP_GROWING_PERCENT: '-1' }, /^HEAP_GROWING_PERCENT: /],
    [{ HEAP_GROWING_PERCENT: '301' }, /^HEAP_GROWING_PERCENT: /],
    [{ STOP_TIMEOUT_S: '0' }, /^STOP_TIMEOUT_S: /],
    [{ STOP_TIMEOUT_S: '10s' }, /^STOP_TIMEOUT_S: /],
    [
      { SMTP_TLS_KEY: '/nonexistent/key.pem', SMTP_TLS_CERT: '/nonexistent/cert.pem' },
      /^SMTP_TLS_KEY: /,
    ],
    [{ SMTP_TLS_CERT: '/etc/hostname' }, /^SMTP_TLS_CERT: /],
    [{ SMTP_CONNECTIONS_PER_IP: '-3' }, /^SMTP_CONNECTIONS_PER_IP: /],
    [{ MAIL_DOMAINS: ' , ' }, /^MAIL_DOMAINS: needs at least a domain name$/],
    [{ IMAGE_PROXY_ALLOW: '127.0.0.1, example.com' }, /^IMAGE_PROXY_ALLOW: "example.com" is not/],
    [{ S3_ENDPOINT: 'ftp://files.example' }, /^S3_ENDPOINT: must start with http: or https:$/],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' }, /^S3_SECRET_ACCESS_KEY: .* go together$/],
    [{ PAYPAL_CLIENT_ID: 'id' }, /^PAYPAL_CLIENT_SECRET: .* go together$/],
    [{ DEMO_PASSWORD: 'short' }, /^DEMO_PASSWORD: must be at least 8 characters$/],
  ])('refuses %j with one line naming the variable', (env, pattern) => {
    expect(() => loadSettings({ DATA_DIR: tmp(), ...env })).toThrow(ConfigError);
    expect(() => loadSettings({ DATA_DIR: tmp(), ...env })).toThrow(pattern);
  });

  it('receives mail with safe defaults: 25 MB, 90 days, no HTTP ingest, plain SMTP on HOST', () => {
    const c = loadSettings({ DATA_DIR: tmp() });
    expect(c.inbound).toMatchObject({
      maxBytes: 25 * 1024 * 1024,
      retentionDays: 90,
      secret: null,
      tls: null,
    });
    expect(c.smtpHost).toBe('127.0.0.1');
    const set = loadSettings({
      DATA_DIR: tmp(),
      MAIL_MAX_BYTES: '1000',
      MAIL_RETENTION_DAYS: '7',
      INBOUND_SECRET: 'a-long-enough-secret',
      SMTP_HOST: '0.0.0.0',
    });
    expect(set.inbound).toMatchObject({
      maxBytes: 1000,
      retentionDays: 7,
      secret: 'a-long-enough-secret',
    });
    expect(set.smtpHost).toBe('0.0.0.0');
  });

  it('keeps /metrics off unless a token is set, and a pool of 10 unless told', () => {
    const c = loadSettings({ DATA_DIR: tmp() });
    expect(c.metricsToken).toBeNull();
    expect(c.databasePoolSize).toBe(10);
    const set = loadSettings({
      DATA_DIR: tmp(),
      METRICS_TOKEN: 'scrape-me-please-1',
      DATABASE_POOL_SIZE: '25',
    });
    expect(set.metricsToken).toBe('scrape-me-please-1');
    expect(set.databasePoolSize).toBe(25);
  });

  it('lets the heap grow 30% past its live size unless told, and 0 leaves it to V8', () => {
    expect(loadSettings({ DATA_DIR: tmp() }).heapGrowingPercent).toBe(30);
    expect(loadSettings({ DATA_DIR: tmp(), HEAP_GROWING_PERCENT: '0' }).heapGrowingPercent).toBe(0);
  });

  it('gives a graceful stop 10 s unless told', () => {
    expect(loadSettings({ DATA_DIR: tmp() }).stopTimeoutS).toBe(10);
    expect(loadSettings({ DATA_DIR: tmp(), STOP_TIMEOUT_S: '45' }).stopTimeoutS).toBe(45);
  });

  it('refuses a public address without SMTP_URL, since the dev mailbox holds credentials', () => {
    expect(() => loadSettings({ DATA_DIR: tmp(), HOST: '0.0.0.0' })).toThrow(/^SMTP_URL: /);
    expect(
      loadSettings({ DATA_DIR: tmp(), HOST: '0.0.0.0', SMTP_URL: 'smtp://relay:25' }).devMailbox,
    ).toBe(false);
    expect(loadSettings({ DATA_DIR: tmp(), HOST: '0.0.0.0', DEV_MAILBOX: '1' }).devMailbox).toBe(
      true,
    );
  });

  describe('turns the dev mailbox off wherever a proxy can reach it, saying why', () => {
    const mailbox = (env: Record<string, string>) => {
      const c = loadSettings({ DATA_DIR: tmp(), ...env });
      return { on: c.devMailbox, reason: c.devMailboxReason };
    };

    it('is on with no relay, HOST and PUBLIC_URL on loopback and no proxy trusted', () => {
      for (const PUBLIC_URL of [
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        'http://127.8.0.1',
        'http://[::1]:3000',
      ])
        expect(mailbox({ PUBLIC_URL })).toEqual({
          on: true,
          reason: 'SMTP_URL is unset and HOST and PUBLIC_URL are on loopback',
        });
    });

    it('is off with TRUST_PROXY=1', () => {
      expect(mailbox({ TRUST_PROXY: '1' })).toEqual({
        on: false,
        reason: expect.stringMatching(/^TRUST_PROXY=1 says a proxy reaches the shop; .*SMTP_URL/),
      });
    });

    it('is off when PUBLIC_URL is not on loopback, though HOST is', () => {
      for (const PUBLIC_URL of [
        'https://shop.example',
        'http://192.168.1.20:3000',
        'http://[2001:db8::1]',
        'http://localhost.shop.example',
      ])
        expect(mailbox({ PUBLIC_URL })).toEqual({
          on: false,
          reason: expect.stringContaining(`PUBLIC_URL (${PUBLIC_URL}) is not on loopback`),
        });
    });

    it('is off with SMTP_URL, even when forced', () => {
      expect(mailbox({ SMTP_URL: 'smtp://relay:25', DEV_MAILBOX: '1' })).toEqual({
        on: false,
        reason: 'SMTP_URL is set, mail goes to the relay',
      });
    });

    it('is on with DEV_MAILBOX=1 behind a proxy, saying forwarded requests are refused', () => {
      expect(
        mailbox({ DEV_MAILBOX: '1', TRUST_PROXY: '1', PUBLIC_URL: 'https://shop.example' }),
      ).toEqual({
        on: true,
        reason: 'DEV_MAILBOX=1; requests that came through a proxy are refused',
      });
    });
  });

  it('publishes terms, refund policy and contact as set, and nothing for what is unset', () => {
    const unset = loadSettings({ DATA_DIR: tmp(), DEMO: '0' }).shopPolicies;
    expect(unset.terms).toEqual({ url: null, text: '' });
    expect(unset.refunds).toEqual({ url: null, text: '' });
    expect(unset.contact).toBeNull();
    // The demo shop's buyers can write to the demo seller's inbox on the shop's own domain.
    expect(
      loadSettings({ DATA_DIR: tmp(), MAIL_DOMAINS: 'mx.example' }).shopPolicies.contact,
    ).toEqual({ label: 'demo.support@mx.example', href: 'mailto:demo.support@mx.example' });

    const set = loadSettings({
      DATA_DIR: tmp(),
      SHOP_TERMS: 'Accounts are sold as described.\\nDisputes go to the seller first.',
      SHOP_REFUND_POLICY: 'https://shop.example/refunds',
      SHOP_CONTACT: 'help@shop.example',
    }).shopPolicies;
    expect(set.terms).toEqual({
      url: null,
      text: 'Accounts are sold as described.\nDisputes go to the seller first.',
    });
    expect(set.refunds).toEqual({ url: 'https://shop.example/refunds', text: '' });
    expect(set.contact).toEqual({ label: 'help@shop.example', href: 'mailto:help@shop.example' });
    expect(
      loadSettings({ DATA_DIR: tmp(), SHOP_CONTACT: 'https://discord.gg/abc123' }).shopPolicies
        .contact,
    ).toEqual({ label: 'discord.gg/abc123', href: 'https://discord.gg/abc123' });
  });

  it('refuses a contact that is neither an address nor an https link, and an endless policy', () => {
    expect(() => loadSettings({ DATA_DIR: tmp(), SHOP_CONTACT: 'ask in the shop' })).toThrow(
      /^SHOP_CONTACT: must be an e-mail address or an https:\/\/ link/,
    );
    expect(() => loadSettings({ DATA_DIR: tmp(), SHOP_CONTACT: 'http://discord.gg/x' })).toThrow(
      /^SHOP_CONTACT: /,
    );
    expect(() => loadSettings({ DATA_DIR: tmp(), SHOP_TERMS: 'x'.repeat(20_001) })).toThrow(
      /^SHOP_TERMS: must be at most 20000 characters/,
    );
    expect(() => loadSettings({ DATA_DIR: tmp(), SHOP_REFUND_POLICY: 'https://' })).toThrow(
      /^SHOP_REFUND_POLICY: is not a valid URL/,
    );
  });
});
