import type { Operation } from '../operation.ts';
import * as operations from './index.ts';

const HEADER = `// Generated from packages/contract/src/operations by \`npm run contract:routes\`: do not edit.
// Each operation's method, path and access, typed by the contract's schemas (types only, so the
// pages do not ship the schemas).
import type * as contract from '@shop/contract';
import type { Routes } from '@shop/contract';
`;

function isOperation(value: unknown): value is Operation {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

/** The web's route table: every `*Api` group of operations, in a stable order. */
export function clientRoutesModule(): string {
  const groups = Object.entries(operations)
    .filter(([name]) => name.endsWith('Api'))
    .sort(([a], [b]) => a.localeCompare(b));
  const blocks = groups.map(([group, ops]) => {
    const lines = Object.entries(ops as Record<string, unknown>)
      .filter((entry): entry is [string, Operation] => isOperation(entry[1]))
      .map(([name, op]) => {
        const route = JSON.stringify({ method: op.method, path: op.path, access: op.access });
        const value = route
          .replace(/"(\w+)":/g, '$1: ')
          .replace(/"/g, "'")
          .replace(/,/g, ', ');
        return `  ${name}: ${value},`;
      });
    return `export const ${group}: Routes<typeof contract.${group}> = {\n${lines.join('\n')}\n};\n`;
  });
  return [HEADER, ...blocks].join('\n');
}
