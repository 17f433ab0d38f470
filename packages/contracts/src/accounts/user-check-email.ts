import { z } from 'zod';
import { customerEmailSchema } from './fields.ts';

/** Body of `POST /api/auth/user/check-email` (docs/product/accounts.md): is this e-mail already a customer's? */
export const userCheckEmailRequestSchema = z.object({ email: customerEmailSchema });
/** Shape of {@link userCheckEmailRequestSchema}. */
export type UserCheckEmailRequest = z.infer<typeof userCheckEmailRequestSchema>;

export { type ExistsResponse as UserCheckEmailResponse, existsResponseSchema as userCheckEmailResponseSchema } from './fields.ts';
