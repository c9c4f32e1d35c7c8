/**
 * `npm run db:types`: migrates a fresh PostgreSQL database, writes schema.ts from it and drops
 * the database. `npm run db:types -- --check` writes nothing and exits 1 when schema.ts is stale.
 * DB_TYPES_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) creates and drops it.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { migrate, openDb } from './index.ts';
import { renderSchema, SCHEMA_FILE } from './generate-schema.ts';

const adminUrl = process.env.DB_TYPES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const check = process.argv.includes('--check');
const name = `shop_types_${randomBytes(4).toString('hex')}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

await admin(`create database ${name}`);
let rendered: string;
try {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString(), dataDir: null, poolSize: 1 });
  try {
    await migrate(handle.db);
    rendered = await renderSchema(handle.db);
  } finally {
    await handle.close();
  }
} finally {
  await admin(`drop database ${name}`);
}

if (!check) {
  writeFileSync(SCHEMA_FILE, rendered);
  console.log(`wrote ${SCHEMA_FILE}`);
} else if (readFileSync(SCHEMA_FILE, 'utf8') !== rendered) {
  console.error(`${SCHEMA_FILE} does not match the migrations; run npm run db:types`);
  process.exit(1);
} else {
  console.log(`${SCHEMA_FILE} matches the migrations`);
}
