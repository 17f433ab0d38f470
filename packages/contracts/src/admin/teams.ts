import { z } from 'zod';
import { idNumberSchema } from '../common/ids.ts';
import { singleLineText } from '../common/text.ts';
import { teamMemberSchema } from '../content/list-teams.ts';

/**
 * Team management in the back office (issue "Staff back office"; public-site.md §3 "Team
 * member"): `GET/POST /api/admin/teams`, `PUT/DELETE /api/admin/teams/{id}`,
 * `PUT /api/admin/teams/order` and `POST /api/admin/teams/{id}/photo` (multipart field `photo`).
 */

/** Body of create and edit. `team_social` is an https link to a profile, or empty. Control characters are refused in every field. */
export const adminTeamInputSchema = z.object({
  team_name: singleLineText('Name', { error: 'Name is required (2 to 100 characters).', trim: true })
    .min(2, 'Name is required (2 to 100 characters).')
    .max(100, 'Name is required (2 to 100 characters).'),
  team_designation: z.preprocess(
    (v) => v ?? '',
    singleLineText('Designation', { trim: true }).max(100, 'Designation must be at most 100 characters.'),
  ),
  team_social: z.preprocess(
    (v) => v ?? '',
    singleLineText('Profile link', { trim: true })
      .max(300, 'Enter an https:// link of at most 300 characters, or leave it empty.')
      .refine(
        (v) => v === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v),
        'Enter an https:// link of at most 300 characters, or leave it empty.',
      ),
  ),
});
/** Shape of {@link adminTeamInputSchema} after parsing. */
export type AdminTeamInput = z.infer<typeof adminTeamInputSchema>;

/** Body of `PUT /api/admin/teams/order`: every member id (a JSON whole number, 1 to 2,147,483,647) in the new display order. */
export const adminTeamOrderSchema = z.object({
  team_ids: z.array(idNumberSchema('team_ids', 'team_ids must be member ids')).min(1, 'Give the members in their new order.').max(500),
});

/** Answer of `GET /api/admin/teams` and of the reorder: `{ success, data: list of team members }` in display order. */
export const adminListTeamsResponseSchema = z.object({ success: z.literal(true), data: z.array(teamMemberSchema) });
/** Shape of {@link adminListTeamsResponseSchema}. */
export type AdminListTeamsResponse = z.infer<typeof adminListTeamsResponseSchema>;

/** Answer of one member (create 201, edit, photo upload). */
export const adminTeamResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: teamMemberSchema });
