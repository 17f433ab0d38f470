/**
 * `npm run db:migrate`: applies the migrations to DATABASE_URL, or to the PGlite database under
 * DATA_DIR (default ./data) when no URL is set.
 */
import { migrateDatabase, openDatabase } from '../client.ts';

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data' });
await migrateDatabase(handle);
await handle.close();
console.log(`Migrated the ${handle.kind} database.`);
