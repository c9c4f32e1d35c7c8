import type { Operation } from '../operation.ts';
import * as operations from './index.ts';

const HEADER = `// Generated from packages/contract/src/operations by \`npm run contract:routes\`: do not edit.
`;

const GROUP_HEADER = `${HEADER}// The operations' method, path and access, typed by the contract's schemas (types only, so the
// pages do not ship the schemas).
import type * as contract from '@shop/contract';
import type { Routes } from '@shop/contract';
`;

const INDEX_HEADER = `${HEADER}// The web's route table: one module per group of operations, so a page's chunk carries only
// the groups it calls (a storefront visitor's first load holds no back-office paths).
`;

function isOperation(value: unknown): value is Operation {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

/** `buyerAccessApi` -> `buyer-access` */
const fileOf = (group: string) =>
  group.replace(/Api$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** One group's routes, as a module of its own. */
function groupModule(group: string, ops: Record<string, unknown>): string {
  const lines = Object.entries(ops)
    .filter((entry): entry is [string, Operation] => isOperation(entry[1]))
    .map(([name, op]) => {
      const route = JSON.stringify({ method: op.method, path: op.path, access: op.access });
      const value = route
        .replace(/"(\w+)":/g, '$1: ')
        .replace(/"/g, "'")
        .replace(/,/g, ', ');
      return `  ${name}: ${value},`;
    });
  return `${GROUP_HEADER}\nexport const ${group}: Routes<typeof contract.${group}> = {\n${lines.join('\n')}\n};\n`;
}

/**
 * The web's route table (apps/web/src/api/operations/): every `*Api` group of operations in a
 * module of its own, and `index.ts` re-exporting them in a stable order. File name -> text.
 */
export function clientRoutesModules(): Record<string, string> {
  const groups = Object.entries(operations)
    .filter(([name]) => name.endsWith('Api'))
    .sort(([a], [b]) => a.localeCompare(b));
  const files: Record<string, string> = {};
  for (const [group, ops] of groups)
    files[`${fileOf(group)}.ts`] = groupModule(group, ops as Record<string, unknown>);
  files['index.ts'] = `${INDEX_HEADER}${groups
    .map(([group]) => `export { ${group} } from './${fileOf(group)}';`)
    .join('\n')}\n`;
  return files;
}
