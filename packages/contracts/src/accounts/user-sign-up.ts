import { z } from 'zod';
import { multiLineText, singleLineText } from '../common/text.ts';
import {
  ACCOUNT_MESSAGES,
  blankAsAbsent,
  customerEmailSchema,
  customerUserSchema,
  languageSchema,
  latitudeSchema,
  longitudeSchema,
  mobileSchema,
  newPasswordSchema,
  otpSchema,
  personNameSchema,
} from './fields.ts';

/**
 * Body of `POST /api/user/sign-up` (docs/product/accounts.md "Customer sign-up payload", §5). Checked in
 * this order, first failure wins: 'Name is required.' / 'A name needs at least one letter.', 'Email is required.' /
 * 'Enter a valid email address.', 'Mobile must be 10 digits', 'Alternate mobile must be 10 digits',
 * 'Password must be at least 8 characters' or 'This password is too common. Choose a less common
 * one.', 'Enter 6-digit OTP'; then by the server 409 'Email already registered' /
 * 'Mobile already registered', and 400 'Verify your mobile number with the OTP first.' when the
 * mobile was not verified in the last 15 minutes and no `otp` is given.
 * `user_noti_token` is the Web Push subscription (JSON text); coordinates in degrees. Control
 * characters are refused in every text ('Name contains characters that are not allowed.'); the
 * address may span lines. `language` (optional, `en` or `hi`, default `en`) is the language of the
 * customer's SMS and push texts (docs/product/accounts.md, "Language of an account and Hindi
 * listing text"); anything else → 400 'Language must be en (English) or hi (Hindi)' (field language).
 */
export const userSignUpRequestSchema = z.object({
  user_name: personNameSchema('Name', ACCOUNT_MESSAGES.nameRequired, 'Name must be at most 100 characters'),
  user_email: customerEmailSchema,
  user_mobile: mobileSchema(),
  user_alt_mobile: z.preprocess(blankAsAbsent, mobileSchema(ACCOUNT_MESSAGES.altMobileTenDigits, 'Alternate mobile').optional()),
  user_password: newPasswordSchema,
  user_noti_token: z.preprocess(blankAsAbsent, singleLineText('Notification token').max(4000, 'Notification token is too long').optional()),
  user_loc_lat: z.preprocess(blankAsAbsent, latitudeSchema.optional()),
  user_loc_lon: z.preprocess(blankAsAbsent, longitudeSchema.optional()),
  user_address: z.preprocess(
    blankAsAbsent,
    multiLineText('Address', { trim: true }).max(500, 'Address must be at most 500 characters').optional(),
  ),
  otp: z.preprocess(blankAsAbsent, otpSchema.optional()),
  language: languageSchema,
});
/** Shape of {@link userSignUpRequestSchema} as a client sends it. */
export type UserSignUpRequest = z.input<typeof userSignUpRequestSchema>;
/** Shape of {@link userSignUpRequestSchema} after parsing. */
export type UserSignUpInput = z.output<typeof userSignUpRequestSchema>;

/** 201 answer of `POST /api/user/sign-up`: 'Account created successfully', the session `token` (also set as cookie) and the customer. */
export const userSignUpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: customerUserSchema,
});
/** Shape of {@link userSignUpResponseSchema}. */
export type UserSignUpResponse = z.infer<typeof userSignUpResponseSchema>;
