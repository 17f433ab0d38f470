import type { Database } from '@realty/db/client';
import { teams } from '@realty/db/schema';
import { asc } from 'drizzle-orm';

/** A `teams` row as Drizzle returns it (never leaves the API). */
export type TeamRow = typeof teams.$inferSelect;

/**
 * Every team member ordered by `team_order`, then by id.
 * @see docs/product/content.md ("About (`/aboutpage`)")
 */
export async function listTeamRows(db: Database): Promise<TeamRow[]> {
  return db.select().from(teams).orderBy(asc(teams.sortOrder), asc(teams.teamId));
}
