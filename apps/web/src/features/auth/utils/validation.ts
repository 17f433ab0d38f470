import { EMAIL_PATTERN, ACCOUNT_MESSAGES as M, MOBILE_PATTERN, OTP_PATTERN, PASSWORD_MIN_LENGTH } from '@realty/contracts/accounts/fields';
import { z } from 'zod';

/**
 * The customer sign-up form (accounts.md §5 "Customer sign-up") with the spec's exact
 * messages; the alternate mobile is optional and may be left blank.
 */
export const customerSignUpFormSchema = z.object({
  user_name: z.string().trim().min(1, M.nameRequired),
  user_email: z.string().trim().min(1, { error: M.emailRequired, abort: true }).regex(EMAIL_PATTERN, M.emailInvalid),
  user_mobile: z.string().trim().regex(MOBILE_PATTERN, M.mobileTenDigits),
  user_password: z.string().min(PASSWORD_MIN_LENGTH, M.passwordTooShort),
  user_alt_mobile: z
    .string()
    .trim()
    .refine((value) => value === '' || MOBILE_PATTERN.test(value), M.altMobileTenDigits),
});

/** Values of {@link customerSignUpFormSchema}. */
export type CustomerSignUpForm = z.infer<typeof customerSignUpFormSchema>;

/** 'Enter 6-digit OTP' unless `code` is exactly six digits (accounts.md §5); null when fine. */
export function otpProblem(code: string): string | null {
  return OTP_PATTERN.test(code) ? null : M.otpSixDigits;
}

/** Outcome of the sign-in form's own checks (accounts.md §5 "Sign-in", §8 toasts). */
export type SignInProblem = { kind: 'warning' | 'error'; message: string } | null;

/**
 * Client checks of both sign-in forms: a warning 'Please enter mobile number and password'
 * when a field is empty, an error 'Enter a valid 10-digit mobile number' for anything but ten
 * digits; null when the form may be sent (accounts.md §5 "Sign-in").
 */
export function signInProblem(mobile: string, password: string): SignInProblem {
  if (!mobile.trim() || !password) return { kind: 'warning', message: M.signInFieldsMissing };
  if (!MOBILE_PATTERN.test(mobile.trim())) return { kind: 'error', message: M.signInMobileInvalid };
  return null;
}

/** State of one duplicate check next to a field (accounts.md §3 "Duplicate-check state"). */
export type DuplicateState = 'idle' | 'checking' | 'available' | 'exists';

/** What the associate sign-up form knows when it is submitted. */
export type AssociateSubmitState = {
  ass_name: string;
  ass_email: string;
  ass_mobile: string;
  ass_password: string;
  ass_sponsor_id: string;
  isSponsorValid: boolean;
  isMobileVerified: boolean;
  duplicates: readonly DuplicateState[];
};

/** Lower-cases and trims an e-mail address (accounts.md §5, associate sign-up rule 2). */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The associate sign-up checks in the order of accounts.md §5; returns the first failing
 * message ('Full Name required.', 'Valid Email required.', 'Valid Mobile required.',
 * 'Password must be 6+ chars.', 'Sponsor ID required.', 'Enter valid Sponsor ID',
 * 'Verify mobile first.', 'Resolve duplicate fields.') or null when all pass.
 */
export function associateSignUpProblem(state: AssociateSubmitState): string | null {
  if (!state.ass_name.trim()) return M.assNameRequired;
  if (!EMAIL_PATTERN.test(normaliseEmail(state.ass_email))) return M.assEmailRequired;
  if (!MOBILE_PATTERN.test(state.ass_mobile)) return M.assMobileRequired;
  if (state.ass_password.length < PASSWORD_MIN_LENGTH) return M.assPasswordTooShort;
  if (!state.ass_sponsor_id.trim()) return M.sponsorRequired;
  if (!state.isSponsorValid) return M.sponsorInvalid;
  if (!state.isMobileVerified) return M.verifyMobileFirst;
  if (state.duplicates.includes('exists')) return 'Resolve duplicate fields.';
  return null;
}

/** Inputs of {@link associateSubmitLabel}. */
export type AssociateButtonState = {
  isLocating: boolean;
  hasLocation: boolean;
  isSubmitting: boolean;
  hasDuplicate: boolean;
};

/**
 * Text of the associate sign-up button (accounts.md §2): 'Checking Location...' while
 * locating, 'Enable Location to Continue' without a location, 'Creating Account...' while
 * submitting, 'Resolve duplicates' while a check says exists, else 'Create Account'. The button
 * is enabled only for the last one.
 */
export function associateSubmitLabel(state: AssociateButtonState): { label: string; isDisabled: boolean } {
  if (state.isLocating) return { label: 'Checking Location...', isDisabled: true };
  if (!state.hasLocation) return { label: 'Enable Location to Continue', isDisabled: true };
  if (state.isSubmitting) return { label: 'Creating Account...', isDisabled: true };
  if (state.hasDuplicate) return { label: 'Resolve duplicates', isDisabled: true };
  return { label: 'Create Account', isDisabled: false };
}

/** Keeps only the digits of `value`, at most `max` of them (mobile and OTP inputs). */
export const digitsOnly = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);
