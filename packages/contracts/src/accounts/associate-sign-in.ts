import { z } from 'zod';
import { associateUserSchema } from './fields.ts';
import { signInCredentialsSchema } from './user-sign-in.ts';

/**
 * Body of `POST /api/associate/sign-in` (docs/product/accounts.md): `{ reg_mobile, reg_password }`, same
 * messages as the customer form; wrong → 401 'Invalid mobile number or password'. No OTP step.
 */
export const associateSignInRequestSchema = signInCredentialsSchema('reg_mobile', 'reg_password');
/** Shape of {@link associateSignInRequestSchema}. */
export type AssociateSignInRequest = { reg_mobile: string; reg_password: string };

/** Answer: 'Signed in successfully!', an active session `token` (also set as cookie) and `user: { ass_id, reg_mem_name, member_id, ass_mobile }`. */
export const associateSignInResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: associateUserSchema,
});
/** Shape of {@link associateSignInResponseSchema}. */
export type AssociateSignInResponse = z.infer<typeof associateSignInResponseSchema>;
