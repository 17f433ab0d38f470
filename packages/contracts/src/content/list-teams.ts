import { z } from 'zod';

/**
 * A team member shown on the about page (docs/product/content.md "Team member").
 * `team_profile_image` is a path served under `/server/{path}`; `team_social` a profile link or empty.
 */
export const teamMemberSchema = z
  .object({
    team_id: z.number().int(),
    team_name: z.string(),
    team_designation: z.string(),
    team_profile_image: z.string(),
    team_social: z.string(),
  })
  .meta({ id: 'TeamMember' });

/** A team member as returned by `GET /api/teams`. */
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** Answer of `GET /api/teams`: every member in display order (docs/product/content.md). */
export const listTeamsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(teamMemberSchema),
});

/** Shape of {@link listTeamsResponseSchema}. */
export type ListTeamsResponse = z.infer<typeof listTeamsResponseSchema>;
