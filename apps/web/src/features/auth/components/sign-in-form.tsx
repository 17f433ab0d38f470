import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { MobileInput } from '../../../components/ui/mobile-input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { useAuthTexts } from '../texts.ts';
import { rememberedMobile, rememberMobile } from '../utils/remembered-mobile.ts';
import { signInProblem } from '../utils/validation.ts';

/** Props of {@link SignInForm}. */
export type SignInFormProps = {
  /** Sends the credentials; resolves when done (navigation included) and shows its own toasts. */
  onSubmit: (mobile: string, password: string) => Promise<void>;
  /** Offers 'Remember Me' and the 'Forgot Password' link (the customer form). */
  isCustomer: boolean;
};

/**
 * The mobile-and-password form shared by both sign-in screens (docs/product/accounts.md "Sign-in"):
 * the mobile reads "+91 98390 12345" as 9839012345 ({@link MobileInput}), the password has a show/hide toggle, 'Sign In' reads
 * 'Signing in...' and is disabled while submitting. A warning toast 'Please enter mobile number
 * and password' for an empty field, an error toast 'Enter a valid 10-digit mobile number' for a
 * bad mobile. The customer form's 'Remember Me' keeps only the mobile (`saved_mobile`). Texts
 * and messages in the page's language (docs/product/seo.md, "Hindi").
 */
export function SignInForm({ onSubmit, isCustomer }: SignInFormProps) {
  const t = useAuthTexts();
  const msg = useMessageText();
  const mobileId = useId();
  const passwordId = useId();
  const rememberId = useId();
  const [mobile, setMobile] = useState(() => (isCustomer ? rememberedMobile() : ''));
  const [password, setPassword] = useState('');
  const [isRemembered, setIsRemembered] = useState(() => isCustomer && rememberedMobile() !== '');
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const problem = signInProblem(mobile, password);
    if (problem) {
      if (problem.kind === 'warning') toast.warning(msg(problem.message));
      else toast.error(msg(problem.message));
      return;
    }
    if (isCustomer) rememberMobile(isRemembered ? mobile.trim() : null);
    setIsSubmitting(true);
    try {
      await onSubmit(mobile.trim(), password);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={mobileId} className="label">
          {t('field.mobile')}
        </label>
        <div className="flex">
          <span className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-slate-600">
            +91
          </span>
          <MobileInput
            id={mobileId}
            name="mobile"
            className="input rounded-l-none"
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
          />
        </div>
      </div>
      <div>
        <label htmlFor={passwordId} className="label">
          {t('field.password')}
        </label>
        <PasswordInput
          id={passwordId}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      {isCustomer ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <label htmlFor={rememberId} className="inline-flex items-center gap-2 text-slate-700">
            <input
              id={rememberId}
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={isRemembered}
              onChange={(event) => {
                setIsRemembered(event.target.checked);
                if (!event.target.checked) rememberMobile(null);
              }}
            />
            {t('signInForm.remember')}
          </label>
          <Link to={PATHS.forgetPassword} className="font-semibold text-brand-700 underline hover:text-brand-800">
            {t('signInForm.forgot')}
          </Link>
        </div>
      ) : null}
      <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? t('common.signingIn') : t('signInForm.submit')}
      </button>
    </form>
  );
}
