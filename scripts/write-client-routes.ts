// Writes the web's route table (apps/web/src/api/operations/) from the contract's operations,
// removing a group's file the contract no longer has. apps/web/src/api/call.test.ts fails while
// the written files are not current.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formattedClientRoutes } from './client-routes-text.ts';

const dir = fileURLToPath(new URL('../apps/web/src/api/operations/', import.meta.url));
const files = await formattedClientRoutes(dir);
mkdirSync(dir, { recursive: true });
for (const name of readdirSync(dir)) if (!(name in files)) rmSync(path.join(dir, name));
for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
console.log(`wrote ${Object.keys(files).length} files in ${dir}`);
