import { z } from 'zod';
import { isValidGstin, normalizeGstin } from '../builders/gstin.ts';
import { multiLineText, singleLineText } from '../common/text.ts';
import {
  BUILDER_MESSAGES,
  blankAsAbsent,
  builderUserSchema,
  customerEmailSchema,
  languageSchema,
  mobileSchema,
  newPasswordSchema,
  otpSchema,
  personNameSchema,
} from './fields.ts';

/** RERA promoter registration number: 1 to 30 characters of A–Z, 0–9, '/' and '-' (upper-cased first). */
export const RERA_PROMOTER_PATTERN = /^[A-Z0-9/-]{1,30}$/;

/** Upper-cased, trimmed text; anything else passes through. */
const upperTrimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/**
 * Optional GSTIN: blank counts as absent; else trimmed, upper-cased, and it must be 15 characters
 * whose last one is the GSTIN check character (`builders/gstin.ts`), else 'Enter a valid GSTIN'.
 */
export const builderGstinSchema = z.preprocess(
  blankAsAbsent,
  z
    .preprocess(
      upperTrimmed,
      singleLineText('GSTIN', { error: BUILDER_MESSAGES.gstinInvalid }).refine((v) => isValidGstin(normalizeGstin(v)), {
        message: BUILDER_MESSAGES.gstinInvalid,
      }),
    )
    .optional(),
);

/** Optional RERA promoter number: blank counts as absent; else up to 30 of A–Z, 0–9, '/', '-'. */
export const reraPromoterNoSchema = z.preprocess(
  blankAsAbsent,
  z
    .preprocess(
      upperTrimmed,
      singleLineText('RERA promoter number', { error: BUILDER_MESSAGES.promoterInvalid }).regex(
        RERA_PROMOTER_PATTERN,
        BUILDER_MESSAGES.promoterInvalid,
      ),
    )
    .optional(),
);

/**
 * Body of `POST /api/builder/sign-up` (docs/product/builders.md, "Account"). Checked in this
 * order, first failure wins (400 naming the field): 'Company name is required.', 'Contact person
 * is required.', 'Email is required.' / 'Enter a valid email address.', 'Mobile must be 10
 * digits', 'Password must be at least 8 characters' (or too common), 'Office address is required.', 'Enter a
 * valid GSTIN' (wrong length, characters or check digit), the RERA promoter number's rule,
 * 'Enter 6-digit OTP'; then by the server 'This password is too common. Choose a less common
 * one.', 409 'Email already registered' / 'Mobile already registered' (codes EMAIL_TAKEN /
 * MOBILE_TAKEN), and 400 'Verify your mobile number with the OTP first.' (code
 * OTP_NOT_VERIFIED) when the mobile was not verified in the last 15 minutes and no `otp` is given.
 * `builder_city` (optional, up to 60 characters) is shown on the public developer page.
 * `language` (optional, `en` or `hi`, default `en`) is the language of the builder's SMS and push
 * texts (docs/product/accounts.md, "Language of an account and Hindi listing text"); anything
 * else → 400 'Language must be en (English) or hi (Hindi)' (field language).
 */
export const builderSignUpRequestSchema = z.object({
  builder_company: personNameSchema('Company name', BUILDER_MESSAGES.companyRequired, BUILDER_MESSAGES.companyTooLong, 150),
  builder_name: personNameSchema('Contact person', BUILDER_MESSAGES.contactRequired, BUILDER_MESSAGES.contactTooLong),
  builder_email: customerEmailSchema,
  builder_mobile: mobileSchema(),
  builder_password: newPasswordSchema,
  builder_address: multiLineText('Office address', { trim: true, error: BUILDER_MESSAGES.addressRequired })
    .min(1, BUILDER_MESSAGES.addressRequired)
    .max(500, BUILDER_MESSAGES.addressTooLong),
  builder_city: z.preprocess(blankAsAbsent, singleLineText('City', { trim: true }).max(60, BUILDER_MESSAGES.cityTooLong).optional()),
  builder_gstin: builderGstinSchema,
  builder_rera_promoter_no: reraPromoterNoSchema,
  otp: z.preprocess(blankAsAbsent, otpSchema.optional()),
  language: languageSchema,
});
/** Shape of {@link builderSignUpRequestSchema} as a client sends it. */
export type BuilderSignUpRequest = z.input<typeof builderSignUpRequestSchema>;
/** Shape of {@link builderSignUpRequestSchema} after parsing (GSTIN and promoter number upper-cased). */
export type BuilderSignUpInput = z.output<typeof builderSignUpRequestSchema>;

/**
 * 201 answer of `POST /api/builder/sign-up`: 'Account created successfully', the session `token`
 * (also set as the `session` cookie), role 'builder' and the builder.
 */
export const builderSignUpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  role: z.literal('builder'),
  user: builderUserSchema,
});
/** Shape of {@link builderSignUpResponseSchema}. */
export type BuilderSignUpResponse = z.infer<typeof builderSignUpResponseSchema>;
