import { z } from 'zod';
import { associateEmailSchema } from './fields.ts';

/** Body of `POST /api/auth/associate/check-email` (docs/product/accounts.md): is this e-mail already an associate's? */
export const associateCheckEmailRequestSchema = z.object({ email: associateEmailSchema });
/** Shape of {@link associateCheckEmailRequestSchema}. */
export type AssociateCheckEmailRequest = z.infer<typeof associateCheckEmailRequestSchema>;

export { type ExistsResponse as AssociateCheckEmailResponse, existsResponseSchema as associateCheckEmailResponseSchema } from './fields.ts';
