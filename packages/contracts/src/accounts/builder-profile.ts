import { z } from 'zod';
import { emailConfirmedAnswerSchema } from './email-confirmation.ts';
import { accountLanguageAnswerSchema } from './fields.ts';

/**
 * Answer of `GET /api/builder/profile` (docs/product/builders.md, "Account"): the signed-in
 * builder's own account. `gstin_verified` says the GSTIN passed the check-digit test at sign-up;
 * `builder_gstin` and `builder_rera_promoter_no` are '' when not given; `created_at` is ISO 8601;
 * `language` is the language of the builder's texts (docs/product/accounts.md, "Language of an
 * account and Hindi listing text").
 * Builder session required: 401 without one, 403 for other account kinds.
 */
export const builderProfileResponseSchema = z.object({
  success: z.literal(true),
  user: z.object({
    builder_id: z.number().int(),
    builder_company: z.string(),
    builder_name: z.string(),
    builder_email: z.string(),
    builder_mobile: z.string(),
    builder_address: z.string(),
    builder_city: z.string(),
    builder_gstin: z.string(),
    gstin_verified: z.boolean(),
    builder_rera_promoter_no: z.string(),
    created_at: z.string(),
    language: accountLanguageAnswerSchema,
    email_confirmed: emailConfirmedAnswerSchema,
  }),
});
/** Shape of {@link builderProfileResponseSchema}. */
export type BuilderProfileResponse = z.infer<typeof builderProfileResponseSchema>;
