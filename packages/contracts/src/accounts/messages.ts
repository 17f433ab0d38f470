/**
 * Field limits and messages shared by every accounts operation (docs/product/accounts.md and the
 * accounts wire contract), re-exported by `fields.ts` with the rules that use them. Kept free of
 * zod: the listing pages show some of these messages and load no schema code for it (issue #35,
 * docs/decisions/0033-javascript-budget.md).
 */

/** Digits in an OTP (docs/product/accounts.md). */
export const OTP_LENGTH = 6;
/** Seconds before another OTP may be requested for the same mobile (docs/product/accounts.md). */
export const OTP_RESEND_SECONDS = 30;
/** Seconds an OTP stays valid (docs/decisions/0002-sessions-and-security.md: 5 minutes). */
export const OTP_TTL_SECONDS = 300;
/** Wrong tries allowed per code before it is dead. */
export const OTP_MAX_ATTEMPTS = 5;
/** Minutes a verified sign-up mobile stays usable for creating the account. */
export const MOBILE_VERIFIED_MINUTES = 15;
/** Shortest password accepted for every account kind (docs/product/accounts.md, "Passwords"; NIST SP 800-63B). */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted (keeps hashing cheap for the server). */
export const PASSWORD_MAX_LENGTH = 128;
/** Founding associate's member id: every associate tree starts under it (demo data, README). */
export const FOUNDING_MEMBER_ID = 'KR000001';

/** Every person-facing text of the accounts screens and API, word for word (docs/product/accounts.md, wire contract). */
export const ACCOUNT_MESSAGES = {
  nameRequired: 'Name is required.',
  /** A name (of a person or a company) with no letter in any script, e.g. '😀😀' or '1234'. */
  nameNeedsLetter: 'A name needs at least one letter.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  mobileTenDigits: 'Mobile must be 10 digits',
  altMobileTenDigits: 'Alternate mobile must be 10 digits',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooCommon: 'This password is too common. Choose a less common one.',
  otpSixDigits: 'Enter 6-digit OTP',
  otpFirst: 'Enter OTP first',
  emailTaken: 'Email already registered',
  mobileTaken: 'Mobile already registered',
  aadhaarTaken: 'Aadhaar already registered',
  panTaken: 'PAN already registered',
  verifyMobileWithOtp: 'Verify your mobile number with the OTP first.',
  otpSent: 'OTP sent to your mobile',
  otpSentShort: 'OTP sent',
  otpVerified: 'OTP verified',
  mobileVerified: 'Mobile verified',
  otpInvalid: 'Invalid OTP',
  otpExpired: 'OTP expired. Please request a new one.',
  otpTooManyTries: 'Too many wrong attempts. Please request a new OTP.',
  otpWait: 'Please wait {n} seconds before requesting another OTP.',
  otpTooManySends: 'Too many OTP requests. Please try again later.',
  accountCreated: 'Account created successfully',
  signInFieldsMissing: 'Please enter mobile number and password',
  signInMobileInvalid: 'Enter a valid 10-digit mobile number',
  signInWrong: 'Invalid mobile number or password',
  signedInVerifyOtp: 'Password accepted. Enter the OTP sent to your mobile to finish signing in.',
  signedIn: 'Signed in successfully!',
  signInAgain: 'Please sign in again.',
  /** The 401 of every route that needs a signed-in account and got no usable session (one text for API and web). */
  signInRequired: 'Unauthorized: Please log in again.',
  passwordUpdated: 'Password updated. Please sign in with your new password.',
  loggedOut: 'Logged out',
  assNameRequired: 'Full Name required.',
  assEmailRequired: 'Valid Email required.',
  assMobileRequired: 'Valid Mobile required.',
  assPasswordTooShort: 'Password must be 8+ chars.',
  sponsorRequired: 'Sponsor ID required.',
  sponsorInvalid: 'Enter valid Sponsor ID',
  sponsorUnknown: 'Invalid Sponsor ID',
  verifyMobileFirst: 'Verify mobile first.',
  locationRequired: 'Please enable your location to continue.',
  aadhaarInvalid: 'Aadhaar must be 12 digits',
  aadhaarFirstDigit: 'An Aadhaar number never starts with 0 or 1',
  aadhaarCheckDigit: 'Enter a valid Aadhaar number: the last digit does not match the check digit',
  panInvalid: 'PAN must look like ABCDE1234F',
  enterValidMobile: 'Enter valid mobile',
  duplicateAssociate: 'User already exists with provided Email/Mobile/Aadhaar/PAN',
  registrationSuccessful: 'Registration successful!',
  latitudeInvalid: 'Latitude must be between -90 and 90',
  longitudeInvalid: 'Longitude must be between -180 and 180',
  notYourAccount: 'You are not allowed to change another account.',
  notYourProfile: 'You can only view your own profile.',
  /** `language` of a sign-up or OTP body is not one of {@link ACCOUNT_LANGUAGES}. */
  languageInvalid: 'Language must be en (English) or hi (Hindi)',
} as const;
