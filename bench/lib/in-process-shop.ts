import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/load.ts';
import { migrate, openDb } from '../../apps/server/src/db/index.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { demoCatalog } from '../../apps/server/src/modules/demo/catalog-data.ts';
import { createBackend, type BackendKind } from './sql.ts';

/**
 * The shop in this process on a fresh backend, answering through `inject`: the demo catalogue
 * imported and one seller signed in. For benchmarks that measure a path, not the network.
 */
export async function openInProcessShop(
  kind: BackendKind,
  seller: { code: string; password: string },
  env: Record<string, string> = {},
) {
  const backend = await createBackend(kind);
  const handle = await openDb({
    databaseUrl: backend.databaseUrl,
    dataDir: backend.databaseUrl ? null : path.join(backend.dataDir, 'db'),
    onPoolError: () => {},
  });
  try {
    await migrate(handle.db);
    const config = loadConfig({
      DATA_DIR: backend.dataDir,
      SECRET_KEY: '33'.repeat(32),
      LOG_LEVEL: 'silent',
      ...env,
      ...(backend.databaseUrl ? { DATABASE_URL: backend.databaseUrl } : {}),
    });
    const services = createServices(config, handle);
    const app = await buildApp({
      config,
      db: handle.db,
      services,
      logger: false,
      webDist: '/nonexistent',
    });
    await services.catalog.importCatalog(demoCatalog);
    const game = (await services.catalog.listGames())[0]!;
    await services.auth.createRoller({ ...seller, name: seller.code });
    const login = await app.inject({ method: 'POST', url: '/api/roller/login', payload: seller });
    const auth = { authorization: `Bearer ${login.json().data.token}` };
    /** Lists a plain account of the game as the seller; its id. */
    async function listAccount(terms: { description: string; email: string; price: number }) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/games/${game.id}/accounts`,
        headers: auth,
        payload: {
          server_name: game.servers[0]!.value,
          banner_guarantee: false,
          description: terms.description,
          gender: 'F',
          characters: [],
          weapons: [],
          login: 'Username',
          email: terms.email,
          password: 'listed-password',
          price: terms.price,
          images: [game.image],
        },
      });
      if (res.statusCode !== 201) throw new Error(`listing refused: ${res.body}`);
      return res.json().data.id as number;
    }
    return {
      app,
      services,
      game,
      auth,
      listAccount,
      /** Stops the app and its services, then the database and the backend. */
      async close() {
        await app.close();
        await services.close();
        await handle.close();
        await backend.dispose();
      },
    };
  } catch (err) {
    await handle.close();
    await backend.dispose();
    throw err;
  }
}
