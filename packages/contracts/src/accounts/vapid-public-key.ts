import { z } from 'zod';

/**
 * Answer of `GET /api/push/vapid-public-key` (docs/product/accounts.md "Push notifications"): the public
 * application server key (URL-safe base64) the browser passes to `pushManager.subscribe`.
 */
export const vapidPublicKeyResponseSchema = z.object({ success: z.literal(true), publicKey: z.string() });
/** Shape of {@link vapidPublicKeyResponseSchema}. */
export type VapidPublicKeyResponse = z.infer<typeof vapidPublicKeyResponseSchema>;
