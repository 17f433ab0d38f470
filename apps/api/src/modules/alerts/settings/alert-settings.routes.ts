import { ALERT_MESSAGES, alertSettingsResponseSchema, updateAlertSettingsBodySchema } from '@realty/contracts/activity/alerts';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import { users } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../../lib/app-error.ts';
import { requireCustomer } from '../../identity/guards.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { dropQueued } from '../unsubscribe/unsubscribe.service.ts';

const tags = ['alerts'];
const security: Array<Record<string, string[]>> = [{ cookie: [] }, { bearer: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const customerOnly = { forbiddenMessage: ALERT_MESSAGES.customersOnly };

/**
 * The signed-in customer's alert settings (docs/product/alerts.md, "Price drops of favourites"):
 * `GET /api/user/alert-settings` → `{ favourite_price_alerts }`, `PATCH` with the same field turns
 * the favourites' price drops on or off (off drops what is queued for them at once). Only the
 * session's own account is read or changed: there is no id to pass. Guests 401; associates,
 * builders and staff 403 "Only customers have alert settings."; a value that is not true/false is
 * 400 naming `favourite_price_alerts`.
 */
export const alertSettingsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, identity }) => {
  app.get(
    '/user/alert-settings',
    {
      schema: {
        tags,
        security,
        summary: "The customer's alert settings",
        response: { 200: alertSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireCustomer(request, customerOnly);
      const [row] = await db.select({ on: users.favouritePriceAlerts }).from(users).where(eq(users.userId, userId));
      if (!row) throw unauthorized();
      return { success: true as const, data: { favourite_price_alerts: row.on } };
    },
  );
  app.patch(
    '/user/alert-settings',
    {
      schema: {
        tags,
        security,
        summary: 'Turn price-drop alerts of favourites on or off',
        body: updateAlertSettingsBodySchema,
        response: { 200: alertSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireCustomer(request, customerOnly);
      const on = request.body.favourite_price_alerts;
      const rows = await db.update(users).set({ favouritePriceAlerts: on }).where(eq(users.userId, userId)).returning({ id: users.userId });
      if (rows.length === 0) throw unauthorized();
      if (!on) await dropQueued(db, userId, null, identity.now());
      return {
        success: true as const,
        message: on ? ALERT_MESSAGES.favouritesOn : ALERT_MESSAGES.favouritesOff,
        data: { favourite_price_alerts: on },
      };
    },
  );
};
