import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signedInRoller, type TestContext } from '../../../test/helpers.ts';
import { resolveCommand } from '../operator/operator-commands.ts';

/** The operator's side of the settings page, run as the shop runs a command from its socket. */

let ctx: TestContext;
let seller: Awaited<ReturnType<typeof signedInRoller>>;

beforeAll(async () => {
  ctx = await createTestContext();
  seller = await signedInRoller(ctx, 'ops');
});
afterAll(() => ctx.close());

const run = (command: string, args: Record<string, string>) => {
  const resolved = resolveCommand({ command, args });
  return resolved.command.run(ctx.services, resolved.args);
};
const settings = async () =>
  (await ctx.app.inject({ url: '/api/roller/settings', headers: seller.auth })).json().data;

describe('seller settings from the CLI', () => {
  it('sets the notification e-mail at once, and clears it', async () => {
    expect(await run('roller set-email', { code: 'OPS', email: 'Ops@Mail.example' })).toBe(
      'Order notifications of ops now go to ops@mail.example.',
    );
    expect((await settings()).notification_email).toBe('ops@mail.example');
    await run('roller set-email', { code: 'ops', email: 'none' });
    expect((await settings()).notification_email).toBeNull();
    await expect(run('roller set-email', { code: 'ops', email: 'not an address' })).rejects.toThrow(
      /not an e-mail address/,
    );
    await expect(run('roller set-email', { code: 'nobody', email: 'a@b.co' })).rejects.toThrow(
      /nobody/,
    );
  });

  it('switches events, refusing one it does not know', async () => {
    await run('roller notify', { code: 'ops', off: 'order_created', on: 'mail_received' });
    expect((await settings()).notify).toMatchObject({
      order_created: false,
      mail_received: true,
    });
    await expect(run('roller notify', { code: 'ops' })).rejects.toThrow(/--on or --off/);
    await expect(
      run('roller notify', { code: 'ops', on: 'order_paid', off: 'order_paid' }),
    ).rejects.toThrow(/both/);
  });

  it('renames, and points the webhooks with the checks of the settings page', async () => {
    await run('roller set-name', { code: 'ops', name: 'Ops Desk' });
    expect((await settings()).name).toBe('Ops Desk');
    await expect(run('roller set-name', { code: 'ops', name: 'a\u0007b' })).rejects.toThrow(/name/);
    await expect(
      run('roller set-webhooks', { code: 'ops', webhook: 'https://10.0.0.1/hook' }),
    ).rejects.toThrow(/public internet address/);
    const answer = await run('roller set-webhooks', {
      code: 'ops',
      webhook: 'https://93.184.216.34/hook',
    });
    expect(answer).toMatch(/Signing secret \(shown once\): whsec_[A-Za-z0-9+/]{43}=$/);
    expect(await settings()).toMatchObject({
      webhook_url: 'https://93.184.216.34/hook',
      webhook_secret_set: true,
    });
    await run('roller set-webhooks', { code: 'ops', webhook: 'none' });
    expect((await settings()).webhook_url).toBeNull();
    expect(await run('roller settings', { code: 'ops' })).toContain(
      "buyers' replies go to: ops.orders@shop.test",
    );
  });
});
