import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MetricsRegistry } from '../../lib/metrics.ts';
import { enqueueMail } from '../outbox/outbox-fixture.ts';
import { openBackofficeShop } from '../accounts/backoffice-fixture.ts';
import { RawSmtp, sendMail, startSmtp } from '../mail/mail-fixture.ts';
import { listen, openStream, ticketFor } from '../realtime/realtime-fixture.ts';
import { createTestContext } from '../../../test/helpers.ts';

const TOKEN = 'metrics-token-for-tests-0123';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample line, e.g. `shop_sse_clients` or `x_total{reason="y"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the registry', () => {
  it('writes counters, gauges and cumulative histograms in the 0.0.4 text format', async () => {
    const r = new MetricsRegistry();
    const c = r.counter('x_total', 'Things.\nCounted', ['reason'], [{ reason: 'a' }]);
    c.inc({ reason: 'q"\\\n' }, 2);
    r.gauge('g', 'A gauge', () => [[{}, 1.5]]);
    r.gauge('broken', 'Fails to read', () => Promise.reject(new Error('no')));
    const h = r.histogram('h_seconds', 'Latency', ['route'], [0.1, 1]);
    h.observe({ route: '/a' }, 0.05);
    h.observe({ route: '/a' }, 0.5);
    h.observe({ route: '/a' }, 3);
    expect(await r.render()).toBe(
      [
        '# HELP x_total Things.\\nCounted',
        '# TYPE x_total counter',
        'x_total{reason="a"} 0',
        'x_total{reason="q\\"\\\\\\n"} 2',
        '# HELP g A gauge',
        '# TYPE g gauge',
        'g 1.5',
        '# HELP h_seconds Latency',
        '# TYPE h_seconds histogram',
        'h_seconds_bucket{route="/a",le="0.1"} 1',
        'h_seconds_bucket{route="/a",le="1"} 2',
        'h_seconds_bucket{route="/a",le="+Inf"} 3',
        'h_seconds_sum{route="/a"} 3.55',
        'h_seconds_count{route="/a"} 3',
        '',
      ].join('\n'),
    );
    expect(() => r.counter('g', 'again')).toThrow('metric g is registered twice');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist and is not documented', async () => {
    const ctx = await createTestContext();
    try {
      const res = await ctx.app.inject({ url: '/metrics', headers: bearer });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('shop_');
      const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
        paths: Record<string, unknown>;
      };
      expect(doc.paths['/metrics']).toBeUndefined();
    } finally {
      await ctx.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let shop: Awaited<ReturnType<typeof openBackofficeShop>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const scrape = async () => {
    const res = await shop.ctx.app.inject({ url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    shop = await openBackofficeShop({ METRICS_TOKEN: TOKEN, MAIL_MAX_BYTES: '20000' });
    smtp = await startSmtp(shop.ctx, { messagesPerMinutePerIp: 4 });
  });
  afterAll(async () => {
    await smtp.close();
    await shop.ctx.close();
  });

  it('answers only its bearer, and is documented as such', async () => {
    const { app } = shop.ctx;
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const bogus = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(bogus.statusCode).toBe(401);
    // A roller's session is not the scraper's token.
    expect((await app.inject({ url: '/metrics', headers: shop.alice.auth })).statusCode).toBe(401);
    const res = await app.inject({ url: '/metrics', headers: bearer });
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.body).toMatch(/^# HELP /);
    const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, { get: { security: unknown } }>;
    };
    expect(doc.paths['/metrics']!.get.security).toEqual([{ metricsToken: [] }]);
  });

  it('times requests by route pattern and status class, never by raw URL', async () => {
    const { app } = shop.ctx;
    await app.inject({ url: `/api/games/${shop.gameId}` });
    await app.inject({ url: '/api/games/987654' });
    await app.inject({ url: '/api/buyer/emails?token=secret-token-value' });
    await app.inject({ url: '/api/no/such/path/4242' });
    const text = await scrape();
    const series = 'shop_http_request_duration_seconds_count';
    expect(
      sample(text, `${series}{method="GET",route="/api/games/:gameId",status_class="2xx"}`),
    ).toBe(1);
    expect(
      sample(text, `${series}{method="GET",route="/api/games/:gameId",status_class="4xx"}`),
    ).toBe(1);
    expect(sample(text, `${series}{method="GET",route="(unmatched)",status_class="4xx"}`)).toBe(1);
    expect(text).not.toMatch(/987654|4242|secret-token-value/);
    expect(text).toMatch(
      /shop_http_request_duration_seconds_bucket\{method="GET",route="\/api\/games\/:gameId",status_class="2xx",le="0\.005"\} \d/,
    );
  });

  it('counts what the MX accepts and refuses, by reason, over a real SMTP socket', async () => {
    const accepted = 'shop_smtp_messages_accepted_total';
    const refused = (reason: string) => `shop_smtp_rejections_total{reason="${reason}"}`;
    const before = await scrape();
    expect(sample(before, accepted)).toBe(0);
    expect(sample(before, refused('storage_failure'))).toBe(0);

    await sendMail(smtp.port, { to: 'alice@shop.test', subject: 'hi', text: 'hello' });
    await expect(
      sendMail(smtp.port, { to: 'nobody@shop.test', subject: 'x', text: 'x' }),
    ).rejects.toMatchObject({ responseCode: 550 });
    // No SIZE declared: the message is refused after DATA, where the count is taken.
    const raw = await RawSmtp.open(smtp.port);
    await raw.reply();
    await raw.command('HELO client.test');
    await raw.command('MAIL FROM:<a@b.test>');
    await raw.command('RCPT TO:<alice@shop.test>');
    await raw.command('DATA');
    expect(await raw.command(`Subject: big\r\n\r\n${'x'.repeat(30_000)}\r\n.`)).toMatch(/^552 /);
    // Four messages a minute from one address: this MAIL FROM is the fourth, the next the fifth.
    expect(await raw.command('MAIL FROM:<a@b.test>')).toMatch(/^250 /);
    expect(await raw.command('RSET')).toMatch(/^250 /);
    expect(await raw.command('MAIL FROM:<a@b.test>')).toMatch(/^451 /);
    raw.close();

    const after = await scrape();
    expect(sample(after, accepted)).toBe(1);
    expect(sample(after, refused('unknown_recipient'))).toBe(1);
    expect(sample(after, refused('too_large'))).toBe(1);
    expect(sample(after, refused('rate_limited'))).toBe(1);
  });

  it('reads outbox depth and open SSE clients when scraped', async () => {
    const { ctx } = shop;
    await enqueueMail(ctx.db, { to: 'a@x.test', subject: 's', text: 't', html: '<p>t</p>' });
    await enqueueMail(ctx.db, { to: 'b@x.test', subject: 's', text: 't', html: '<p>t</p>' });
    const origin = await listen(ctx.app);
    const stream = await openStream(
      origin,
      await ticketFor(ctx.app, shop.alice.auth, 'private-alice'),
    );
    await stream.next();
    const text = await scrape();
    expect(sample(text, 'shop_outbox_pending_mails')).toBe(2);
    expect(sample(text, 'shop_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'shop_sse_clients')).toBe(1);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    // The stream's hours-long "latency" stays out of the request histogram.
    expect(text).not.toContain('route="/api/realtime"');
    stream.close();
  });

  it('counts a message the database could not store as a storage failure', async () => {
    // Last: the database goes away for good, as in an outage.
    await shop.ctx.closeDb();
    // A fresh MX: the one above has used up this address's messages for the minute.
    const fresh = await startSmtp(shop.ctx);
    const res = await RawSmtp.open(fresh.port);
    await res.reply();
    await res.command('HELO client.test');
    await res.command('MAIL FROM:<c@d.test>');
    // bob was never mailed here, so his route is not in the MX's short-lived cache.
    expect(await res.command('RCPT TO:<bob@shop.test>')).toMatch(/^451 /);
    res.close();
    await fresh.close();
    const text = await shop.ctx.app.inject({ url: '/metrics', headers: bearer });
    expect(sample(text.body, 'shop_smtp_rejections_total{reason="storage_failure"}')).toBe(1);
  });
});
