import { z } from 'zod';
import { singleLineText } from '../common/text.ts';

/**
 * Body of `PUT /api/user/push_subscription` and `PUT /api/associate/push_subscription`
 * (docs/product/accounts.md, "Web Push"): the signed-in customer's or associate's Web Push
 * subscription, as the JSON text of `PushSubscription.toJSON()` (up to 4,000 characters), saved
 * after they turned on visit updates or offer alerts. A blank `token` is refused
 * ('Notification token is required', field token).
 */
export const pushSubscriptionBodySchema = z.object({
  token: singleLineText('Notification token').min(1, 'Notification token is required').max(4000, 'Notification token is too long'),
});
/** Shape of {@link pushSubscriptionBodySchema}. */
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** Answer of the push subscription routes: `{ success: true }`. */
export const pushSubscriptionResponseSchema = z.object({ success: z.literal(true) });
/** Shape of {@link pushSubscriptionResponseSchema}. */
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponseSchema>;
