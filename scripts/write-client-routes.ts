// Writes the web's route table (apps/web/src/api/operations.ts) from the contract's operations.
// apps/web/src/api/operations.test.ts fails while the written file is not current.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formattedClientRoutes } from './client-routes-text.ts';

const target = fileURLToPath(new URL('../apps/web/src/api/operations.ts', import.meta.url));
writeFileSync(target, await formattedClientRoutes(target));
console.log(`wrote ${target}`);
