import { chmodSync, existsSync, mkdtempSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, startServer } from './processes.ts';
import { bareGame } from './catalog-fixture.ts';
import { demoCatalog } from '../src/modules/demo/catalog-data.ts';

/**
 * DESIGN §2 "one process owns an embedded database", end to end with real processes: the
 * server on PGlite in a real DATA_DIR, a second server, the operator CLI (also as another user),
 * a graceful stop, a restart and a kill -9.
 */
describe('one process per embedded database', () => {
  it(
    'refuses a second server, runs operator commands in the running shop at once and after a restart, survives kill -9',
    { timeout: 600_000 },
    async () => {
      const dataDir = realpathSync(mkdtempSync(path.join(tmpdir(), 'shop-op-')));
      // Traversable by others, so that the socket's own mode is what keeps another user out.
      chmodSync(dataDir, 0o755);
      const socketPath = path.join(dataDir, 'shop.sock');
      const env = { DATA_DIR: dataDir, DEMO: '0', PORT: '3310', SECRET_KEY: '22'.repeat(32) };
      const shop = (...args: string[]) => runCli(args, env);
      const login = (base: string, code: string, password: string) =>
        fetch(`${base}/api/roller/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code, password }),
        }).then((r) => r.status);
      /** `roller create` through the running shop, which then signs the new roller in. */
      const createRoller = async (base: string, code: string, name: string, password: string) => {
        const created = await shop(
          'roller',
          'create',
          '--code',
          code,
          '--name',
          name,
          '--password',
          password,
        );
        expect(created).toMatchObject({ code: 0, stdout: `Roller ${code} created.\n` });
        expect(await login(base, code, password)).toBe(200);
      };

      const first = startServer(env);
      const base = await first.listening();

      const second = startServer({ ...env, PORT: '3311' });
      const { code: secondCode } = await second.exited;
      expect(secondCode).toBe(1);
      expect(second.output()).toBe(
        `Another shop (pid ${first.child.pid}) is already running on data directory ${dataDir}; stop it or use another DATA_DIR.\n`,
      );

      const socket = statSync(socketPath);
      expect(socket.isSocket()).toBe(true);
      expect(socket.mode & 0o777).toBe(0o600);
      // Another user may see the shop runs, but not hand it a command.
      const asNobody = await runCli(
        ['roller', 'create', '--code', 'eve', '--name', 'Eve', '--password', 'evil-password'],
        env,
        {
          cwd: dataDir,
          prefix: ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups'],
        },
      );
      expect(asNobody.code).not.toBe(0);
      expect(asNobody.stderr).toBe(
        `Error: the running shop (pid ${first.child.pid}): permission denied on ${socketPath}: only the data directory's owner may send commands to the running shop\n`,
      );
      expect(await login(base, 'eve', 'evil-password')).toBe(401);

      await createRoller(base, 'zed', 'Zed', 'first-password');

      const reset = await shop('roller', 'reset-password', '--code', 'zed');
      expect(reset.code).toBe(0);
      const password = /New password: (\S{16})$/m.exec(reset.stdout)![1]!;
      expect(await login(base, 'zed', 'first-password')).toBe(401);
      expect(await login(base, 'zed', password)).toBe(200);

      // The settings page's operator side, in the running shop: at once, no confirmation link.
      expect(
        await shop('roller', 'set-email', '--code', 'zed', '--email', 'Zed@Mail.example'),
      ).toMatchObject({
        code: 0,
        stdout: 'Order notifications of zed now go to zed@mail.example.\n',
      });
      expect(
        await shop(
          'roller',
          'notify',
          '--code',
          'zed',
          '--off',
          'order_expired',
          '--on',
          'mail_received',
        ),
      ).toMatchObject({
        code: 0,
        stdout:
          'Notifications of zed: on order_created, order_paid, order_cancelled, mail_received, security_alert, dispute; off order_expired.\n',
      });
      expect(
        await shop('roller', 'notify', '--code', 'zed', '--on', 'order_shipped'),
      ).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('unknown event "order_shipped"'),
      });
      const session = (await (
        await fetch(`${base}/api/roller/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code: 'zed', password }),
        })
      ).json()) as { data: { token: string } };
      const settings = (await (
        await fetch(`${base}/api/roller/settings`, {
          headers: { authorization: `Bearer ${session.data.token}` },
        })
      ).json()) as { data: { notification_email: string; notify: Record<string, boolean> } };
      expect(settings.data.notification_email).toBe('zed@mail.example');
      expect(settings.data.notify).toMatchObject({ order_expired: false, mail_received: true });
      expect((await shop('roller', 'settings', '--code', 'zed')).stdout).toContain(
        'notification e-mail: zed@mail.example',
      );

      const again = await shop('roller', 'create', '--code', 'zed', '--name', 'Again');
      expect(again).toMatchObject({
        code: 1,
        stdout: '',
        stderr: 'Error: Roller zed already exists\n',
      });

      // The CLI reads the file from its own working directory; the shop needs no access to it.
      const callerDir = mkdtempSync(path.join(tmpdir(), 'shop-op-caller-'));
      const game = bareGame();
      writeFileSync(path.join(callerDir, 'games.json'), JSON.stringify({ games: [game] }));
      const imported = await runCli(['catalog', 'import', 'games.json'], env, { cwd: callerDir });
      expect(imported).toMatchObject({ code: 0, stdout: 'Imported 1 game(s): moonfall (#1)\n' });
      const games = (await (await fetch(`${base}/api/games`)).json()) as {
        data: { name: string }[];
      };
      expect(games.data.map((g) => g.name)).toEqual(['Moonfall']);

      // DEMO=0 and no demo seeded: none of the demo's pictures is stored.
      expect((await fetch(`${base}${demoCatalog.games[0]!.image}`)).status).toBe(404);

      first.child.kill('SIGTERM');
      expect((await first.exited).code).toBe(0);
      expect(existsSync(socketPath)).toBe(false);

      const restarted = startServer(env);
      const base2 = await restarted.listening();
      expect(await login(base2, 'zed', password)).toBe(200);

      // A crash leaves the socket file but no lock: the next start replaces the file.
      restarted.child.kill('SIGKILL');
      expect((await restarted.exited).signal).toBe('SIGKILL');
      expect(statSync(socketPath).isSocket()).toBe(true);
      const afterCrash = startServer(env);
      const base3 = await afterCrash.listening();
      expect(statSync(socketPath).mode & 0o777).toBe(0o600);
      await createRoller(base3, 'amy', 'Amy', 'amy-password');
      expect(await login(base3, 'zed', password)).toBe(200);
      afterCrash.child.kill('SIGTERM');
      expect((await afterCrash.exited).code).toBe(0);
    },
  );

  it(
    'refuses a DATA_DIR too long for a socket path with one line',
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(
        realpathSync(mkdtempSync(path.join(tmpdir(), 'shop-op-'))),
        'd'.repeat(100),
      );
      const server = startServer({ DATA_DIR: dataDir, PORT: '3312', DEMO: '0' });
      expect((await server.exited).code).toBe(1);
      expect(server.output()).toMatch(
        /^Data directory \S+ is too long for its control socket \(\S+ is \d+ bytes, at most 107\); use a shorter DATA_DIR\.\n$/,
      );
      const cli = await runCli(['demo', 'seed'], { DATA_DIR: dataDir });
      expect(cli.code).toBe(1);
      expect(cli.stderr).toMatch(/^Error: Data directory \S+ is too long for its control socket/);
    },
  );
});
