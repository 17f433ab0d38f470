import { vapidPublicKeyResponseSchema } from '@realty/contracts/accounts/vapid-public-key';
import { errorResponseSchema } from '@realty/contracts/common/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options.ts';
import { loadVapidKeys, vapidPublicKeyOf } from './push.service.ts';

/** `GET /api/push/vapid-public-key` (docs/product/accounts.md "Push notifications"): public, no credential. */
export const pushRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { env }) => {
  const keys = loadVapidKeys(env, (message) => app.log.warn(message));
  app.get(
    '/push/vapid-public-key',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Public VAPID key for push subscriptions',
        response: { 200: vapidPublicKeyResponseSchema, 503: errorResponseSchema },
      },
    },
    async () => vapidPublicKeyOf(keys),
  );
};
