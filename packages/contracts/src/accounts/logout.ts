import { z } from 'zod';

/**
 * Answer of `POST /api/auth/logout` (docs/product/accounts.md "Session"): the session (cookie or bearer) is
 * revoked and the cookie cleared; `{ success: true, message: 'Logged out' }`, also when there was none.
 */
export const logoutResponseSchema = z.object({ success: z.literal(true), message: z.string() });
/** Shape of {@link logoutResponseSchema}. */
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
