import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, MIGRATIONS_FOLDER, migrateDatabase, openDatabase } from './client.ts';

/**
 * Throw-away databases for tests, already migrated (docs/decisions/0031-migrated-test-databases.md).
 *
 * Building an embedded database from nothing (PGlite's initdb) and migrating it takes 3–15 s on
 * this project's machines, and most API test files build one or more. So the migrations run once
 * per set of migration files: the migrated embedded database is dumped to a file in the system's
 * temporary folder and each test database is loaded from it; on PostgreSQL a migrated template
 * database is kept on the server and each test database is a copy of it (`CREATE DATABASE …
 * TEMPLATE`). Both are named by a hash of the migration files, so a changed migration makes a new
 * template and an old one is never used.
 */

/** A migrated throw-away database: its handle, its URL on PostgreSQL (undefined for PGlite), and `drop()` to close and remove it. */
export type TestDatabase = { handle: DatabaseHandle; databaseUrl: string | undefined; drop: () => Promise<void> };

/**
 * What a group of tests adds to the migrated template once, instead of to every database they
 * open (the API tests: the job queue's own tables and queues, which the app would otherwise create
 * at each start). `prepare` runs on a copy of the migrated template; the result is kept as a
 * template of its own, named by the migrations' hash and by `key`, so `key` must change whenever
 * what `prepare` makes does. Nothing may depend on it being there: it only saves the work.
 */
export type TemplateExtension = { key: string; prepare: (handle: DatabaseHandle) => Promise<void> };

/** A short hash of `extension.key`, for the names of its templates. */
const extensionHash = (extension: TemplateExtension) => createHash('sha256').update(extension.key).digest('hex').slice(0, 8);

/** Hash of every migration file's name and text, and of the PGlite version (its data folder's format): names the templates. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const journal = join(MIGRATIONS_FOLDER, 'meta', '_journal.json');
  hash.update(readFileSync(journal));
  for (const file of readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file);
    hash.update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = join(entry.slice(0, entry.lastIndexOf('/dist/')), 'package.json');
  if (existsSync(pglitePackage)) hash.update(readFileSync(pglitePackage));
  return hash.digest('hex').slice(0, 16);
}

const templateBlobs = new Map<string, Promise<Blob>>();

/**
 * The migrated embedded database as a dumped data folder: read from the temporary folder when an
 * earlier test process made it for these migrations, else made (initdb and every migration) and
 * written there for the next ones (to a file of its own, then renamed, so a reader never sees half).
 * With `extension`, the migrated template with {@link TemplateExtension.prepare} run on it, kept the same way.
 */
function pgliteTemplate(extension?: TemplateExtension): Promise<Blob> {
  const suffix = extension ? `-${extensionHash(extension)}` : '';
  let blob = templateBlobs.get(suffix);
  if (!blob) {
    blob = (async () => {
      const file = join(tmpdir(), `realty-pglite-template-${migrationsHash()}${suffix}.tar`);
      if (existsSync(file)) return new Blob([readFileSync(file)]);
      const handle = extension
        ? await openDatabase({ dataDir: 'memory://', pgliteDataDir: await pgliteTemplate() })
        : await openDatabase({ dataDir: 'memory://' });
      if (extension) await extension.prepare(handle);
      else await migrateDatabase(handle);
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      const dumped = await client.dumpDataDir('none');
      await handle.close();
      const partial = `${file}.${process.pid}.${Date.now()}`;
      writeFileSync(partial, Buffer.from(await dumped.arrayBuffer()));
      renameSync(partial, file);
      return dumped;
    })();
    templateBlobs.set(suffix, blob);
  }
  return blob;
}

/** Runs one statement on a connection of its own to the server of `serverUrl`. */
async function runOnServer(serverUrl: string, statement: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query(statement, values);
  } finally {
    await admin.end();
  }
}

/** `serverUrl` with its database name replaced by `name`. */
function urlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Advisory lock key under which one test process at a time makes a PostgreSQL template. */
const TEMPLATE_LOCK_KEY = 7_402_611;

const templateNames = new Map<string, Promise<string>>();

/**
 * The name of the migrated template database on the server of `serverUrl`, made when missing:
 * under an advisory lock (test processes start together), as `<name>_making`, migrated, then
 * renamed, so a copy is never taken of a half-migrated one. With `extension`, a copy of that
 * template with {@link TemplateExtension.prepare} run on it, made the same way.
 */
function postgresTemplate(serverUrl: string, extension?: TemplateExtension): Promise<string> {
  const suffix = extension ? `_${extensionHash(extension)}` : '';
  let made = templateNames.get(suffix);
  if (!made) {
    made = (async () => {
      const base = extension ? await postgresTemplate(serverUrl) : undefined;
      const name = `realty_template_${migrationsHash()}${suffix}`;
      const lock = new pg.Client({ connectionString: serverUrl });
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1::bigint)', [TEMPLATE_LOCK_KEY]);
        const found = await lock.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount === 0) {
          const making = `${name}_making`;
          await lock.query(`DROP DATABASE IF EXISTS ${making} WITH (FORCE)`);
          await lock.query(base ? `CREATE DATABASE ${making} TEMPLATE ${base}` : `CREATE DATABASE ${making}`);
          const handle = await openDatabase({ databaseUrl: urlOf(serverUrl, making), poolSize: 1, onIdleError: () => {} });
          try {
            if (extension) await extension.prepare(handle);
            else await migrateDatabase(handle);
          } finally {
            await handle.close();
          }
          await lock.query(`ALTER DATABASE ${making} RENAME TO ${name}`);
        }
      } finally {
        await lock.end();
      }
      return name;
    })();
    templateNames.set(suffix, made);
  }
  return made;
}

/**
 * A migrated throw-away database: in-memory PGlite loaded from the migrated template, or, with
 * TEST_DB=postgres, a copy of the migrated template database on the TEST_DATABASE_URL server,
 * named `realty_<label>_<pid>_<time>_<random>` and dropped (with every connection to it) by
 * `drop()`. `poolSize` is the PostgreSQL pool's size (default 2); with `extension`, the copy is
 * of the template with that extension ({@link TemplateExtension}).
 * @throws the driver's error when the server cannot be reached, or TEST_DB=postgres without TEST_DATABASE_URL.
 */
export async function createTestDatabase(
  label: string,
  options: { poolSize?: number; extension?: TemplateExtension } = {},
): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    const handle = await openDatabase({ dataDir: 'memory://', pgliteDataDir: await pgliteTemplate(options.extension) });
    return { handle, databaseUrl: undefined, drop: () => handle.close() };
  }
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const template = await postgresTemplate(server, options.extension);
  const name = `realty_${label}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await runOnServer(server, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const databaseUrl = urlOf(server, name);
  // the pool's connections end with the database: nothing to report
  const handle = await openDatabase({ databaseUrl, poolSize: options.poolSize ?? 2, onIdleError: () => {} });
  return {
    handle,
    databaseUrl,
    drop: async () => {
      await handle.close();
      await runOnServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A migrated throw-away database for the tests of this package ({@link createTestDatabase}),
 * as `{ handle, drop }`. Used by the tests of docs/decisions/0010-structured-listings.md.
 */
export async function openTestDatabase(label: string): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const { handle, drop } = await createTestDatabase(label);
  return { handle, drop };
}
