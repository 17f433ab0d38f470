import { defineConfig } from 'drizzle-kit';

/** drizzle-kit configuration: `npm run db:generate` writes reviewed SQL into packages/db/migrations. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema.ts',
  out: './packages/db/migrations',
});
