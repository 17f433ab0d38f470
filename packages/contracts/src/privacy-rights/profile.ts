import { z } from 'zod';
import { ACCOUNT_MESSAGES, customerEmailSchema, mobileSchema, otpSchema } from '../accounts/fields.ts';
import { optionalText } from '../common/envelope.ts';
import { multiLineText } from '../common/text.ts';

/** The fields a person can correct, by account kind (docs/product/privacy-rights.md, "Correction"). */
export const PROFILE_FIELDS = {
  user: ['name', 'email', 'mobile', 'alt_mobile', 'address'],
  associate: ['name', 'email', 'mobile', 'address', 'state_code'],
  builder: ['name', 'email', 'mobile', 'company', 'address', 'city'],
} as const;
/** The account kinds that have a profile of their own (session subjects). */
export type ProfileKind = keyof typeof PROFILE_FIELDS;

/**
 * The signed-in account's own details as `GET`/`PATCH /api/me/profile` answer them: `kind`
 * (`user`, `associate` or `builder`), the fields it can correct (`fields`) and their values
 * (fields of other kinds are absent).
 */
export const myProfileSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  kind: z.enum(['user', 'associate', 'builder']),
  fields: z.array(z.string()),
  profile: z.object({
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    alt_mobile: z.string().optional(),
    address: z.string().optional(),
    state_code: z.string().nullable().optional(),
    company: z.string().optional(),
    city: z.string().optional(),
    email_confirmed: z.boolean(),
  }),
});
/** Shape of {@link myProfileSchema}. */
export type MyProfile = z.infer<typeof myProfileSchema>;

/**
 * Body of `PATCH /api/me/profile`: any of the fields of the caller's kind ({@link PROFILE_FIELDS});
 * a new `mobile` needs `otp`, the code `POST /api/me/profile/mobile-otp` sent to it; a new `email`
 * is sent a confirmation link. A field of another kind → 400 naming it.
 */
export const updateProfileRequestSchema = z
  .object({
    name: optionalText('Name', 100),
    email: customerEmailSchema.optional(),
    mobile: mobileSchema().optional(),
    otp: otpSchema.optional(),
    alt_mobile: z.union([z.literal(''), mobileSchema(ACCOUNT_MESSAGES.altMobileTenDigits, 'Alternate mobile')]).optional(),
    address: multiLineText('Address', { trim: true }).max(300, 'Address must be at most 300 characters').optional(),
    state_code: z
      .string()
      .regex(/^\d{2}$/, 'State must be a two-digit GST state code')
      .optional(),
    company: optionalText('Company', 120),
    city: optionalText('City', 80),
  })
  .strict();
/** Shape of {@link updateProfileRequestSchema}. */
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** Body of `POST /api/me/profile/mobile-otp`: the new 10-digit mobile the OTP goes to. */
export const mobileChangeOtpRequestSchema = z.object({ mobile: mobileSchema() });
