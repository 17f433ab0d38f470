import { z } from 'zod';
import { mobileSchema, newPasswordSchema, otpSchema } from './fields.ts';

/**
 * Body of `POST /api/auth/user/reset-password` (the /forgetpassword screen of docs/product/accounts.md):
 * a reset OTP from `send-otp` purpose reset, and the new password (same rules as sign-up, common
 * passwords refused). Success revokes every session of that customer.
 */
export const userResetPasswordRequestSchema = z.object({ mobile: mobileSchema(), otp: otpSchema, new_password: newPasswordSchema });
/** Shape of {@link userResetPasswordRequestSchema}. */
export type UserResetPasswordRequest = z.infer<typeof userResetPasswordRequestSchema>;

/** Answer: 'Password updated. Please sign in with your new password.' */
export const userResetPasswordResponseSchema = z.object({ success: z.literal(true), message: z.string() });
/** Shape of {@link userResetPasswordResponseSchema}. */
export type UserResetPasswordResponse = z.infer<typeof userResetPasswordResponseSchema>;
