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
