import { z } from 'zod';
import { ACCOUNT_MESSAGES, mobileSchema } from './fields.ts';

/** Body of `POST /api/auth/associate/check-mobile` (docs/product/accounts.md); not 10 digits → 400 'Enter valid mobile'. */
export const associateCheckMobileRequestSchema = z.object({ mobile: mobileSchema(ACCOUNT_MESSAGES.enterValidMobile) });
/** Shape of {@link associateCheckMobileRequestSchema}. */
export type AssociateCheckMobileRequest = z.infer<typeof associateCheckMobileRequestSchema>;

export {
  type ExistsResponse as AssociateCheckMobileResponse,
  existsResponseSchema as associateCheckMobileResponseSchema,
} from './fields.ts';
