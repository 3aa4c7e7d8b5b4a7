import { defineConfig } from 'vitest/config';

const NODE_TESTS = [
  'packages/*/src/**/*.test.ts',
  'packages/*/test/**/*.test.ts',
  'apps/server/src/**/*.test.ts',
  'apps/server/test/**/*.test.ts',
];
// Files that read process-wide state: the metrics registry counts from the start of the process,
// and these tests compare its absolute values.
const PROCESS_STATE_TESTS = ['apps/server/test/metrics.test.ts'];

export default defineConfig({
  resolve: { conditions: ['source'] },
  // Tests run in Vite's SSR environment, which has its own resolve conditions.
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    exclude: ['**/node_modules/**', '**/dist/**', 'packages/engine/test/corpus/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: NODE_TESTS,
          exclude: [
            '**/node_modules/**',
            '**/dist/**',
            'packages/engine/test/corpus/**',
            ...PROCESS_STATE_TESTS,
          ],
          // The server and engine test files of a worker share their imported modules: each file
          // otherwise spent seconds loading the server, the engine and PGlite's WebAssembly again.
          // Every file still builds its own apps and databases; module state that a test reads
          // back (the metrics registry) is in the isolated project below.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'node-isolated', include: PROCESS_STATE_TESTS },
      },
      {
        extends: true,
        // The web files replace browser globals (window, localStorage, fetch, timers): each file
        // keeps a fresh module graph and globals.
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] },
      },
    ],
  },
});
