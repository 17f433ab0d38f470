import { builderSignUpRequestSchema } from '@realty/contracts/accounts/builder-sign-up';
import { BUILDER_MESSAGES } from '@realty/contracts/accounts/fields';
import { judgeGstin } from '@realty/contracts/builders/gstin';
import type { z } from 'zod';

/**
 * The builder sign-up form (docs/product/builders.md, "Account"): the fields of
 * `POST /api/builder/sign-up` taken from its contract, so the form checks exactly what the API
 * checks, with the same messages ('Company name is required.', 'Contact person is required.',
 * 'Email is required.', 'Mobile must be 10 digits', 'Password must be at least 6 characters',
 * 'Office address is required.', 'Enter a valid GSTIN', the promoter number's rule). Blank
 * optional fields are left out; parsing trims, lower-cases the e-mail and upper-cases the GSTIN.
 */
export const builderSignUpFormSchema = builderSignUpRequestSchema.pick({
  builder_company: true,
  builder_name: true,
  builder_email: true,
  builder_mobile: true,
  builder_password: true,
  builder_address: true,
  builder_city: true,
  builder_gstin: true,
  builder_rera_promoter_no: true,
});

/** Values of the builder sign-up inputs, as typed (the text of each input of {@link builderSignUpFormSchema}). */
export type BuilderSignUpForm = Record<keyof typeof builderSignUpFormSchema.shape, string>;
/** {@link BuilderSignUpForm} after {@link builderSignUpFormSchema}. */
export type BuilderSignUpValues = z.output<typeof builderSignUpFormSchema>;
/** {@link builderSignUpFormSchema} typed for a form of text inputs (the contract takes any JSON, the form gives text). */
export const builderSignUpFormResolverSchema = builderSignUpFormSchema as unknown as z.ZodType<BuilderSignUpValues, BuilderSignUpForm>;

/** What the GSTIN field says while the builder types: the text and its tone. */
export type GstinHint = { tone: 'neutral' | 'error' | 'ok'; text: string };

/**
 * The live line under the GSTIN field (docs/product/builders.md, "Account": checked with the
 * GSTIN check-digit algorithm): a neutral hint while empty or incomplete ('A GSTIN has 15
 * characters (n so far)'), 'Enter a valid GSTIN' for a wrong character, the check-digit message
 * for 15 characters whose last one is wrong, 'GSTIN check digit verified' when right.
 */
export function gstinHint(value: string): GstinHint {
  const verdict = judgeGstin(value);
  const length = value.trim().length;
  switch (verdict) {
    case 'empty':
      return { tone: 'neutral', text: 'Optional. 15 characters, e.g. 27AAPFU0939F1ZV.' };
    case 'incomplete':
      return { tone: 'neutral', text: `${BUILDER_MESSAGES.gstinIncomplete} (${length} so far)` };
    case 'malformed':
      return { tone: 'error', text: BUILDER_MESSAGES.gstinInvalid };
    case 'check-digit':
      return { tone: 'error', text: BUILDER_MESSAGES.gstinWrongCheckDigit };
    case 'valid':
      return { tone: 'ok', text: BUILDER_MESSAGES.gstinValid };
  }
}
