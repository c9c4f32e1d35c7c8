import type { HtmlTagDescriptor, Plugin } from 'vite';

type Chunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
};

/**
 * Vite plugin: index.html modulepreloads a module the entry imports dynamically (and the chunks
 * it imports, statically or as its own first dynamic imports), as it does for static imports.
 * The entry defers running it (main.tsx waits for the first paint); its download should not
 * wait as well, but neither should it compete with what the first paint needs, hence low
 * priority. Pages the server renders are sent without these links
 * (apps/server/src/plugins/spa.ts): they fetch the app after their first screen.
 */
export function preloadDynamicEntry(modulePath: string): Plugin {
  return {
    name: 'shop-preload-dynamic-entry',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (output): output is Chunk & typeof output => output.type === 'chunk',
        );
        const entry = chunks.find((c) => c.facadeModuleId?.endsWith(modulePath));
        if (!entry) throw new Error(`no chunk for ${modulePath}`);
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          byName.get(fileName)?.imports.forEach(visit);
        };
        visit(entry.fileName);
        // The module starts the app in stages (boot.ts), each a dynamic import of its own.
        entry.dynamicImports.forEach(visit);
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            // Low: the stylesheet and the first screen's images come first, the script after.
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              fetchpriority: 'low',
              href: `/${file}`,
            },
            injectTo: 'head',
          }));
      },
    },
  };
}
