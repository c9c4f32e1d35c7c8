import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, type TestContext } from '../../../test/helpers.ts';
import {
  input,
  openBackofficeShop,
  postAccount,
  putAccount,
  upload,
  type Seller,
} from './backoffice-fixture.ts';

/** Creating accounts in the back office: fields, login e-mails, secrets at rest, validation. */

let ctx: TestContext;
let gameId: number;
let alice: Seller;

beforeAll(async () => {
  ({ ctx, gameId, alice } = await openBackofficeShop());
});
afterAll(() => ctx.close());

const create = (auth: Record<string, string>, body: object) => postAccount(ctx, gameId, auth, body);
const edit = (auth: Record<string, string>, id: number, body: object) =>
  putAccount(ctx, gameId, id, auth, body);

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
    const again = await edit(
      alice.auth,
      a.id,
      input({
        email: a.email_local,
        email_domain: a.email_domain,
        password: a.password,
        code: a.code,
      }),
    );
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
    const google = await create(
      alice.auth,
      input({ login: 'Google', email: ' Moon.Player@Gmail.com ' }),
    );
    expect(google.json().data).toMatchObject({ login: 'Google', email: 'Moon.Player@Gmail.com' });
  });

  it('refuses to turn an Email login into a Google login that is only the old name', async () => {
    const { data: a } = (await create(alice.auth, input({ email: 'dup1' }))).json();
    const put = (over: object) => edit(alice.auth, a.id, input({ login: 'Google', ...over }));
    const bare = await put({ email: 'dup1' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'email',
      message: 'email must be a whole e-mail address for a Google login, like name@gmail.com',
    });
    const whole = await put({ email: 'dup1@gmail.com' });
    expect(whole.statusCode).toBe(200);
    expect(whole.json().data).toMatchObject({ login: 'Google', email: 'dup1@gmail.com' });
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
    [{ login: 'Google', email: 'dup1' }, 400, 'email'],
    [{ login: 'Google', email: 'dup1@gmail' }, 400, 'email'],
    [{ login: 'Google', email: 'dup 1@gmail.com' }, 400, 'email'],
    [{ login: 'Username', email: 'moon player' }, 400, 'email'],
    [{ login: 'Username', email: 'x'.repeat(201) }, 400, 'email'],
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
