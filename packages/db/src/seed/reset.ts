import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import * as schema from '../schema.ts';

/** Names of every application table of the Drizzle schema (not the migration journal). */
export function applicationTables(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .sort();
}

/**
 * Empties every application table and restarts their ids (`TRUNCATE ... RESTART IDENTITY
 * CASCADE`), for `npm run db:seed -- --reset`. The schema and migration history stay.
 */
export async function resetDatabase(db: Database): Promise<string[]> {
  const tables = applicationTables();
  const list = tables.map((name) => `"${name.replace(/"/g, '""')}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));
  return tables;
}
