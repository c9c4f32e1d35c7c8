// `npm run class-groups -w @shop/web`: rewrites src/lib/class-groups.json (see class-groups.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildClassGroups } from './class-groups.ts';

const src = fileURLToPath(new URL('../src', import.meta.url));
const table = buildClassGroups(src);
writeFileSync(`${src}/lib/class-groups.json`, JSON.stringify(table, null, 2) + '\n');
const utilities = Object.values(table.groups).flatMap((list) => list.split(' ')).length;
console.log(`src/lib/class-groups.json: ${utilities} utilities`);
