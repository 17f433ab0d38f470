import { z } from 'zod';
import { aadhaarSchema } from './fields.ts';

/**
 * Body of `POST /api/auth/associate/check-aadhaar` (docs/product/accounts.md): `{ aadhaar }`, 12 digits
 * (else 400 'Aadhaar must be 12 digits'). Compared by keyed hash; the number is never stored or logged.
 */
export const associateCheckAadhaarRequestSchema = z.object({ aadhaar: aadhaarSchema });
/** Shape of {@link associateCheckAadhaarRequestSchema}. */
export type AssociateCheckAadhaarRequest = z.infer<typeof associateCheckAadhaarRequestSchema>;

export {
  type ExistsResponse as AssociateCheckAadhaarResponse,
  existsResponseSchema as associateCheckAadhaarResponseSchema,
} from './fields.ts';
