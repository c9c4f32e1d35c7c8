import { expect, test } from '@playwright/test';
import { openInboxLive, sameDocument, sendMail, unreadBadge, unreadMailLink } from './mail.ts';
import { E2E_TWIN_PORTS } from './ports.ts';
import { createCluster, type Cluster, type Instance } from './shop-instances.ts';

/**
 * Scale-out (DESIGN §2): two instances of the built shop on one PostgreSQL database and one
 * upload folder. A mail taken in by instance A's MX reaches the seller's inbox open in a browser
 * on instance B without a reload: the event crosses instances through LISTEN/NOTIFY. Needs the
 * PostgreSQL server named by PGHOST/PGPORT/PGUSER (127.0.0.1:5432, postgres by default).
 */

let cluster: Cluster | undefined;
let a: Instance;
let b: Instance;

// The browser talks to instance B only.
test.use({ baseURL: `http://127.0.0.1:${E2E_TWIN_PORTS.b.http}` });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await createCluster();
  // One after the other: started together, both would migrate and seed the same empty database.
  a = await cluster.start(E2E_TWIN_PORTS.a);
  b = await cluster.start(E2E_TWIN_PORTS.b);
});

test.afterEach(() => {
  const info = test.info();
  if (info.status !== info.expectedStatus) console.log(cluster?.output());
});

test.afterAll(async () => {
  if (!cluster) return; // no database was created
  test.setTimeout(60_000);
  const codes = await cluster.dispose();
  if (codes.some((code) => code !== 0)) console.log(cluster.output());
  expect(codes, 'every instance stops cleanly on SIGTERM').toEqual([0, 0]);
});

test('a mail received by instance A shows in the inbox open on instance B by itself', async ({
  page,
}) => {
  const stream = await openInboxLive(page);
  expect(new URL(stream.url()).origin, 'the stream is held by instance B').toBe(b.url);
  const before = await unreadBadge(page);
  const subject = `Across instances ${Date.now()}`;
  const link = unreadMailLink(page, subject);
  await expect(link).toHaveCount(0);

  await sendMail(subject, { port: a.smtpPort });

  await expect(link).toBeVisible();
  await expect.poll(() => unreadBadge(page)).toBe(before + 1);
  expect(await sameDocument(page), 'no load brought it: the page is the same document').toBe(true);
});
