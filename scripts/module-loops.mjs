import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * An ESLint rule: no loop between the server's capability modules (apps/server/src/modules/*),
 * type-only imports included. import/no-cycle follows files and skips `import type`, so two
 * modules that import each other's types, or whose files meet only through other files of the
 * same module (auth/plugin.ts -> realtime/service.ts, realtime/routes.ts -> auth/plugin.ts), pass
 * it. Here a module is one node: an import from module A into module B is reported when B already
 * leads back to A. What two modules share moves down (lib/, db/) or into the one that owns it.
 * Test files may compose modules, as the app does, and are left out.
 */

const isTest = (file) => file.endsWith('.test.ts');

/** The module a path lies in, or null outside apps/server/src/modules. */
function moduleOf(modulesDir, file) {
  const rel = relative(modulesDir, file);
  if (rel.startsWith('..') || rel === '' || !rel.includes(sep)) return null;
  return rel.split(sep)[0];
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !isTest(entry.name) ? [path] : [];
  });
}

/** Every import, export-from and import() of a file, `import type` included. */
const specifiersOf = (text) =>
  ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);

/** Which modules each module imports from, read from the files on disk once per run. */
function moduleGraph(modulesDir) {
  const graph = new Map();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(modulesDir, file);
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const to = moduleOf(modulesDir, resolve(dirname(file), specifier));
      if (to === null || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  return graph;
}

/** A path of modules from `start` to `goal`, or null. */
function pathBetween(graph, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === goal) {
      const path = [];
      for (let step = at; step !== null; step = cameFrom.get(step)) path.unshift(step);
      return path;
    }
    for (const next of graph.get(at) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

/** `modulesDir`: the absolute path of apps/server/src/modules. */
export function moduleLoopsPlugin(modulesDir) {
  let graph = null;
  const noModuleLoop = {
    meta: {
      type: 'problem',
      docs: { description: 'No import loop between server modules, type-only imports included.' },
      schema: [],
      messages: {
        loop: 'Module loop {{loop}} (type-only imports count): move what both need to lib/, db/ or the module that owns it.',
      },
    },
    create(context) {
      const file = context.filename;
      const from = moduleOf(modulesDir, file);
      if (from === null || isTest(file)) return {};
      const check = (node, specifier) => {
        if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
        const to = moduleOf(modulesDir, resolve(dirname(file), specifier));
        if (to === null || to === from) return;
        graph ??= moduleGraph(modulesDir);
        const back = pathBetween(graph, to, from);
        if (back)
          context.report({ node, messageId: 'loop', data: { loop: [from, ...back].join(' -> ') } });
      };
      const fromSource = (node) => node.source && check(node.source, node.source.value);
      return {
        ImportDeclaration: fromSource,
        ExportNamedDeclaration: fromSource,
        ExportAllDeclaration: fromSource,
        ImportExpression: (node) =>
          node.source.type === 'Literal' && check(node, node.source.value),
        TSImportType: (node) => check(node, node.argument?.literal?.value ?? node.argument?.value),
      };
    },
  };
  return { rules: { 'no-module-loop': noModuleLoop } };
}
