import { Eye, EyeOff } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, useState } from 'react';
import { useUiTexts } from './texts.ts';

/** Props of {@link PasswordInput}: those of an `<input>` (its type is managed here). */
export type PasswordInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'type'>;

/**
 * A password field with a show/hide toggle (docs/product/accounts.md customer sign-up and sign-in; docs/product/builders.md, "Account"). The
 * toggle is a real button named 'Show password' / 'Hide password' (in the page's language) with `aria-pressed`.
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput({ className, ...props }, ref) {
  const t = useUiTexts();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative">
      <input ref={ref} type={isVisible ? 'text' : 'password'} className={`input pr-11 ${className ?? ''}`} {...props} />
      <button
        type="button"
        onClick={() => setIsVisible((v) => !v)}
        aria-label={isVisible ? t('password.hide') : t('password.show')}
        aria-pressed={isVisible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-brand-700"
      >
        {isVisible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
      </button>
    </div>
  );
});
