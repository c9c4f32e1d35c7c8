import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, postLogin, type TestContext } from '../../../test/helpers.ts';
import { resolveCommand } from '../operator/operator-commands.ts';

/** The operator's owner commands, run as the shop runs a command from its control socket. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const run = (command: string, args: Record<string, string>) => {
  const resolved = resolveCommand({ command, args });
  return resolved.command.run(ctx.services, resolved.args);
};
const owners = async () =>
  (await ctx.db.selectFrom('rollers').select('code').where('is_owner', '=', true).execute()).map(
    (r) => r.code,
  );
const signIn = async (code: string, password: string) => {
  const res = await postLogin(ctx.app, { code, password });
  return res.json().data as { token: string; roller: { is_owner: boolean } };
};

describe('roller create --owner and roller set-owner', () => {
  it('creates the owner, then a new owner takes over, saying so', async () => {
    expect(
      await run('roller create', {
        code: 'anna',
        name: 'Anna',
        password: 'anna-password',
        owner: 'true',
      }),
    ).toBe('Roller anna created. It is the shop owner.');
    expect(await owners()).toEqual(['anna']);
    expect((await signIn('anna', 'anna-password')).roller.is_owner).toBe(true);

    const second = await run('roller create', { code: 'ben', name: 'Ben', owner: 'true' });
    expect(second).toMatch(
      /^Roller ben created\. It is the shop owner; anna no longer is\. Password: \S{16}$/,
    );
    expect(await owners()).toEqual(['ben']);
    // A plain create leaves the owner as it is.
    expect(await run('roller create', { code: 'cid', name: 'Cid', password: 'cid-password' })).toBe(
      'Roller cid created.',
    );
    expect(await owners()).toEqual(['ben']);
  });

  it('moves ownership to another roller in one step, and tells when nothing moved', async () => {
    expect(await run('roller set-owner', { code: 'Cid' })).toBe(
      'cid is now the shop owner; ben no longer is.',
    );
    expect(await owners()).toEqual(['cid']);
    expect(await run('roller set-owner', { code: 'cid' })).toBe('cid is already the shop owner.');
    await expect(run('roller set-owner', { code: 'nobody' })).rejects.toThrow(
      'No roller with code nobody',
    );
    await expect(run('roller set-owner', {})).rejects.toThrow('code is required');
    expect(await owners()).toEqual(['cid']);
  });

  it('a disabled roller made owner can sign in again, and the message says so', async () => {
    const anna = (await ctx.services.auth.findRoller('anna'))!;
    await ctx.services.auth.setDisabled(anna.id, true);
    expect(await run('roller set-owner', { code: 'anna' })).toBe(
      'anna is now the shop owner; cid no longer is. anna was disabled and can sign in again.',
    );
    expect((await signIn('anna', 'anna-password')).roller.is_owner).toBe(true);
  });

  it('refuses a value given to the flag', async () => {
    await expect(
      run('roller create', { code: 'dot', name: 'Dot', owner: 'maybe' }),
    ).rejects.toThrow('owner takes no value');
    expect(await ctx.services.auth.findRoller('dot')).toBeUndefined();
  });
});
