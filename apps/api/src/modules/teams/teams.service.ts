import type { ListTeamsResponse, TeamMember } from '@realty/contracts/content/list-teams';
import type { Database } from '@realty/db/client';
import { listTeamRows, type TeamRow } from './teams.repository.ts';

/**
 * Turns a stored row into the public {@link TeamMember} shape (docs/product/content.md "Team member").
 * @see docs/product/content.md ("About (`/aboutpage`)")
 */
export function toTeamMember(row: TeamRow): TeamMember {
  return {
    team_id: row.teamId,
    team_name: row.name,
    team_designation: row.designation,
    team_profile_image: row.profileImage,
    team_social: row.social,
  };
}

/**
 * `GET /api/teams`: the whole team in display order (docs/product/content.md "About page").
 * @see docs/product/content.md ("About (`/aboutpage`)")
 */
export async function listTeams(db: Database): Promise<ListTeamsResponse> {
  const rows = await listTeamRows(db);
  return { success: true, data: rows.map(toTeamMember) };
}
