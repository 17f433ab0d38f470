import { associateSignUpRequestSchema } from '@realty/contracts/accounts/associate-sign-up';
import { associateVerifyOtpRequestSchema } from '@realty/contracts/accounts/associate-verify-otp';
import { ACCOUNT_SCREEN_MESSAGES, ACCOUNT_MESSAGES as M } from '@realty/contracts/accounts/fields';
import { userSignUpRequestSchema } from '@realty/contracts/accounts/user-sign-up';
import type { z } from 'zod';

/**
 * The customer sign-up form (docs/product/accounts.md, "Customer sign-up"): the fields of
 * `POST /api/user/sign-up` taken from its contract (`userSignUpRequestSchema`), so the form
 * checks exactly what the API checks, with the same messages ('Name is required.', 'Email is
 * required.', 'Enter a valid email address.', 'Mobile must be 10 digits', 'Alternate mobile
 * must be 10 digits', 'Password must be at least 6 characters'); the alternate mobile may be
 * left blank. Takes the text of each input; parsing trims it and lower-cases the e-mail, as the
 * API does.
 */
export const customerSignUpFormSchema = userSignUpRequestSchema.pick({
  user_name: true,
  user_email: true,
  user_mobile: true,
  user_password: true,
  user_alt_mobile: true,
});

/** Values of the customer sign-up inputs, as typed (the text of each input of {@link customerSignUpFormSchema}). */
export type CustomerSignUpForm = Record<keyof typeof customerSignUpFormSchema.shape, string>;

/** {@link CustomerSignUpForm} after {@link customerSignUpFormSchema}: trimmed, e-mail lower-cased, blank alternate mobile absent. */
export type CustomerSignUpValues = z.output<typeof customerSignUpFormSchema>;

/**
 * {@link customerSignUpFormSchema} typed for a form of text inputs. zod types the input of the
 * contract's preprocessed fields as `unknown` (the API takes any JSON); the form only ever gives
 * it the text of its inputs, so the form resolver is typed with {@link CustomerSignUpForm}.
 */
export const customerSignUpFormResolverSchema = customerSignUpFormSchema as unknown as z.ZodType<CustomerSignUpValues, CustomerSignUpForm>;

/**
 * The first message of the associate OTP check of `POST /api/auth/associate/verify-otp`
 * (`associateVerifyOtpRequestSchema`) for `code`: 'Enter OTP first' when empty, 'Enter 6-digit
 * OTP' when not six digits (docs/product/accounts.md, "Associate sign-up"); null when fine.
 */
export function associateOtpProblem(code: string): string | null {
  const parsed = associateVerifyOtpRequestSchema.shape.otp.safeParse(code);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? M.otpFirst);
}

/** State of one duplicate check next to a field (docs/product/accounts.md, "Customer sign-up", "Associate sign-up"). */
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

/** Lower-cases and trims an e-mail address (docs/product/accounts.md, "Associate sign-up"; the API does the same). */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The fields of `POST /api/associate/sign-up` the associate form checks before sending, taken
 * from its contract (`associateSignUpRequestSchema`) in the spec's order: name, e-mail, mobile,
 * password, sponsor id.
 */
export const associateSignUpFieldsSchema = associateSignUpRequestSchema.pick({
  ass_name: true,
  ass_email: true,
  ass_mobile: true,
  ass_password: true,
  ass_sponsor_id: true,
});

/** A field of the associate sign-up form a message belongs to (shown next to it), as the API names it. */
export type AssociateField = 'ass_name' | 'ass_email' | 'ass_mobile' | 'ass_password' | 'ass_sponsor_id' | 'otp';

/**
 * The associate sign-up checks in the order of docs/product/accounts.md ("Associate sign-up"):
 * first the contract's own rules for name, e-mail, mobile, password and sponsor id ('Full Name
 * required.', 'A name needs at least one letter.', 'Valid Email required.', 'Valid Mobile
 * required.', 'Password must be 8+ chars.', 'This password is too common…', 'Sponsor ID
 * required.', or the contract's other messages such as a name over 100 characters), then 'Enter
 * valid Sponsor ID', 'Verify mobile first.' (field otp) and 'Resolve duplicate fields.' (the
 * first taken field). Returns the first failure with the field it belongs to, or null when all pass.
 */
export function associateSignUpFieldProblem(state: AssociateSubmitState): { field: AssociateField; message: string } | null {
  const fields = associateSignUpFieldsSchema.safeParse({
    ass_name: state.ass_name,
    ass_email: state.ass_email,
    ass_mobile: state.ass_mobile,
    ass_password: state.ass_password,
    ass_sponsor_id: state.ass_sponsor_id,
  });
  if (!fields.success) {
    const order = Object.keys(associateSignUpFieldsSchema.shape);
    const [first] = [...fields.error.issues].sort((a, b) => order.indexOf(String(a.path[0])) - order.indexOf(String(b.path[0])));
    return { field: (first?.path[0] as AssociateField | undefined) ?? 'ass_name', message: first?.message ?? M.assNameRequired };
  }
  if (!state.isSponsorValid) return { field: 'ass_sponsor_id', message: M.sponsorInvalid };
  if (!state.isMobileVerified) return { field: 'otp', message: M.verifyMobileFirst };
  const taken = state.duplicates.indexOf('exists');
  if (taken >= 0) {
    const field = (['ass_email', 'ass_mobile'] as const)[taken];
    return { field: field ?? 'ass_mobile', message: ACCOUNT_SCREEN_MESSAGES.resolveDuplicates };
  }
  return null;
}

/** The message of {@link associateSignUpFieldProblem}, or null when all pass. */
export function associateSignUpProblem(state: AssociateSubmitState): string | null {
  return associateSignUpFieldProblem(state)?.message ?? null;
}

/** Inputs of {@link associateSubmitLabel}. */
export type AssociateButtonState = {
  isLocating: boolean;
  hasLocation: boolean;
  isSubmitting: boolean;
  hasDuplicate: boolean;
};

/** The English texts of the associate sign-up button's five states (docs/product/accounts.md, "Associate sign-up"). */
export type AssociateSubmitText =
  | 'Checking Location...'
  | 'Enable Location or Choose Your City'
  | 'Creating Account...'
  | 'Resolve duplicates'
  | 'Create Account';

/**
 * Text of the associate sign-up button (docs/product/accounts.md, "Associate sign-up"): 'Checking Location...' while
 * locating, 'Enable Location or Choose Your City' without a location, 'Creating Account...' while
 * submitting, 'Resolve duplicates' while a check says exists, else 'Create Account'. The button
 * is enabled only for the last one. The screen shows the text in the page's language.
 */
export function associateSubmitLabel(state: AssociateButtonState): { label: AssociateSubmitText; isDisabled: boolean } {
  if (state.isLocating) return { label: 'Checking Location...', isDisabled: true };
  if (!state.hasLocation) return { label: 'Enable Location or Choose Your City', isDisabled: true };
  if (state.isSubmitting) return { label: 'Creating Account...', isDisabled: true };
  if (state.hasDuplicate) return { label: 'Resolve duplicates', isDisabled: true };
  return { label: 'Create Account', isDisabled: false };
}

/**
 * PAN box positions of associate sign-up (docs/product/accounts.md, "Associate sign-up";
 * `PAN_PATTERN`): letters in boxes 1–5 and 10, digits in boxes 6–9 (`index` counts from 0).
 */
export const acceptsPanChar = (char: string, index: number): boolean =>
  index >= 5 && index <= 8 ? /^\d$/.test(char) : /^[A-Z]$/.test(char);
