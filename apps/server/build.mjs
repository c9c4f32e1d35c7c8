// Bundles the server and the CLI; packages stay external (installed by npm ci).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // The workspace contract is TypeScript source: bundle it in rather than import it at run time.
  alias: {
    '@shop/contract/values': '../../packages/contract/src/values.ts',
    '@shop/contract': '../../packages/contract/src/index.ts',
  },
  logLevel: 'warning',
});
