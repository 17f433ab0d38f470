import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import { describedBy, FieldError } from '../ui/field-error.tsx';
import { MobileInput, type MobileInputProps } from '../ui/mobile-input.tsx';
import { PasswordInput, type PasswordInputProps } from '../ui/password-input.tsx';
import type { NewPasswordProblems } from './account-rules.ts';
import { useAccountFormTexts } from './texts.ts';

/** What {@link FormField} hands its control: the id its label names, and the attributes that tie it to its error and notes. */
export type FieldControl = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** The frame of one labelled field of an account form: everything of {@link FormField} but the control. */
export type FieldFrame = {
  /** The control's id (from `useId`); its error is `${id}-error`. */
  id: string;
  /** The visible label (in the page's language). */
  label: ReactNode;
  /** The field's message (an English contract or API text, shown in the page's language under the control), if any. */
  error?: string | undefined;
  /** Marks the control invalid without a message of its own (e.g. a duplicate check says the value is taken). */
  isInvalid?: boolean | undefined;
  /** Ids of further descriptions (a duplicate check line, a live status), after the error's; falsy ones are skipped. */
  notes?: readonly (string | false | null | undefined)[] | undefined;
  /** Classes of the field's box, e.g. its grid span. */
  fieldClassName?: string | undefined;
  /** What follows the error under the control (a duplicate check line, a live status). */
  after?: ReactNode;
};

/** Props of {@link FormField}: its {@link FieldFrame} and the control, drawn by `children`. */
export type FormFieldProps = FieldFrame & { children: (control: FieldControl) => ReactNode };

/**
 * One labelled field of every account form (docs/product/accounts.md; docs/product/builders.md,
 * "Account"): the label, the control `children` draws with the {@link FieldControl} it is given
 * (`aria-invalid` while there is an error or `isInvalid`, `aria-describedby` naming the error and
 * the `notes`), the error under it ({@link FieldError}, in the page's language) and `after`.
 * Written once, so the customer, associate and builder forms label and describe their fields alike.
 */
export function FormField({ id, label, error, isInvalid, notes = [], fieldClassName, after, children }: FormFieldProps) {
  return (
    <div className={fieldClassName}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error || isInvalid ? true : undefined,
        'aria-describedby': describedBy(error && `${id}-error`, ...notes),
      })}
      <FieldError id={`${id}-error`} message={error} />
      {after}
    </div>
  );
}

/** Props of {@link TextField}: a {@link FieldFrame} and the props of its `<input>` (`className` defaults to 'input'). */
export type TextFieldProps = FieldFrame & Omit<ComponentPropsWithoutRef<'input'>, 'id'>;

/**
 * A text input in a {@link FormField} (names, e-mail, company, city, sponsor id, GSTIN …).
 * Works controlled and with react-hook-form's `register` (the ref is the input's).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, error, isInvalid, notes, fieldClassName, after, className = 'input', ...input },
  ref,
) {
  return (
    <FormField {...{ id, label, error, isInvalid, notes, fieldClassName, after }}>
      {(control) => <input ref={ref} {...control} className={className} {...input} />}
    </FormField>
  );
});

/** Props of {@link EmailField}: those of {@link TextField} without the type and autocomplete it sets; the label defaults to 'Email'. */
export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'label'> & { label?: ReactNode };

/** The e-mail field of every sign-up form: `type="email"`, `autocomplete="email"`, labelled 'Email' in the page's language. */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField({ label, ...props }, ref) {
  const t = useAccountFormTexts();
  return <TextField ref={ref} type="email" autoComplete="email" label={label ?? t('field.email')} {...props} />;
});

/** The +91 before a mobile input. */
function CountryCode() {
  return (
    <span className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-slate-600">+91</span>
  );
}

/** Props of {@link MobileField}: a {@link FieldFrame} (label 'Mobile number' by default) and the props of its {@link MobileInput}. */
export type MobileFieldProps = Omit<FieldFrame, 'label'> &
  Omit<MobileInputProps, 'id' | 'className'> & {
    label?: ReactNode;
    /** Shows +91 before the input (every form but the customer's sign-up). */
    hasCountryCode?: boolean;
    /** A button beside the input (the associate's Send OTP); the input then shrinks to leave it room. */
    action?: ReactNode;
  };

/**
 * The mobile field of every account form (docs/product/accounts.md, "Mobile numbers"): the one
 * {@link MobileInput}, so "+91 98390 12345" lands as 9839012345 in the customer, associate and
 * builder forms and their sign-in, reset and code screens alike; with `hasCountryCode` a +91
 * before it, with `action` a button beside it.
 */
export const MobileField = forwardRef<HTMLInputElement, MobileFieldProps>(function MobileField(
  { id, label, error, isInvalid, notes, fieldClassName, after, hasCountryCode = false, action, ...input },
  ref,
) {
  const t = useAccountFormTexts();
  return (
    <FormField {...{ id, error, isInvalid, notes, fieldClassName, after }} label={label ?? t('field.mobile')}>
      {(control) => {
        const className = hasCountryCode ? `input ${action ? 'min-w-0 ' : ''}rounded-l-none` : undefined;
        const field = <MobileInput ref={ref} {...control} className={className} {...input} />;
        if (!hasCountryCode) return field;
        const withCode = (
          <div className={action ? 'flex min-w-0 flex-1' : 'flex'}>
            <CountryCode />
            {field}
          </div>
        );
        if (!action) return withCode;
        return (
          <div className="flex flex-wrap gap-2">
            {withCode}
            {action}
          </div>
        );
      }}
    </FormField>
  );
});

/** Props of {@link PasswordField}: a {@link FieldFrame} (label 'Password' by default) and the props of its {@link PasswordInput}. */
export type PasswordFieldProps = Omit<FieldFrame, 'label'> &
  Omit<PasswordInputProps, 'id' | 'autoComplete'> & {
    label?: ReactNode;
    /** 'new-password' on sign-up and reset, 'current-password' on sign-in. */
    autoComplete: 'new-password' | 'current-password';
  };

/**
 * The password field of every account form (docs/product/accounts.md, "Passwords"): the one
 * {@link PasswordInput} with its show/hide toggle, labelled 'Password' in the page's language.
 * The rule it is checked with is the contracts' one password rule, applied by each form's schema.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { id, label, error, isInvalid, notes, fieldClassName, after, ...input },
  ref,
) {
  const t = useAccountFormTexts();
  return (
    <FormField {...{ id, error, isInvalid, notes, fieldClassName, after }} label={label ?? t('field.password')}>
      {(control) => <PasswordInput ref={ref} {...control} {...input} />}
    </FormField>
  );
});

/** Props of {@link NewPasswordFields}. */
export type NewPasswordFieldsProps = {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** The messages of `newPasswordProblems` (account-rules.ts) to show, each under its field. */
  errors: NewPasswordProblems;
};

/**
 * A new password typed twice (docs/product/accounts.md, "Customer sign-in": `/forgetpassword`):
 * 'New password' and 'Confirm new password', both `autocomplete="new-password"`, each with its
 * message from `newPasswordProblems` (the contracts' one password rule, 'Passwords do not match').
 */
export function NewPasswordFields({ password, confirm, onPasswordChange, onConfirmChange, errors }: NewPasswordFieldsProps) {
  const t = useAccountFormTexts();
  const ids = { password: useId(), confirm: useId() };
  return (
    <>
      <PasswordField
        id={ids.password}
        label={t('password.new')}
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        error={errors.password}
      />
      <PasswordField
        id={ids.confirm}
        label={t('password.confirm')}
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => onConfirmChange(event.target.value)}
        error={errors.confirm}
      />
    </>
  );
}
