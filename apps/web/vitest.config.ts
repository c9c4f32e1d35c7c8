import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      // One jsdom per worker, not per file: building it and the app's modules for each of 85 files
      // cost two thirds of the suite (259 s -> 94 s). Testing Library unmounts after every test,
      // and mocks and globals are restored; the suite passes in shuffled file order
      // (`npx vitest run --sequence.shuffle.files`), which is how to check a new file keeps to that.
      isolate: false,
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
);
