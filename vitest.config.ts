import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { globSync } from 'tinyglobby';
import { defineConfig } from 'vitest/config';

const apiInclude = ['apps/api/**/*.test.ts', 'packages/**/*.test.ts'];

/**
 * Test files that change what every module of the process shares (module mocks, module-level
 * settings, process.env, fake timers, browser globals, or a comment saying it "keeps modules of
 * its own"): each runs with modules of its own. The
 * others share one set of loaded modules per worker (`isolate: false`), which saves loading the
 * whole app (or the web app and jsdom's setup) again for each file
 * (docs/decisions/0031-migrated-test-databases.md).
 */
const SHARED_STATE =
  /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\b|\bconfigure[A-Z]\w*\(|process\.env\.\w+\s*=[^=]|delete process\.env|Object\.defineProperty\((window|navigator|globalThis)|keeps modules of its own/;
/** The files of `patterns` (under `cwd`) that change shared state ({@link SHARED_STATE}), as paths relative to `cwd`. */
const ownModules = (patterns: string[], cwd = '.') =>
  globSync(patterns, { cwd, ignore: ['**/node_modules/**'] }).filter((file) => SHARED_STATE.test(readFileSync(`${cwd}/${file}`, 'utf8')));
const apiOwnModules = ownModules(apiInclude);
const webInclude = ['src/**/*.test.{ts,tsx}'];
const webOwnModules = ownModules(webInclude, 'apps/web');

/** The API tier on one database engine (`TEST_DB`): the files that share modules, and those that need their own. */
const apiProjects = (engine: 'pglite' | 'postgres') => {
  const common = { environment: 'node' as const, env: { TEST_DB: engine }, testTimeout: 30_000, hookTimeout: 60_000 };
  return [
    { test: { ...common, name: `api-${engine}`, include: apiInclude, exclude: ['**/node_modules/**', ...apiOwnModules], isolate: false } },
    { test: { ...common, name: `api-${engine}-own-modules`, include: apiOwnModules } },
  ];
};

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
      ...(['web', 'web-own-modules'] as const).map((name) => ({
        plugins: [react()],
        test: {
          name,
          root: 'apps/web',
          environment: 'jsdom' as const,
          setupFiles: ['./src/test/setup.ts'],
          ...(name === 'web'
            ? { include: webInclude, exclude: ['**/node_modules/**', ...webOwnModules], isolate: false }
            : { include: webOwnModules }),
        },
      })),
      // the repository's own scripts (scripts/js-budget.ts, the build's configuration)
      { test: { name: 'scripts', environment: 'node' as const, include: ['scripts/**/*.test.ts'] } },
      ...apiProjects('pglite'),
      ...(process.env.TEST_DATABASE_URL ? apiProjects('postgres') : []),
    ],
  },
});
