import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { useMessageText } from '../../lib/i18n/messages/messages.ts';
import { type SignInProblem, signInProblem } from './account-rules.ts';
import { MobileField, PasswordField } from './fields.tsx';
import { useAccountFormTexts } from './texts.ts';

/** Props of {@link PasswordSignInForm}. */
export type PasswordSignInFormProps = {
  /** Sends the credentials (the mobile as 10 digits); resolves when done (navigation included) and shows its own toasts. */
  onSubmit: (mobile: string, password: string) => Promise<void>;
  /** The submit button's text ('Sign In' for customers and associates, 'Sign in' for builders). */
  submitText: string;
  /** The mobile to start with (the customer's remembered one). */
  initialMobile?: string | undefined;
  /** Shows the form's own check's failure; by default a warning toast for an empty field and an error toast for a bad mobile. */
  onProblem?: ((problem: NonNullable<SignInProblem>) => void) | undefined;
  /** The kind's own extras between the password and the button (the customer's Remember Me and Forgot Password). */
  children?: ReactNode;
};

/**
 * The password step of every sign-in screen (docs/product/accounts.md, "Customer sign-in",
 * "Associate sign-in"; docs/product/builders.md, "Account"), written once: the +91 mobile named
 * `mobile` (reads "+91 98390 12345" as 9839012345), the password named `password` with
 * `autocomplete="current-password"` and its show/hide toggle, and the button, which reads
 * 'Signing in...' and is disabled while `onSubmit` runs. Before sending, the shared `signInProblem`
 * rule ('Please enter mobile number and password', 'Enter a valid 10-digit mobile number'). Texts
 * and messages in the page's language.
 */
export function PasswordSignInForm({ onSubmit, submitText, initialMobile = '', onProblem, children }: PasswordSignInFormProps) {
  const t = useAccountFormTexts();
  const msg = useMessageText();
  const ids = { mobile: useId(), password: useId() };
  const [mobile, setMobile] = useState(initialMobile);
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const problem = signInProblem(mobile, password);
    if (problem) {
      if (onProblem) onProblem(problem);
      else if (problem.kind === 'warning') toast.warning(msg(problem.message));
      else toast.error(msg(problem.message));
      return;
    }
    setIsSubmitting(true);
    try {
      await onSubmit(mobile.trim(), password);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <MobileField id={ids.mobile} name="mobile" hasCountryCode value={mobile} onChange={(event) => setMobile(event.target.value)} />
      <PasswordField
        id={ids.password}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {children}
      <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? t('signIn.submitting') : submitText}
      </button>
    </form>
  );
}
