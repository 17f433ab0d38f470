import { z } from 'zod';
import { isAllowedText, numberText, singleLineText } from '../common/text.ts';
import { judgeAadhaar } from './aadhaar.ts';
import { emailConfirmedAnswerSchema } from './email-confirmation.ts';
import { isCommonPassword } from './passwords.ts';

/**
 * Field rules, limits and messages shared by every accounts operation (docs/product/accounts.md
 * and the accounts wire contract). Both the API and the web forms import these, so a message
 * is written once.
 */

// The limits and messages live in a module without zod: public pages show some of them and load
// no schema code for it (issue #35, docs/decisions/0033-javascript-budget.md).
import {
  ACCOUNT_MESSAGES,
  FOUNDING_MEMBER_ID,
  MOBILE_VERIFIED_MINUTES,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './messages.ts';
// the mobile numbers' one normaliser too, for the public pages' mobile inputs
import { MOBILE_INPUT_MAX_LENGTH, MOBILE_PATTERN, mobileInputText, normaliseMobile } from './mobile.ts';

export {
  ACCOUNT_MESSAGES,
  FOUNDING_MEMBER_ID,
  MOBILE_INPUT_MAX_LENGTH,
  MOBILE_PATTERN,
  MOBILE_VERIFIED_MINUTES,
  mobileInputText,
  normaliseMobile,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
};

/** The 'Please wait {n} seconds…' message with `seconds` filled in. */
export const otpWaitMessage = (seconds: number): string => ACCOUNT_MESSAGES.otpWait.replace('{n}', String(seconds));

/** For zod: text becomes the 10 digits of {@link normaliseMobile} when it is an Indian mobile; anything else is trimmed as before. */
export const asMobileText = (value: unknown): unknown => {
  const text = asTrimmedText(value);
  if (typeof text !== 'string' || !isAllowedText(text)) return text;
  return normaliseMobile(text) ?? text;
};
/** Exactly six digits. */
export const OTP_PATTERN = /^\d{6}$/;
/** Aadhaar: 12 digits (docs/product/accounts.md). */
export const AADHAAR_PATTERN = /^\d{12}$/;
/** PAN: five letters, four digits, one letter, upper case (docs/product/accounts.md). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** Simple x@y.z e-mail pattern (docs/product/accounts.md). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Turns numbers into text and trims text, so `9415000001` and `" 9415000001 "` read alike; anything else passes through. */
export const asTrimmedText = (value: unknown): unknown =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : value;

/**
 * Trimmed text that must match `pattern`; a missing, non-text or wrong value fails with `message`,
 * text holding a control character with '`label` contains characters that are not allowed.'.
 */
export const patternText = (pattern: RegExp, message: string, label: string) =>
  z.preprocess(asTrimmedText, singleLineText(label, { error: message }).regex(pattern, message));

/**
 * An Indian mobile named `label` in messages, read through {@link normaliseMobile} (so "+91 98390
 * 12345" is stored and messaged as "9839012345"); any value that is not a mobile fails with
 * `message` (default 'Mobile must be 10 digits'). Every mobile field of every account kind uses it.
 */
export const mobileSchema = (message: string = ACCOUNT_MESSAGES.mobileTenDigits, label = 'Mobile') =>
  z.preprocess(asMobileText, singleLineText(label, { error: message }).regex(MOBILE_PATTERN, message)).meta({
    description: 'Indian mobile: 10 digits starting 6 to 9; +91, 91 or 0 before it and spaces, dashes or brackets are dropped',
    example: '9415012345',
  });

/** A six-digit OTP; anything else fails with 'Enter 6-digit OTP'. */
export const otpSchema = patternText(OTP_PATTERN, ACCOUNT_MESSAGES.otpSixDigits, 'OTP').meta({
  description: 'Six-digit one-time password',
  example: '123456',
});

/** What an OTP proves for a customer: sign-up (default), the second step of sign-in, or a password reset. */
export const OTP_PURPOSES = ['signup', 'signin', 'reset'] as const;
/** One of {@link OTP_PURPOSES}. */
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
/**
 * Optional `purpose` of the customer OTP calls (docs/product/accounts.md, "Customer sign-in").
 * Without it the call is the sign-in step when the caller holds a pending sign-in session for
 * that mobile (the password step's session), else sign-up.
 */
export const otpPurposeSchema = z.enum(OTP_PURPOSES, { error: `Purpose must be one of ${OTP_PURPOSES.join(', ')}` }).optional();

/**
 * The languages an account's SMS and Web Push texts can be written in (docs/product/accounts.md,
 * "Language of an account and Hindi listing text"): English and Hindi.
 */
export const ACCOUNT_LANGUAGES = ['en', 'hi'] as const;
/** One of {@link ACCOUNT_LANGUAGES}. */
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];
/** The language of an account that never chose one, and of texts to a mobile without an account. */
export const DEFAULT_ACCOUNT_LANGUAGE: AccountLanguage = 'en';

/** The language stored for an account as one of {@link ACCOUNT_LANGUAGES}: anything unknown (or none) reads as {@link DEFAULT_ACCOUNT_LANGUAGE}. */
export const accountLanguageOf = (stored: unknown): AccountLanguage =>
  (ACCOUNT_LANGUAGES as readonly unknown[]).includes(stored) ? (stored as AccountLanguage) : DEFAULT_ACCOUNT_LANGUAGE;

/** Not given: absent, null or the empty text (a form's unset choice). Anything else is checked as sent. */
const unsetAsAbsent = (value: unknown): unknown => (value === null || value === '' ? undefined : value);

/**
 * Optional `language` of the sign-up and OTP bodies (docs/product/accounts.md, "Language of an
 * account and Hindi listing text"): exactly `en` or `hi`; absent, null or '' means not given (the
 * account gets {@link DEFAULT_ACCOUNT_LANGUAGE}). Anything else, a control character or surrounding
 * spaces included, is refused with 'Language must be en (English) or hi (Hindi)'.
 */
export const languageSchema = z
  .preprocess(unsetAsAbsent, z.enum(ACCOUNT_LANGUAGES, { error: ACCOUNT_MESSAGES.languageInvalid }).optional())
  .meta({ description: 'Language of the SMS and push texts: en (English, the default) or hi (Hindi)', example: 'hi' });

/** `language` in answers that describe an account: always sent; optional in the type for clients written before it. */
export const accountLanguageAnswerSchema = z
  .enum(ACCOUNT_LANGUAGES)
  .optional()
  .meta({ description: 'Language of the account’s SMS and push texts: en or hi' });

/** Latitude in degrees (−90…90); numbers or numeric text (text with a control character is refused). */
export const latitudeSchema = z.preprocess(
  numberText,
  z.coerce
    .number({ error: ACCOUNT_MESSAGES.latitudeInvalid })
    .min(-90, ACCOUNT_MESSAGES.latitudeInvalid)
    .max(90, ACCOUNT_MESSAGES.latitudeInvalid),
);
/** Longitude in degrees (−180…180); numbers or numeric text (text with a control character is refused). */
export const longitudeSchema = z.preprocess(
  numberText,
  z.coerce
    .number({ error: ACCOUNT_MESSAGES.longitudeInvalid })
    .min(-180, ACCOUNT_MESSAGES.longitudeInvalid)
    .max(180, ACCOUNT_MESSAGES.longitudeInvalid),
);

/** Answer of every duplicate check (`check-email`, `check-mobile`, `check-aadhaar`, `check-pan`): whether the value is taken. */
export const existsResponseSchema = z.object({ success: z.literal(true), exists: z.boolean() });
/** Shape of {@link existsResponseSchema}. */
export type ExistsResponse = z.infer<typeof existsResponseSchema>;

/**
 * A signed-in customer as sign-up, sign-in OTP verification and `GET /auth/session` return it
 * (docs/product/accounts.md); `language` is the language of the customer's texts, `email_confirmed`
 * whether the e-mail address is confirmed ("E-mail confirmation").
 */
export const customerUserSchema = z
  .object({
    user_id: z.number().int(),
    user_name: z.string(),
    user_email: z.string(),
    user_mobile: z.string(),
    language: accountLanguageAnswerSchema,
    email_confirmed: emailConfirmedAnswerSchema,
  })
  .meta({ id: 'CustomerUser' });
/** Shape of {@link customerUserSchema}. */
export type CustomerUser = z.infer<typeof customerUserSchema>;

/**
 * A signed-in associate as `POST /associate/sign-in` and `GET /auth/session` return it;
 * `reg_mem_name` is the name, `language` the language of the associate's texts, `email_confirmed`
 * whether the e-mail address is confirmed (docs/product/accounts.md).
 */
export const associateUserSchema = z
  .object({
    ass_id: z.number().int(),
    reg_mem_name: z.string(),
    member_id: z.string(),
    ass_mobile: z.string(),
    language: accountLanguageAnswerSchema,
    email_confirmed: emailConfirmedAnswerSchema,
  })
  .meta({ id: 'AssociateUser' });
/** Shape of {@link associateUserSchema}. */
export type AssociateUser = z.infer<typeof associateUserSchema>;

/** A signed-in staff member as `GET /auth/session` returns it; `staff_role` is admin or editor. */
export const staffUserSchema = z
  .object({ staff_id: z.number().int(), staff_name: z.string(), staff_mobile: z.string(), staff_role: z.string() })
  .meta({ id: 'StaffUser' });
/** Shape of {@link staffUserSchema}. */
export type StaffUser = z.infer<typeof staffUserSchema>;

/**
 * A signed-in builder as sign-up, the sign-in OTP step and `GET /auth/session` return it
 * (docs/product/builders.md, "Account"): the company and its contact person, and the language
 * of the builder's texts (docs/product/accounts.md, "Language of an account and Hindi listing text")
 * and `email_confirmed`, whether the e-mail address is confirmed ("E-mail confirmation").
 */
export const builderUserSchema = z
  .object({
    builder_id: z.number().int(),
    builder_company: z.string(),
    builder_name: z.string(),
    builder_email: z.string(),
    builder_mobile: z.string(),
    language: accountLanguageAnswerSchema,
    email_confirmed: emailConfirmedAnswerSchema,
  })
  .meta({ id: 'BuilderUser' });
/** Shape of {@link builderUserSchema}. */
export type BuilderUser = z.infer<typeof builderUserSchema>;

/**
 * Texts of the builder account's screens and API that the customers' {@link ACCOUNT_MESSAGES} do
 * not have, word for word (docs/product/builders.md, "Account").
 */
export const BUILDER_MESSAGES = {
  companyRequired: 'Company name is required.',
  companyTooLong: 'Company name must be at most 150 characters',
  contactRequired: 'Contact person is required.',
  contactTooLong: 'Contact person must be at most 100 characters',
  addressRequired: 'Office address is required.',
  addressTooLong: 'Office address must be at most 500 characters',
  cityTooLong: 'City must be at most 60 characters',
  gstinInvalid: 'Enter a valid GSTIN',
  gstinIncomplete: 'A GSTIN has 15 characters',
  gstinWrongCheckDigit: 'Enter a valid GSTIN: the last character does not match the check digit',
  gstinValid: 'GSTIN check digit verified',
  promoterInvalid: 'RERA promoter number: up to 30 characters, A–Z, 0–9, / and -',
  /** `purpose` of the builder OTP calls is not signup or signin. */
  purposeInvalid: 'Purpose must be one of signup, signin',
} as const;

/** Plain `{ success: true, message }` answer. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
/** Shape of {@link messageResponseSchema}. */
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Blank text counts as absent (forms send empty optional fields as ""). */
export const blankAsAbsent = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * E-mail, trimmed and lower-cased; missing or blank fails with `requiredMessage`, a value that
 * is not x@y.z with `invalidMessage` (docs/product/accounts.md).
 */
export const emailSchema = (requiredMessage: string, invalidMessage: string) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      singleLineText('Email', { error: requiredMessage })
        .min(1, requiredMessage)
        .max(254, invalidMessage)
        .regex(EMAIL_PATTERN, invalidMessage),
    )
    .meta({ description: 'E-mail address, stored lower-cased', example: 'asha.verma@example.in' });

/** Customer e-mail: 'Email is required.' / 'Enter a valid email address.' */
export const customerEmailSchema = emailSchema(ACCOUNT_MESSAGES.emailRequired, ACCOUNT_MESSAGES.emailInvalid);
/** Associate e-mail: 'Valid Email required.' for anything missing or malformed (docs/product/accounts.md step 2). */
export const associateEmailSchema = emailSchema(ACCOUNT_MESSAGES.assEmailRequired, ACCOUNT_MESSAGES.assEmailRequired);

/**
 * The message for what is wrong with an Aadhaar number (spaces and dashes already removed), or
 * null when it is one (`accounts/aadhaar.ts`): 'Aadhaar must be 12 digits', 'An Aadhaar number
 * never starts with 0 or 1', or 'Enter a valid Aadhaar number: the last digit does not match the
 * check digit' (Verhoeff). docs/product/accounts.md, "Associate sign-up".
 */
export function aadhaarProblem(aadhaar: string): string | null {
  switch (judgeAadhaar(aadhaar)) {
    case 'length':
      return ACCOUNT_MESSAGES.aadhaarInvalid;
    case 'first-digit':
      return ACCOUNT_MESSAGES.aadhaarFirstDigit;
    case 'check-digit':
      return ACCOUNT_MESSAGES.aadhaarCheckDigit;
    default:
      return null;
  }
}

/**
 * Aadhaar number: 12 digits, spaces and dashes ignored, starting 2 to 9, with a right Verhoeff
 * check digit; else the message of {@link aadhaarProblem}. Text holding a control character is
 * refused as it came (a vertical tab is not a space here).
 */
export const aadhaarSchema = z
  .preprocess(
    (v) => (typeof v === 'string' ? (isAllowedText(v) ? v.replace(/[\s-]/g, '') : v) : asTrimmedText(v)),
    singleLineText('Aadhaar', { error: ACCOUNT_MESSAGES.aadhaarInvalid }).superRefine((value, ctx) => {
      const problem = aadhaarProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  )
  .meta({ description: '12-digit Aadhaar number (never stored or returned in plain text)' });

/** PAN: upper-cased, AAAAA9999A; else 'PAN must look like ABCDE1234F'. */
export const panSchema = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    singleLineText('PAN', { error: ACCOUNT_MESSAGES.panInvalid }).regex(PAN_PATTERN, ACCOUNT_MESSAGES.panInvalid),
  )
  .meta({ description: 'PAN, e.g. ABCDE1234F (never stored or returned in plain text)' });

/**
 * The password of a new account or a reset, the same rule for every account kind
 * (docs/product/accounts.md, "Passwords"): 8 to 128 characters (`tooShort`, default 'Password
 * must be at least 8 characters'; 'Password must be at most 128 characters') and not common or
 * breached-looking ('This password is too common. Choose a less common one.'; `isCommonPassword`
 * of passwords.ts), checked alike in the browser and by the API.
 */
export const passwordRuleSchema = (tooShort: string = ACCOUNT_MESSAGES.passwordTooShort, label = 'Password') =>
  singleLineText(label, { error: tooShort })
    .min(PASSWORD_MIN_LENGTH, tooShort)
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong)
    .refine((password) => !isCommonPassword(password), { message: ACCOUNT_MESSAGES.passwordTooCommon, abort: true });

/** Password for a new customer or builder account, or a customer's reset: {@link passwordRuleSchema} with 'Password must be at least 8 characters'. */
export const newPasswordSchema = passwordRuleSchema();

/** True when `name` holds at least one letter of any script (Latin, Devanagari, …): '😀😀' and '1234' do not. */
export const hasLetter = (name: string): boolean => /\p{L}/u.test(name);

/**
 * A person's or company's name (docs/product/accounts.md, "Names"): trimmed, 1 to `max`
 * characters (`required` when blank, `tooLong` above), one line, and at least one letter in any
 * script, Hindi included ('A name needs at least one letter.').
 */
export const personNameSchema = (label: string, required: string, tooLong: string, max = 100) =>
  z.preprocess(
    asTrimmedText,
    singleLineText(label, { error: required })
      .min(1, required)
      .max(max, tooLong)
      .refine(hasLetter, { message: ACCOUNT_MESSAGES.nameNeedsLetter, abort: true }),
  );

/** Digits of a mobile number without +91 (docs/product/accounts.md, "Customer sign-up"; {@link MOBILE_PATTERN}). */
export const MOBILE_LENGTH = 10;
/** Digits of an Aadhaar number: the 12 boxes of associate sign-up ({@link AADHAAR_PATTERN}). */
export const AADHAAR_LENGTH = 12;
/** Characters of a PAN: the 10 boxes of associate sign-up ({@link PAN_PATTERN}). */
export const PAN_LENGTH = 10;
/** Milliseconds after typing before the customer e-mail and mobile duplicate checks (docs/product/accounts.md, "Customer sign-up"). */
export const CUSTOMER_CHECK_DELAY_MS = 500;
/** Milliseconds after typing before the associate e-mail duplicate check (docs/product/accounts.md, "Associate sign-up"). */
export const ASSOCIATE_EMAIL_CHECK_DELAY_MS = 450;
/** Milliseconds after typing before the associate mobile, Aadhaar and PAN duplicate checks (docs/product/accounts.md, "Associate sign-up"). */
export const ASSOCIATE_CHECK_DELAY_MS = 350;
/** Milliseconds each sign-up message stays on screen. */
export const SIGN_UP_TOAST_MS = 3500;

/** Texts the accounts screens write themselves (no server answer carries them), word for word (docs/product/accounts.md). */
export const ACCOUNT_SCREEN_MESSAGES = {
  /** Associate sign-up submitted while a duplicate check says taken. */
  resolveDuplicates: 'Resolve duplicate fields.',
  otpResent: 'OTP resent successfully',
  otpSendFailed: 'Failed to send OTP',
  otpSendError: 'Error sending OTP',
  otpResendFailed: 'Failed to resend OTP',
  otpResendError: 'Error resending OTP',
  /** The two new passwords of /forgetpassword differ. */
  passwordsDiffer: 'Passwords do not match',
  somethingWentWrong: 'Something went wrong. Please try again.',
} as const;
