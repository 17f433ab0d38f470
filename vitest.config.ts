import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiInclude = ['apps/api/**/*.test.ts', 'packages/**/*.test.ts'];

/**
 * Unit, component and API tiers. The API tests run once against PGlite and, when
 * TEST_DATABASE_URL is set, once more against that PostgreSQL server.
 */
export default defineConfig({
  test: {
    // Most API tests wait on a database; three workers on two cores cut the run by about a quarter.
    maxWorkers: 3,
    // A known Vitest 4 race on a loaded machine (vitest-dev/vitest#11153): a worker's message
    // channel closes while a console or module message is still on its way, after every test
    // of the file has finished. Only that exact teardown error is let through; any other
    // unhandled error still fails the run.
    onUnhandledError(error) {
      const teardownRace =
        error.name === 'EnvironmentTeardownError' && /^\[vitest-worker\]: Closing rpc while "\w+" was pending$/.test(error.message);
      if (teardownRace) console.warn(`Ignored after the file's tests finished: ${error.message}`);
      return !teardownRace;
    },
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiInclude,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiInclude,
                environment: 'node' as const,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
