import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PasswordSignInForm } from '../../../components/account-forms/password-sign-in-form.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useAuthTexts } from '../texts.ts';
import { rememberedMobile, rememberMobile } from '../utils/remembered-mobile.ts';

/** Props of {@link SignInForm}. */
export type SignInFormProps = {
  /** Sends the credentials; resolves when done (navigation included) and shows its own toasts. */
  onSubmit: (mobile: string, password: string) => Promise<void>;
  /** Offers 'Remember Me' and the 'Forgot Password' link (the customer form). */
  isCustomer: boolean;
};

/**
 * The password step of the customer and associate sign-in screens (docs/product/accounts.md
 * "Sign-in"): the shared {@link PasswordSignInForm} (mobile, password, 'Sign In', the shared
 * sign-in checks) with, for customers, 'Remember Me', which keeps only the mobile
 * (`saved_mobile`), and the 'Forgot Password' link. Texts in the page's language
 * (docs/product/seo.md, "Hindi").
 */
export function SignInForm({ onSubmit, isCustomer }: SignInFormProps) {
  const t = useAuthTexts();
  const rememberId = useId();
  const [initialMobile] = useState(() => (isCustomer ? rememberedMobile() : ''));
  const [isRemembered, setIsRemembered] = useState(() => isCustomer && initialMobile !== '');

  const submit = (mobile: string, password: string) => {
    if (isCustomer) rememberMobile(isRemembered ? mobile : null);
    return onSubmit(mobile, password);
  };

  return (
    <PasswordSignInForm onSubmit={submit} submitText={t('signInForm.submit')} initialMobile={initialMobile}>
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
    </PasswordSignInForm>
  );
}
