import { z } from 'zod';
import { idNumberSchema } from '../common/ids.ts';
import { singleLineText } from '../common/text.ts';
import { teamMemberSchema } from '../content/list-teams.ts';

/**
 * Team management in the back office (docs/product/back-office.md; docs/product/back-office.md "Team
 * member"): `GET/POST /api/admin/teams`, `PUT/DELETE /api/admin/teams/{id}`,
 * `PUT /api/admin/teams/order` and `POST /api/admin/teams/{id}/photo` (multipart field `photo`).
 */

/**
 * Person-facing messages of team management (docs/product/back-office.md, "Content and inboxes"):
 * the rules of the editor, the 404 of an unknown member (code NOT_FOUND) and the `message` of
 * the success answers.
 */
export const ADMIN_TEAM_MESSAGES = {
  name: 'Name is required (2 to 100 characters).',
  designationTooLong: 'Designation must be at most 100 characters.',
  social: 'Enter an https:// link of at most 300 characters, or leave it empty.',
  orderIds: 'Team members must be given by their IDs',
  orderEmpty: 'Give the members in their new order.',
  /** Checked by the server: the new order must name every member exactly once. */
  orderIncomplete: 'List every team member exactly once in the new order.',
  notFound: 'Team member not found.',
  added: 'Team member added.',
  saved: 'Team member saved.',
  removed: 'Team member removed.',
  photoUploaded: 'Photo uploaded.',
} as const;

/** Body of create and edit. `team_social` is an https link to a profile, or empty. Control characters are refused in every field. */
export const adminTeamInputSchema = z.object({
  team_name: singleLineText('Name', { error: ADMIN_TEAM_MESSAGES.name, trim: true })
    .min(2, ADMIN_TEAM_MESSAGES.name)
    .max(100, ADMIN_TEAM_MESSAGES.name),
  team_designation: z.preprocess(
    (v) => v ?? '',
    singleLineText('Designation', { trim: true }).max(100, ADMIN_TEAM_MESSAGES.designationTooLong),
  ),
  team_social: z.preprocess(
    (v) => v ?? '',
    singleLineText('Profile link', { trim: true })
      .max(300, ADMIN_TEAM_MESSAGES.social)
      .refine((v) => v === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), ADMIN_TEAM_MESSAGES.social),
  ),
});
/** Shape of {@link adminTeamInputSchema} after parsing. */
export type AdminTeamInput = z.infer<typeof adminTeamInputSchema>;

/** Body of `PUT /api/admin/teams/order`: every member id (a JSON whole number, 1 to 2,147,483,647) in the new display order. */
export const adminTeamOrderSchema = z.object({
  team_ids: z.array(idNumberSchema('Team member ID', ADMIN_TEAM_MESSAGES.orderIds)).min(1, ADMIN_TEAM_MESSAGES.orderEmpty).max(500),
});

/** Answer of `GET /api/admin/teams` and of the reorder: `{ success, data: list of team members }` in display order. */
export const adminListTeamsResponseSchema = z.object({ success: z.literal(true), data: z.array(teamMemberSchema) });
/** Shape of {@link adminListTeamsResponseSchema}. */
export type AdminListTeamsResponse = z.infer<typeof adminListTeamsResponseSchema>;

/** Answer of one member (create 201, edit, photo upload). */
export const adminTeamResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: teamMemberSchema });
