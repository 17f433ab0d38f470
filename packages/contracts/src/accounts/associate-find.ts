import { z } from 'zod';
import { ACCOUNT_MESSAGES, accountLanguageAnswerSchema, mobileSchema } from './fields.ts';

/** Path of `GET /api/associate/find-associate/{mobile}` (docs/product/accounts.md); only the signed-in associate's own mobile (else 403). */
export const associateFindParamsSchema = z.object({ mobile: mobileSchema(ACCOUNT_MESSAGES.enterValidMobile) });
/** Shape of {@link associateFindParamsSchema}. */
export type AssociateFindParams = z.infer<typeof associateFindParamsSchema>;

/**
 * The associate's profile: `reg_mem_name` is the name (docs/product/accounts.md); Aadhaar and PAN only masked
 * ('XXXX-XXXX-1234', 'XXXXXX234F') or null; `created_at` ISO 8601; `language` the language of the
 * associate's texts (docs/product/accounts.md, "Language of an account and Hindi listing text").
 */
export const associateProfileSchema = z.object({
  ass_id: z.number().int(),
  reg_mem_name: z.string(),
  ass_name: z.string(),
  ass_email: z.string(),
  ass_mobile: z.string(),
  member_id: z.string(),
  ass_sponsor_id: z.string(),
  ass_sponsor_name: z.string(),
  aadhaar_masked: z.string().nullable(),
  pan_masked: z.string().nullable(),
  created_at: z.string(),
  language: accountLanguageAnswerSchema,
});
/** Shape of {@link associateProfileSchema}. */
export type AssociateProfile = z.infer<typeof associateProfileSchema>;

/** Answer of `GET /api/associate/find-associate/{mobile}`: `{ success: true, data }`. */
export const associateFindResponseSchema = z.object({ success: z.literal(true), data: associateProfileSchema });
/** Shape of {@link associateFindResponseSchema}. */
export type AssociateFindResponse = z.infer<typeof associateFindResponseSchema>;
