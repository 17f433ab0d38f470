import { Link } from 'react-router';
import { PATHS } from '../../config/paths.ts';
import { useAccountFormTexts } from './texts.ts';

/** Props of {@link StatusLine}. */
export type StatusLineProps = { id?: string | undefined; text: string };

/**
 * The hidden live region of an account form (docs/product/accounts.md): what the form just did or
 * what went wrong ('OTP sent to your mobile. Enter it below.', a failure), read out by screen
 * readers; toasts say the same on screen.
 */
export function StatusLine({ id, text }: StatusLineProps) {
  return (
    <p id={id} role="status" aria-live="polite" className="sr-only">
      {text}
    </p>
  );
}

const ACTION_CLASS = 'font-semibold text-brand-700 underline hover:text-brand-800';

/** Props of {@link SwitchLine}: the line's text, its action's label, and where the action goes (`to`) or what it does (`onClick`). */
export type SwitchLineProps = {
  text: string;
  action: string;
  /** Spacing above the line ('mt-6' under a form, 'mt-2' under another line). */
  className?: string | undefined;
} & ({ to: string; onClick?: never } | { onClick: () => void; to?: never });

/**
 * A line under an account form that leads elsewhere (docs/product/accounts.md; docs/product/builders.md,
 * "Account"): 'Already have an account? Sign in', 'New builder? Register your company', 'Wrong
 * number? Sign in again' … The action is a link (`to`) or a button (`onClick`).
 */
export function SwitchLine({ text, action, className, to, onClick }: SwitchLineProps) {
  return (
    <p className={className ? `${className} text-center text-sm text-slate-600` : 'text-center text-sm text-slate-600'}>
      {text}{' '}
      {to === undefined ? (
        <button type="button" onClick={onClick} className={ACTION_CLASS}>
          {action}
        </button>
      ) : (
        <Link to={to} className={ACTION_CLASS}>
          {action}
        </Link>
      )}
    </p>
  );
}

/** 'Looking for a property? Sign in as a customer' under the associate and builder sign-in screens (docs/product/accounts.md, "Who signs in"). */
export function CustomerSignInLine() {
  const t = useAccountFormTexts();
  return <SwitchLine className="mt-2" text={t('signIn.lookingForProperty')} action={t('signIn.asCustomer')} to={PATHS.signInUser} />;
}
