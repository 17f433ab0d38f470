import { z } from 'zod';
import { emailConfirmedAnswerSchema } from './email-confirmation.ts';
import { accountLanguageAnswerSchema } from './fields.ts';

/**
 * Answer of `GET /api/user/profile` (docs/product/accounts.md): the signed-in customer's own profile.
 * Customer session (cookie or bearer) required, else 401. `language` is the language of the
 * customer's texts (docs/product/accounts.md, "Language of an account and Hindi listing text"),
 * `email_confirmed` whether the e-mail address is confirmed ("E-mail confirmation").
 */
export const userProfileResponseSchema = z.object({
  success: z.literal(true),
  user: z.object({
    user_id: z.number().int(),
    user_name: z.string(),
    user_email: z.string(),
    user_mobile: z.string(),
    user_alt_mobile: z.string(),
    user_address: z.string(),
    language: accountLanguageAnswerSchema,
    email_confirmed: emailConfirmedAnswerSchema,
  }),
});
/** Shape of {@link userProfileResponseSchema}. */
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;
