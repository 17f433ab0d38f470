import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type Path, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { serverFieldError } from './account-rules.ts';
import { type SignUpOtp, useKeptDraft, useSignUpOtp } from './use-sign-up-otp.ts';

/** Options of {@link useSignUpForm}; `Values` are the form's inputs as typed (all text), `Output` what the contract makes of them. */
export type SignUpFormOptions<Values extends Record<string, string>, Output> = {
  /** The draft's name, e.g. 'registerbuilder' (`lib/form-draft.ts`). */
  form: string;
  /** The contract's sign-up rules for these inputs, typed for a form of text inputs. */
  schema: z.ZodType<Output, Values>;
  /** Every input of the form. */
  fields: readonly (keyof Values & string)[];
  /** The inputs kept across Back and Forward: never the password (docs/product/accounts.md, "Back and Forward during sign-up"). */
  kept: readonly (keyof Values & string)[];
  /** The mobile input, whose number the sign-up code goes to. */
  mobileField: keyof Values & string;
  /** The form input a failed call's `field` stands for when the names differ (the OTP call's 'mobile'). */
  fieldAliases?: Partial<Record<string, keyof Values & string>> | undefined;
  /** The kind's 'send the sign-up code' call, in the page's language. @throws ApiError as the call does. */
  sendCode: (mobile: string) => Promise<{ message?: string | undefined }>;
};

/** What {@link useSignUpForm} gives: react-hook-form's form over the inputs, and the mobile-and-OTP steps of {@link useSignUpOtp}. */
export type SignUpForm<Values extends Record<string, string>, Output> = UseFormReturn<Values, unknown, Output> & {
  otp: SignUpOtp;
  /** The mobile input's value now. */
  mobile: string;
};

/**
 * A sign-up form of text inputs checked by the contract's rules, with the shared mobile and OTP
 * steps (docs/product/accounts.md, "Customer sign-up", "Back and Forward during sign-up";
 * docs/product/builders.md, "Account"), written once for the customers' and builders' forms:
 * the inputs start from the tab's draft (the password never), the kept inputs and the mobile a
 * code went to are kept while typing, and a failed call's message lands at the input it names
 * (a taken e-mail or mobile typed 'taken', so its duplicate-check line gives way). The kind adds
 * only its inputs and its sign-up call.
 */
export function useSignUpForm<Values extends Record<string, string>, Output>({
  form,
  schema,
  fields,
  kept,
  mobileField,
  fieldAliases,
  sendCode,
}: SignUpFormOptions<Values, Output>): SignUpForm<Values, Output> {
  const draft = useKeptDraft(form, kept);
  const methods = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>,
    defaultValues: Object.fromEntries(fields.map((field) => [field, draft.fields[field] ?? ''])) as DefaultValues<Values>,
  });
  const keptValues = methods.watch(kept as unknown as readonly Path<Values>[]) as unknown as readonly (string | undefined)[];
  const mobile = methods.watch(mobileField as unknown as Path<Values>) as unknown as string;
  const otp = useSignUpOtp({
    form,
    draft,
    mobileField,
    kept: Object.fromEntries(kept.map((field, index) => [field, keptValues[index] ?? ''])) as Partial<
      Record<keyof Values & string, string>
    >,
    mobile,
    sendCode,
    showFieldError: (error) => {
      const found = serverFieldError(error, fields, fieldAliases);
      if (found) methods.setError(found.field as unknown as Path<Values>, { type: found.type, message: found.message });
    },
  });
  return { ...methods, otp, mobile };
}
