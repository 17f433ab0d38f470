import { z } from 'zod';
import { ERROR_CODES } from '../common/error-codes.ts';
import { isAllowedText, notAllowedMessage, singleLineText } from '../common/text.ts';
import {
  ACCOUNT_MESSAGES,
  accountLanguageAnswerSchema,
  associateEmailSchema,
  asTrimmedText,
  blankAsAbsent,
  languageSchema,
  mobileSchema,
  passwordRuleSchema,
  personNameSchema,
} from './fields.ts';

const looseText = (label: string) => z.preprocess((v) => blankAsAbsent(asTrimmedText(v)), singleLineText(label).max(100).nullish());
const looseCoordinate = (label: string) =>
  z.preprocess(
    blankAsAbsent,
    z
      .union([z.number(), singleLineText(label).max(40)], {
        // Text with a control character is named as such; other failures keep zod's wording.
        error: (issue) => (typeof issue.input === 'string' && !isAllowedText(issue.input) ? notAllowedMessage(label) : undefined),
      })
      .nullish(),
  );

/**
 * Body of `POST /api/associate/sign-up` (docs/product/accounts.md "Associate", §5 "Associate sign-up").
 * Checked in the spec's order, first failure wins (400 naming the field):
 * 1 'Full Name required.' (or 'A name needs at least one letter.') 2 'Valid Email required.' 3 'Valid Mobile required.'
 * 4 'Password must be 8+ chars.' (or too common) 5 'Sponsor ID required.' — here; then by the server:
 * 6 'Enter valid Sponsor ID' 7 'Verify mobile first.' (OTP via `/auth/associate/verify-otp` in the
 * last 15 minutes) 8 'Please enable your location to continue.' (ass_lat/ass_lon missing or out of
 * range) 9 'Aadhaar must be 12 digits' 10 'PAN must look like ABCDE1234F', a common password
 * ('This password is too common. Choose a less common one.'), and finally duplicates →
 * 409 `{ error: 'DUPLICATE', message: 'User already exists with provided Email/Mobile/Aadhaar/PAN' }`.
 * Aadhaar and PAN are optional; `member_id`, `member_db_id` and `ass_sponsor_name` sent by older
 * clients are ignored (the server registers the member and looks the sponsor up itself). Text
 * holding a control character fails for its field at that field's place in this order
 * ('Full Name contains characters that are not allowed.'). `language` (optional, `en` or `hi`,
 * default `en`) is the language of the associate's SMS and push texts (docs/product/accounts.md,
 * "Language of an account and Hindi listing text"); anything else → 400 'language must be one of
 * en, hi' (field language).
 */
export const associateSignUpRequestSchema = z.object({
  ass_name: personNameSchema('Full Name', ACCOUNT_MESSAGES.assNameRequired, 'Full Name must be at most 100 characters'),
  ass_email: associateEmailSchema,
  ass_mobile: mobileSchema(ACCOUNT_MESSAGES.assMobileRequired),
  ass_password: passwordRuleSchema(ACCOUNT_MESSAGES.assPasswordTooShort),
  ass_sponsor_id: z.preprocess(
    asTrimmedText,
    singleLineText('Sponsor ID', { error: ACCOUNT_MESSAGES.sponsorRequired })
      .min(1, ACCOUNT_MESSAGES.sponsorRequired)
      .max(40, ACCOUNT_MESSAGES.sponsorInvalid),
  ),
  ass_lat: looseCoordinate('Latitude').meta({ description: 'Device latitude in degrees (required)' }),
  ass_lon: looseCoordinate('Longitude').meta({ description: 'Device longitude in degrees (required)' }),
  ass_aadhaar: looseText('Aadhaar').meta({ description: 'Optional 12-digit Aadhaar number' }),
  ass_pan: looseText('PAN').meta({ description: 'Optional PAN, e.g. ABCDE1234F' }),
  ass_noti_token: z.preprocess(blankAsAbsent, singleLineText('Notification token').max(4000, 'Notification token is too long').nullish()),
  language: languageSchema,
});
/** Shape of {@link associateSignUpRequestSchema} as a client sends it. */
export type AssociateSignUpRequest = z.input<typeof associateSignUpRequestSchema>;
/** Shape of {@link associateSignUpRequestSchema} after parsing. */
export type AssociateSignUpInput = z.output<typeof associateSignUpRequestSchema>;

/** The new associate in the sign-up answer; `role` is always 'Associate', `language` the language of its texts. */
export const registeredAssociateSchema = z.object({
  ass_id: z.number().int(),
  ass_name: z.string(),
  ass_email: z.string(),
  ass_mobile: z.string(),
  member_id: z.string(),
  member_db_id: z.string(),
  ass_sponsor_id: z.string(),
  ass_sponsor_name: z.string(),
  role: z.literal('Associate'),
  language: accountLanguageAnswerSchema,
});

/** 201 answer: 'Registration successful!', the session `token` (also set as cookie) and the associate. */
export const associateSignUpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  associate: registeredAssociateSchema,
});
/** Shape of {@link associateSignUpResponseSchema}. */
export type AssociateSignUpResponse = z.infer<typeof associateSignUpResponseSchema>;

/** 409 answer for a duplicate e-mail, mobile, Aadhaar or PAN. */
export const associateDuplicateResponseSchema = z.object({
  success: z.literal(false),
  error: z.literal('DUPLICATE'),
  code: z
    .enum([ERROR_CODES.EMAIL_TAKEN, ERROR_CODES.MOBILE_TAKEN, ERROR_CODES.AADHAAR_TAKEN, ERROR_CODES.PAN_TAKEN])
    .meta({ description: 'The first duplicate field as an error code' }),
  message: z.string(),
  field: z.string().optional().meta({ description: 'First duplicate field: ass_email, ass_mobile, ass_aadhaar or ass_pan' }),
});
/** Shape of {@link associateDuplicateResponseSchema}. */
export type AssociateDuplicateResponse = z.infer<typeof associateDuplicateResponseSchema>;
