import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  count,
  createTestContext,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';

let ctx: TestContext;
let gameId: number;
let alice: Awaited<ReturnType<typeof signedInRoller>>;
let bob: Awaited<ReturnType<typeof signedInRoller>>;

const item = (value: string) => ({ name: value, value, image: `https://img.example/${value}.png` });

beforeAll(async () => {
  ctx = await createTestContext();
  const [game] = await ctx.services.catalog.importCatalog({
    games: [
      {
        slug: 'moonfall',
        name: 'Moonfall',
        image: 'https://img.example/m.png',
        servers: [
          { name: 'Asia', value: 'asia' },
          { name: 'Europe', value: 'europe' },
        ],
        characters: ['lyra', 'orin'].map(item),
        weapons: ['blade'].map(item),
      },
    ],
  });
  gameId = game!.id;
  alice = await signedInRoller(ctx, 'alice');
  bob = await signedInRoller(ctx, 'bob');
});
afterAll(() => ctx.close());

/** A link as POST /api/upload answers it. */
const upload = (c: string) => `/api/media/${c.repeat(32)}.webp`;

const input = (over: Record<string, unknown> = {}) => ({
  server_name: 'asia',
  banner_guarantee: true,
  description: 'AR 55, two limited five-stars',
  gender: 'F',
  characters: [{ character: 'lyra', copies: 2 }],
  weapons: [{ weapon: 'blade', copies: 0 }],
  login: 'Email',
  email: 'moon01',
  password: 'S3cret-pass!',
  recovery_email: 'owner@example.com',
  price: 120,
  images: [upload('a'), upload('b')],
  ...over,
});

const create = (auth: Record<string, string>, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/accounts`,
    headers: auth,
    payload: body,
  });

describe('create', () => {
  it('creates an account with the login e-mail formed from the roller code and returns the full seller view', async () => {
    const res = await create(alice.auth, input());
    expect(res.statusCode).toBe(201);
    const a = res.json().data;
    expect(a).toMatchObject({
      email: 'alice.moon01@shop.test',
      email_local: 'moon01',
      email_domain: 'shop.test',
      password: 'S3cret-pass!',
      recovery_email: 'owner@example.com',
      roller: 'alice',
      transaction_status: 'available',
      characters: [{ character: 'lyra', copies: 2, level: 1 }],
      code: 'ALICE-0001',
    });
    // The new account is listed in the storefront with its copies searchable.
    const listed = await ctx.app.inject({
      url: `/api/games/${gameId}/accounts?characters=lyra,lyra,lyra`,
    });
    expect(listed.json().data.accounts.map((x: { id: number }) => x.id)).toContain(a.id);
  });

  it('stores the password and recovery e-mail encrypted, and a save that changes nothing round-trips them', async () => {
    const { data: a } = (
      await create(alice.auth, input({ email: 'crypt01', password: 'plain-text-pw-77' }))
    ).json();
    const row = await ctx.db
      .selectFrom('accounts')
      .select(['password_enc', 'recovery_email_enc'])
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row.password_enc).not.toContain('plain-text-pw-77');
    expect(row.recovery_email_enc).not.toContain('owner@example.com');
    const again = await ctx.app.inject({
      method: 'PUT',
      url: `/api/games/${gameId}/accounts/${a.id}`,
      headers: alice.auth,
      payload: input({
        email: a.email_local,
        email_domain: a.email_domain,
        password: a.password,
        code: a.code,
      }),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      password: 'plain-text-pw-77',
      recovery_email: 'owner@example.com',
      email: a.email,
    });
  });

  it("lets the seller choose another of the shop's mail domains", async () => {
    const res = await create(alice.auth, input({ email: 'alt01', email_domain: 'alt.test' }));
    expect(res.json().data.email).toBe('alice.alt01@alt.test');
  });

  it('keeps Username and Google logins as typed', async () => {
    const res = await create(alice.auth, input({ login: 'Username', email: 'MoonPlayer_7' }));
    expect(res.json().data).toMatchObject({
      login: 'Username',
      email: 'MoonPlayer_7',
      email_local: null,
    });
  });

  it.each([
    [{ server_name: 'mars' }, 400, 'server_name'],
    [{ characters: [{ character: 'nobody', copies: 1 }] }, 400, 'characters.0'],
    [{ characters: [{ character: 'lyra', copies: 7 }] }, 400, 'characters.0.copies'],
    [
      {
        characters: [
          { character: 'lyra', copies: 1 },
          { character: 'lyra', copies: 2 },
        ],
      },
      400,
      'characters',
    ],
    [{ weapons: [{ weapon: 'spoon', copies: 0 }] }, 400, 'weapons.0'],
    [{ gender: 'X' }, 400, 'gender'],
    [{ login: 'Facebook' }, 400, 'login'],
    [{ price: 0 }, 400, 'price'],
    [{ price: 12.5 }, 400, 'price'],
    [{ price: '12' }, 400, 'price'],
    [{ images: [] }, 400, 'images'],
    [{ description: 'x'.repeat(2001) }, 400, 'description'],
    [{ email: 'me@evil.com' }, 400, 'email'],
    [{ email: 'has space' }, 400, 'email'],
    [{ email: '.dot' }, 400, 'email'],
    [{ email_domain: 'elsewhere.com' }, 400, 'email_domain'],
    [{ recovery_email: 'nope' }, 400, 'recovery_email'],
    [{ code: 'bad code!' }, 400, 'code'],
    [{ password: undefined }, 400, 'password'],
    [{ unknown_field: 1 }, 400, 'unknown_field'],
  ])('refuses %j with %i naming %s, and stores nothing', async (over, status, field) => {
    const before = await count(ctx.db, 'accounts');
    const res = await create(alice.auth, input({ email: 'valid99', ...over }));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: 'error', field });
    expect(res.json().message.length).toBeGreaterThan(5);
    expect(await count(ctx.db, 'accounts')).toBe(before);
  });

  it('refuses a login e-mail or code already in use with 409 and an id for each', async () => {
    await create(alice.auth, input({ email: 'dupe01', code: 'UNIQUE-1' }));
    const sameEmail = await create(alice.auth, input({ email: 'DUPE01' }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ field: 'email', code: 'LOGIN_EMAIL_TAKEN' });
    const sameCode = await create(alice.auth, input({ email: 'dupe02', code: 'unique-1' }));
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json()).toMatchObject({ field: 'code', code: 'ACCOUNT_CODE_TAKEN' });
  });

  const CONTROL = 'control characters';
  const IMAGE = 'must be an http(s) URL or an uploaded image';
  it.each([
    ['description', { description: 'line one\u0000line two' }, CONTROL],
    ['email', { login: 'Username', email: 'name\u0000' }, CONTROL],
    ['email', { email: 'nul\u0000' }, CONTROL],
    ['password', { password: 'pass\u0000word' }, CONTROL],
    ['server_name', { server_name: 'asia\u0000' }, CONTROL],
    ['description', { description: 'bell \u0007 rings' }, CONTROL],
    ['characters.0.character', { characters: [{ character: 'lyra\u0000', copies: 0 }] }, CONTROL],
    ['images.0', { images: ['/api/media/x\u0000.webp'] }, IMAGE],
    ['images.1', { images: [upload('a'), 'https://img.example/a.png\u0000'] }, IMAGE],
  ])(
    'refuses a control character in %s with 400 naming it, and stores nothing',
    async (field, over, message) => {
      const before = await count(ctx.db, 'accounts');
      const res = await create(alice.auth, input({ email: 'ctrl01', ...over }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED', field });
      expect(res.json().message).toContain(message);
      expect(await count(ctx.db, 'accounts')).toBe(before);
    },
  );

  it('keeps tabs and line breaks in a description', async () => {
    const res = await create(
      alice.auth,
      input({ email: 'lines01', description: 'AR 55\n\tC6 Lyra\r\nR5 blade' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.description).toBe('AR 55\n\tC6 Lyra\r\nR5 blade');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'vbscript:msgbox(1)',
    '//evil.example/a.png',
    '/api/media/../../secret.key',
    '/uploads/a.webp',
    'https://',
    'https://img.example/a b.png',
  ])('refuses the image %s with 400 and stores nothing', async (image) => {
    const before = await count(ctx.db, 'accounts');
    const res = await create(alice.auth, input({ email: 'img01', images: [upload('a'), image] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'images.1' });
    expect(await count(ctx.db, 'accounts')).toBe(before);
  });

  it('accepts uploaded images, the demo artwork and http(s) URLs', async () => {
    const images = [
      upload('c'),
      '/api/art/character/lyra.svg',
      'https://img.example/a.png?size=2',
      'http://img.example/b.webp',
    ];
    const res = await create(alice.auth, input({ email: 'img02', images }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.images).toEqual(images);
  });

  it('needs a signed-in roller and an existing game', async () => {
    expect((await create({}, input())).statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/games/999/accounts',
      headers: alice.auth,
      payload: input({ email: 'nogame' }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'GAME_NOT_FOUND', message: 'Game not found' });
  });
});

describe('ownership', () => {
  it('answers 404 to another roller reading, changing or deleting an account, and changes nothing', async () => {
    const { data: a } = (await create(alice.auth, input({ email: 'owned01' }))).json();
    const read = await ctx.app.inject({
      url: `/api/roller/games/${gameId}/accounts/${a.id}`,
      headers: bob.auth,
    });
    const update = await ctx.app.inject({
      method: 'PUT',
      url: `/api/games/${gameId}/accounts/${a.id}`,
      headers: bob.auth,
      payload: input({ email: 'stolen', price: 1 }),
    });
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/games/${gameId}/accounts/${a.id}`,
      headers: bob.auth,
    });
    for (const res of [read, update, del]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('ACCOUNT_NOT_FOUND');
      expect(JSON.stringify(res.json())).not.toContain(a.password);
    }
    const mine = await ctx.app.inject({
      url: `/api/roller/games/${gameId}/accounts/${a.id}`,
      headers: alice.auth,
    });
    expect(mine.json().data).toMatchObject({ price: 120, email: 'alice.owned01@shop.test' });
  });

  it('answers 404 for an account of another game', async () => {
    const { data: a } = (await create(alice.auth, input({ email: 'othergame' }))).json();
    const res = await ctx.app.inject({
      url: `/api/roller/games/${gameId + 1}/accounts/${a.id}`,
      headers: alice.auth,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('storefront freshness', () => {
  it('a cached public listing shows a new, changed or deleted account at once', async () => {
    const listing = async () =>
      (
        await ctx.app.inject({ url: `/api/games/${gameId}/accounts?servers=europe&limit=100` })
      ).json().data.accounts as { id: number; price: number }[];
    const before = await listing();
    const { data: a } = (
      await create(alice.auth, input({ email: 'fresh01', server_name: 'europe' }))
    ).json();
    expect((await listing()).map((x) => x.id)).toEqual([a.id, ...before.map((x) => x.id)]);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/games/${gameId}/accounts/${a.id}`,
      headers: alice.auth,
      payload: input({ email: 'fresh01', server_name: 'europe', price: 77 }),
    });
    expect((await listing()).find((x) => x.id === a.id)?.price).toBe(77);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/games/${gameId}/accounts/${a.id}`,
      headers: alice.auth,
    });
    expect((await listing()).map((x) => x.id)).not.toContain(a.id);
  });

  it('an edit of server and gender moves the account between item searches', async () => {
    const found = async (server: string, gender: string) =>
      (
        await ctx.app.inject({
          url: `/api/games/${gameId}/accounts?characters=orin&servers=${server}&gender=${gender}`,
        })
      ).json().data.accounts as { id: number; server_name: string }[];
    const body = { email: 'moves01', characters: [{ character: 'orin', copies: 0 }] };
    const { data: a } = (await create(alice.auth, input(body))).json();
    expect((await found('asia', 'F')).map((x) => x.id)).toContain(a.id);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/games/${gameId}/accounts/${a.id}`,
      headers: alice.auth,
      payload: input({ ...body, server_name: 'europe', gender: 'M' }),
    });
    expect((await found('asia', 'F')).map((x) => x.id)).not.toContain(a.id);
    expect((await found('europe', 'F')).map((x) => x.id)).not.toContain(a.id);
    expect(await found('europe', 'M')).toContainEqual(
      expect.objectContaining({ id: a.id, server_name: 'Europe' }),
    );
  });
});

describe('update and delete rules', () => {
  const addTransaction = async (accountId: number, status: 'pending' | 'delivered' | 'expired') => {
    const rollerId = (await ctx.services.auth.findRoller('alice'))!.id;
    await ctx.db
      .insertInto('transactions')
      .values({
        account_id: accountId,
        game_id: gameId,
        roller_id: rollerId,
        buyer_name: 'B',
        buyer_email: 'b@x.co',
        amount: 120,
        status,
        expires_at: new Date(),
      })
      .execute();
  };

  it('deletes an own account', async () => {
    const { data: a } = (await create(alice.auth, input({ email: 'gone01' }))).json();
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/games/${gameId}/accounts/${a.id}`,
      headers: alice.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          url: `/api/roller/games/${gameId}/accounts/${a.id}`,
          headers: alice.auth,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses to delete an account with a pending or delivered transaction (409), but not one whose invoice lapsed', async () => {
    const made = [];
    for (const status of ['pending', 'delivered', 'expired'] as const) {
      const { data: a } = (await create(alice.auth, input({ email: `tx-${status}` }))).json();
      await addTransaction(a.id, status);
      made.push(a.id as number);
    }
    const del = (id: number) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/games/${gameId}/accounts/${id}`,
        headers: alice.auth,
      });
    const pending = await del(made[0]!);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe('ACCOUNT_PENDING');
    const sold = await del(made[1]!);
    expect(sold.statusCode).toBe(409);
    expect(sold.json().code).toBe('ACCOUNT_SOLD');
    expect((await del(made[2]!)).statusCode).toBe(200);
    expect(await count(ctx.db, 'accounts')).toBeGreaterThan(0);
    const kept = await ctx.db
      .selectFrom('accounts')
      .select('id')
      .where('id', 'in', [made[0]!, made[1]!])
      .execute();
    expect(kept).toHaveLength(2);
  });

  it('refuses a price change while a purchase is pending, but allows other changes', async () => {
    const { data: a } = (await create(alice.auth, input({ email: 'pending01' }))).json();
    await addTransaction(a.id, 'pending');
    const put = (over: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/games/${gameId}/accounts/${a.id}`,
        headers: alice.auth,
        payload: input({ email: 'pending01', ...over }),
      });
    const priced = await put({ price: 99 });
    expect(priced.statusCode).toBe(409);
    expect(priced.json()).toMatchObject({ code: 'ACCOUNT_PENDING', field: 'price' });
    const described = await put({ description: 'Now with notes' });
    expect(described.statusCode).toBe(200);
    expect(described.json().data).toMatchObject({
      description: 'Now with notes',
      price: 120,
      transaction_status: 'pending',
    });
  });

  it('refuses to change a sold account with ACCOUNT_SOLD, and a control character with 400, changing nothing', async () => {
    const { data: a } = (await create(alice.auth, input({ email: 'sold01' }))).json();
    const put = (over: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/games/${gameId}/accounts/${a.id}`,
        headers: alice.auth,
        payload: input({ email: 'sold01', ...over }),
      });
    const description = async () =>
      (
        await ctx.db
          .selectFrom('accounts')
          .select('description')
          .where('id', '=', a.id)
          .executeTakeFirstOrThrow()
      ).description;
    const nul = await put({ description: 'edited\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'description' });
    expect(await description()).toBe(a.description);

    await addTransaction(a.id, 'delivered');
    const sold = await put({ description: 'edited after the sale' });
    expect(sold.statusCode).toBe(409);
    expect(sold.json().code).toBe('ACCOUNT_SOLD');
    expect(await description()).toBe(a.description);
  });

  it("lists the shop's mail domains for the form", async () => {
    const res = await ctx.app.inject({ url: '/api/roller/mail-domains', headers: alice.auth });
    expect(res.json().data).toEqual({ domains: ['shop.test', 'alt.test'] });
  });
});
