import { ADMIN_BLOG_MESSAGES, type AdminBlogInput, type AdminListBlogsResponse } from '@realty/contracts/admin/blogs';
import { ADMIN_TEAM_MESSAGES, type AdminListTeamsResponse, type AdminTeamInput } from '@realty/contracts/admin/teams';
import type { Blog } from '@realty/contracts/content/blog';
import type { TeamMember } from '@realty/contracts/content/list-teams';
import type { Database } from '@realty/db/client';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../providers/storage/file-storage.ts';
import { recordAudit } from '../admin-audit/audit.service.ts';
import type { Actor } from '../admin-sites/admin-sites.service.ts';
import { excerptOf, renderBlogMarkdown } from '../blogs/blog-html.ts';
import { toBlog } from '../blogs/blogs.service.ts';
import { removeStoredMedia } from '../media-intake/intake.service.ts';
import { toTeamMember } from '../teams/teams.service.ts';
import {
  type BlogRow,
  deleteBlogRow,
  deleteTeamRow,
  findBlogRow,
  findTeamRow,
  insertBlogRow,
  insertTeamRow,
  listAllBlogRows,
  listAllTeamRows,
  setTeamOrder,
  updateBlogRow,
  updateTeamRow,
} from './content.repository.ts';

/**
 * Storage folder of the files uploaded for blog post `blogId`: `media/blogs/<id>/` (only files in
 * it are ever deleted with the post).
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export const blogMediaFolder = (blogId: number): string => `media/blogs/${blogId}/`;
/**
 * Storage folder of the files uploaded for team member `teamId`: `media/teams/<id>/` (only files
 * in it are ever deleted with the member).
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export const teamMediaFolder = (teamId: number): string => `media/teams/${teamId}/`;

/** Deletes the stored files of the photo at `path` when it was uploaded into `folder` (shared files are kept). */
function removeOwnPhoto(storage: FileStorage, folder: string, path: string): Promise<void> {
  return removeStoredMedia(storage, folder, { photos: [path] });
}

/**
 * The stored values of a post: the Markdown body as written (refused when nothing is left of it
 * once rendered and sanitised), the summary (derived from the rendered body when none is given).
 */
function blogValues(input: AdminBlogInput) {
  const rendered = renderBlogMarkdown(input.blog_description);
  if (!rendered.replace(/<[^>]*>/g, '').trim()) throw badRequest(ADMIN_BLOG_MESSAGES.body, 'blog_description');
  return {
    title: input.blog_title,
    excerpt: input.blog_excerpt || excerptOf(rendered),
    description: input.blog_description,
    author: input.blog_author,
  };
}

/**
 * A post as the back office sees it: the public shape with the body as staff wrote it
 * (Markdown), so the editor opens what was typed.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
function toAdminBlog(row: BlogRow): Blog {
  return { ...toBlog(row), blog_description: row.description };
}

/**
 * `GET /api/admin/blogs`: every post of any status, newest first.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function listAdminBlogs(db: Database): Promise<AdminListBlogsResponse> {
  return { success: true, data: (await listAllBlogRows(db)).map(toAdminBlog) };
}

/**
 * One post of any status (`GET /api/admin/blogs/{id}`), as the public {@link Blog} shape.
 * @throws AppError 404 `ADMIN_BLOG_MESSAGES.notFound` ('Blog post not found.', code NOT_FOUND).
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function getAdminBlog(db: Database, blogId: number): Promise<Blog> {
  const row = await findBlogRow(db, blogId);
  if (!row) throw notFound(ADMIN_BLOG_MESSAGES.notFound);
  return toAdminBlog(row);
}

/**
 * `POST /api/admin/blogs`: a new post, a Draft unless staff publish it (Active) on purpose; the
 * Markdown body is stored as written and the summary derived from it when none is given. Audited.
 * @throws AppError 400 (field blog_description) when nothing is left after sanitising.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function createBlog(db: Database, actor: Actor, input: AdminBlogInput): Promise<Blog> {
  const blog = toAdminBlog(await insertBlogRow(db, { ...blogValues(input), status: input.blog_status ?? 'Draft' }));
  await recordAudit(db, { staffId: actor.staffId, action: 'create', entity: 'blog', entityId: String(blog.blog_id), after: blog });
  return blog;
}

/**
 * `PUT /api/admin/blogs/{id}`: edits, publishes (Active) or hides a post; without `blog_status`
 * the post keeps its status. Audited.
 * @throws AppError 404 `ADMIN_BLOG_MESSAGES.notFound` ('Blog post not found.', code NOT_FOUND); 400 (field blog_description) when nothing is left after sanitising.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function updateBlog(db: Database, actor: Actor, blogId: number, input: AdminBlogInput): Promise<Blog> {
  const before = await getAdminBlog(db, blogId);
  const values = blogValues(input);
  const row = await updateBlogRow(db, blogId, input.blog_status ? { ...values, status: input.blog_status } : values);
  if (!row) throw notFound(ADMIN_BLOG_MESSAGES.notFound);
  const after = toAdminBlog(row);
  await recordAudit(db, { staffId: actor.staffId, action: 'update', entity: 'blog', entityId: String(blogId), before, after });
  return after;
}

/**
 * `DELETE /api/admin/blogs/{id}`: deletes the post and its uploaded cover. Audited.
 * @throws AppError 404 `ADMIN_BLOG_MESSAGES.notFound` ('Blog post not found.', code NOT_FOUND).
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function deleteBlog(db: Database, storage: FileStorage, actor: Actor, blogId: number): Promise<void> {
  const row = await deleteBlogRow(db, blogId);
  if (!row) throw notFound(ADMIN_BLOG_MESSAGES.notFound);
  await removeOwnPhoto(storage, blogMediaFolder(blogId), row.image);
  await recordAudit(db, { staffId: actor.staffId, action: 'delete', entity: 'blog', entityId: String(blogId), before: toAdminBlog(row) });
}

/**
 * Sets a post's cover image to the freshly stored photo at `path`, deleting the previous upload;
 * a Draft with its cover is published (Active). Audited.
 * @throws AppError 404 `ADMIN_BLOG_MESSAGES.notFound` ('Blog post not found.', code NOT_FOUND).
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function setBlogImage(db: Database, storage: FileStorage, actor: Actor, blogId: number, path: string): Promise<Blog> {
  const before = await findBlogRow(db, blogId);
  if (!before) throw notFound(ADMIN_BLOG_MESSAGES.notFound);
  const row = await updateBlogRow(db, blogId, before.status === 'Draft' ? { image: path, status: 'Active' } : { image: path });
  if (!row) throw notFound(ADMIN_BLOG_MESSAGES.notFound);
  await removeOwnPhoto(storage, blogMediaFolder(blogId), before.image);
  await recordAudit(db, {
    staffId: actor.staffId,
    action: 'image',
    entity: 'blog',
    entityId: String(blogId),
    before: { blog_image: before.image, blog_status: before.status },
    after: { blog_image: path, blog_status: row.status },
  });
  return toAdminBlog(row);
}

/**
 * Checks that team member `teamId` exists (before an upload is read and stored).
 * @throws AppError 404 `ADMIN_TEAM_MESSAGES.notFound` ('Team member not found.', code NOT_FOUND).
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function assertTeamMember(db: Database, teamId: number): Promise<void> {
  if (!(await findTeamRow(db, teamId))) throw notFound(ADMIN_TEAM_MESSAGES.notFound);
}

/**
 * `GET /api/admin/teams`: every member in display order.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function listAdminTeams(db: Database): Promise<AdminListTeamsResponse> {
  return { success: true, data: (await listAllTeamRows(db)).map(toTeamMember) };
}

const teamValues = (input: AdminTeamInput) => ({ name: input.team_name, designation: input.team_designation, social: input.team_social });

/**
 * `POST /api/admin/teams`: a new member at the end of the order. Audited.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function createTeamMember(db: Database, actor: Actor, input: AdminTeamInput): Promise<TeamMember> {
  const member = toTeamMember(await insertTeamRow(db, teamValues(input)));
  await recordAudit(db, { staffId: actor.staffId, action: 'create', entity: 'team', entityId: String(member.team_id), after: member });
  return member;
}

/**
 * `PUT /api/admin/teams/{id}`: replaces name, designation and profile link. Audited.
 * @throws AppError 404 `ADMIN_TEAM_MESSAGES.notFound` ('Team member not found.', code NOT_FOUND).
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function updateTeamMember(db: Database, actor: Actor, teamId: number, input: AdminTeamInput): Promise<TeamMember> {
  const before = await findTeamRow(db, teamId);
  if (!before) throw notFound(ADMIN_TEAM_MESSAGES.notFound);
  const row = await updateTeamRow(db, teamId, teamValues(input));
  if (!row) throw notFound(ADMIN_TEAM_MESSAGES.notFound);
  const after = toTeamMember(row);
  await recordAudit(db, {
    staffId: actor.staffId,
    action: 'update',
    entity: 'team',
    entityId: String(teamId),
    before: toTeamMember(before),
    after,
  });
  return after;
}

/**
 * `DELETE /api/admin/teams/{id}`: removes the member and the uploaded photo. Audited.
 * @throws AppError 404 `ADMIN_TEAM_MESSAGES.notFound` ('Team member not found.', code NOT_FOUND).
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function deleteTeamMember(db: Database, storage: FileStorage, actor: Actor, teamId: number): Promise<void> {
  const row = await deleteTeamRow(db, teamId);
  if (!row) throw notFound(ADMIN_TEAM_MESSAGES.notFound);
  await removeOwnPhoto(storage, teamMediaFolder(teamId), row.profileImage);
  await recordAudit(db, { staffId: actor.staffId, action: 'delete', entity: 'team', entityId: String(teamId), before: toTeamMember(row) });
}

/**
 * Sets a member's photo to the freshly stored one at `path`, deleting the previous upload. Audited.
 * @throws AppError 404 `ADMIN_TEAM_MESSAGES.notFound` ('Team member not found.', code NOT_FOUND).
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function setTeamPhoto(db: Database, storage: FileStorage, actor: Actor, teamId: number, path: string): Promise<TeamMember> {
  const before = await findTeamRow(db, teamId);
  if (!before) throw notFound(ADMIN_TEAM_MESSAGES.notFound);
  const row = await updateTeamRow(db, teamId, { profileImage: path });
  if (!row) throw notFound(ADMIN_TEAM_MESSAGES.notFound);
  await removeOwnPhoto(storage, teamMediaFolder(teamId), before.profileImage);
  await recordAudit(db, {
    staffId: actor.staffId,
    action: 'photo',
    entity: 'team',
    entityId: String(teamId),
    before: { team_profile_image: before.profileImage },
    after: { team_profile_image: path },
  });
  return toTeamMember(row);
}

/**
 * `PUT /api/admin/teams/order`: the display order. Every member must be listed exactly once.
 * @throws AppError 400 `ADMIN_TEAM_MESSAGES.orderIncomplete` (field team_ids, code VALIDATION_FAILED) otherwise.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function reorderTeam(db: Database, actor: Actor, teamIds: number[]): Promise<AdminListTeamsResponse> {
  const current = await listAllTeamRows(db);
  const known = new Set(current.map((r) => r.teamId));
  if (teamIds.length !== known.size || new Set(teamIds).size !== teamIds.length || teamIds.some((id) => !known.has(id))) {
    throw badRequest(ADMIN_TEAM_MESSAGES.orderIncomplete, 'team_ids');
  }
  await setTeamOrder(db, teamIds);
  await recordAudit(db, {
    staffId: actor.staffId,
    action: 'order',
    entity: 'team',
    entityId: '',
    before: current.map((r) => r.teamId),
    after: teamIds,
  });
  return listAdminTeams(db);
}
