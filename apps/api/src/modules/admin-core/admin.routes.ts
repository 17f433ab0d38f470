import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { createFileStorage } from '../../providers/storage/file-storage.ts';
import { adminAuditRoutes } from '../admin-audit/admin-audit.routes.ts';
import { adminAuthRoutes } from '../admin-auth/admin-auth.routes.ts';
import { decorateStaffCaller } from '../admin-auth/staff-guard.ts';
import { adminContentRoutes } from '../admin-content/admin-content.routes.ts';
import { adminImportRoutes } from '../admin-import/admin-import.routes.ts';
import { adminInboxRoutes } from '../admin-inbox/admin-inbox.routes.ts';
import { adminPeopleRoutes } from '../admin-people/admin-people.routes.ts';
import { adminSitesRoutes } from '../admin-sites/admin-sites.routes.ts';
import { createAccountsContext } from '../auth/accounts-context.ts';
import type { ModuleOptions } from '../module-options.ts';
import type { AdminRouteOptions } from './admin-context.ts';

/** Largest upload accepted by any back office route (a brochure PDF), in bytes: 20 MB. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * The staff back office API under `/api/admin/*` (issue "Staff back office"; public-site.md §7):
 * builds its providers once (OTP sending, file storage), enables multipart uploads for its own
 * routes and registers every back office module. `POST /api/admin/contacts` (the public contact
 * form) belongs to the contacts module and is not touched here.
 */
export const adminRoutes: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const accounts = createAccountsContext(options.db, options.env, app.log);
  app.addHook('onClose', async () => accounts.throttle.close());
  const admin: AdminRouteOptions = { ...options, accounts, storage: createFileStorage(options.env) };
  decorateStaffCaller(app);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 20, parts: 40 } });
  await app.register(adminAuthRoutes, admin);
  await app.register(adminAuditRoutes, admin);
  await app.register(adminSitesRoutes, admin);
  await app.register(adminInboxRoutes, admin);
  await app.register(adminContentRoutes, admin);
  await app.register(adminPeopleRoutes, admin);
  await app.register(adminImportRoutes, admin);
};
