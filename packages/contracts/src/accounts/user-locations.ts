import { z } from 'zod';
import { idSchema } from '../common/ids.ts';
import { multiLineText, singleLineText } from '../common/text.ts';
import { blankAsAbsent, latitudeSchema, longitudeSchema } from './fields.ts';

/**
 * Body of `POST /api/user/user_locations` (docs/product/accounts.md): saves the customer's device location
 * (degrees), Web Push subscription and address. Customer session required; `user_id` must be the
 * session's own (else 403). `user_id` is a whole number or its digits ('7', never '07').
 */
export const userLocationsRequestSchema = z.object({
  user_id: idSchema('Customer ID'),
  user_loc_lat: latitudeSchema,
  user_loc_lon: longitudeSchema,
  user_noti_token: z.preprocess(blankAsAbsent, singleLineText('Notification token').max(4000, 'Notification token is too long').optional()),
  user_address: z.preprocess(
    blankAsAbsent,
    multiLineText('Address', { trim: true }).max(500, 'Address must be at most 500 characters').optional(),
  ),
});
/** Shape of {@link userLocationsRequestSchema} as a client sends it. */
export type UserLocationsRequest = z.input<typeof userLocationsRequestSchema>;
/** Shape of {@link userLocationsRequestSchema} after parsing (numbers in degrees). */
export type UserLocationsInput = z.output<typeof userLocationsRequestSchema>;

/** Answer of `POST /api/user/user_locations`: `{ success: true }`. */
export const userLocationsResponseSchema = z.object({ success: z.literal(true) });
/** Shape of {@link userLocationsResponseSchema}. */
export type UserLocationsResponse = z.infer<typeof userLocationsResponseSchema>;
