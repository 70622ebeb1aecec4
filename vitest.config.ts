import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: {
    alias: [
      { find: /^@app\/ui$/, replacement: fileURLToPath(new URL('./packages/ui/src/index.ts', import.meta.url)) },
      {
        find: /^@app\/ui\/testing$/,
        replacement: fileURLToPath(new URL('./packages/ui/src/testing.ts', import.meta.url)),
      },
      {
        find: /^@app\/ui\/styles\.css$/,
        replacement: fileURLToPath(new URL('./packages/ui/src/styles.ts', import.meta.url)),
      },
      {
        find: /^@app\/ui\/reset\.css$/,
        replacement: fileURLToPath(new URL('./packages/ui/src/reset.ts', import.meta.url)),
      },
    ],
  },
  test: {
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // Vitest's default leaves a core idle (CPUs - 1): one worker on CI's two cores. The suite's
    // timings use fake timers, so it runs as well on every core (5.4 -> about 3 min there).
    maxWorkers: availableParallelism(),
    // A timeout catches a hang; it does not time (npm run bench does). On two busy cores a test that
    // hashes passwords or starts a server sometimes needs more than vitest's default 5 s.
    testTimeout: 20_000,
    // Two projects: a DOM for what renders, plain Node for the rest (a jsdom per file cost about
    // 0.4 s of a worker's time, for 220 files).
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/{app,ui}/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/{contract,mocks,server,sky}/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
