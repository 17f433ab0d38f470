import { z } from 'zod';
import { mobileSchema } from './fields.ts';

/** Body of `POST /api/auth/user/check-mobile` (docs/product/accounts.md); anything but 10 digits → 400 'Mobile must be 10 digits'. */
export const userCheckMobileRequestSchema = z.object({ mobile: mobileSchema() });
/** Shape of {@link userCheckMobileRequestSchema}. */
export type UserCheckMobileRequest = z.infer<typeof userCheckMobileRequestSchema>;

export { type ExistsResponse as UserCheckMobileResponse, existsResponseSchema as userCheckMobileResponseSchema } from './fields.ts';
