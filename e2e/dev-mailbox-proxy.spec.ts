import { once } from 'node:events';
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { DevMail, LoginData } from '@shop/contract';
import { E2E_PORT } from './ports.ts';
import { DEMO, expectAccessible, waitForApp, data } from './support.ts';

/**
 * Issue 23: the reverse proxy of docs/deployment.md in front of the shop (the shop on loopback,
 * the proxy adding X-Forwarded-For and the public Host as nginx and Caddy do) must not serve the
 * dev mailbox, which holds every outbound mail with its links and credentials; asked directly on
 * loopback, the same mailbox still answers.
 */

let proxy: Server;
let proxied: string;

test.beforeAll(async () => {
  proxy = createServer((req, res) => {
    const client = req.socket.remoteAddress ?? '';
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          host: 'shop.example',
          // nginx's $proxy_add_x_forwarded_for: what came in, then the client.
          'x-forwarded-for': [req.headers['x-forwarded-for'], client].filter(Boolean).join(', '),
          'x-forwarded-proto': 'https',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  proxied = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
});

/** A mail with a secret link in it: the confirmation of a new notification e-mail. */
async function mailWithLink(request: APIRequestContext): Promise<{ to: string; mail: DevMail }> {
  const to = `proxy-probe-${Date.now().toString(36)}@example.com`;
  const { token } = await data<LoginData>(await request.post('/api/roller/login', { data: DEMO }));
  await data(
    await request.put('/api/roller/email', {
      headers: { Authorization: `Bearer ${token}` },
      data: { email: to },
    }),
  );
  let mail: DevMail | undefined;
  await expect
    .poll(async () => {
      const mails = await data<DevMail[]>(
        await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`),
      );
      mail = mails.find((m) => m.subject === 'Confirm your notification e-mail');
      return Boolean(mail);
    })
    .toBe(true);
  return { to, mail: mail! };
}

test('through the reverse proxy the dev mailbox is a route that does not exist; directly it lists the mail', async ({
  request,
}) => {
  const { to, mail } = await mailWithLink(request);
  expect(mail.text).toMatch(/token=/);

  for (const url of ['/api/dev/mailbox', `/api/dev/mailbox?to=${encodeURIComponent(to)}`]) {
    const res = await request.get(`${proxied}${url}`);
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({
      status: 'error',
      code: 'NOT_FOUND',
      message: 'No route GET /api/dev/mailbox',
    });
    expect(await res.text()).not.toContain(to);
  }
  // Exactly what a path that never existed answers through the same proxy.
  const unknown = await request.get(`${proxied}/api/dev/mailboxes`);
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND' });

  // The shop itself is served through the proxy: the storefront and its API.
  expect((await request.get(`${proxied}/api/health`)).status()).toBe(200);
  expect((await request.get(`${proxied}/api/games`)).status()).toBe(200);

  // On loopback, without the proxy, the same mailbox still answers.
  const direct = await data<DevMail[]>(
    await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`),
  );
  expect(direct.map((m) => m.id)).toContain(mail.id);
});

test('the /dev/mailbox page through the proxy says the mailbox is off and shows no mail', async ({
  page,
  request,
}) => {
  const { mail } = await mailWithLink(request);

  await page.goto(`${proxied}/dev/mailbox`);
  await waitForApp(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'The dev mailbox is off' }),
  ).toBeVisible();
  await expect(page.getByText(mail.subject)).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/dev/mailbox');
  await waitForApp(page);
  await expect(page.getByText(mail.subject).first()).toBeVisible();
});
