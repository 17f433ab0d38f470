import { Eye, EyeOff } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, useState } from 'react';

/** A field's error message, linked to its input by `id` (`aria-describedby`); nothing when there is none. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/** Joins the ids of the descriptions that apply, for `aria-describedby`; undefined when none do. */
export const describedBy = (...ids: (string | false | undefined | null)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

/** Props of {@link PasswordInput}: those of an `<input>` (its type is managed here). */
export type PasswordInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'type'>;

/**
 * A password field with a show/hide toggle, as on the other account screens (docs/product/builders.md,
 * "Account"): the toggle is a real button named 'Show password' / 'Hide password' with `aria-pressed`.
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput({ className, ...props }, ref) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative">
      <input ref={ref} type={isVisible ? 'text' : 'password'} className={`input pr-11 ${className ?? ''}`} {...props} />
      <button
        type="button"
        onClick={() => setIsVisible((v) => !v)}
        aria-label={isVisible ? 'Hide password' : 'Show password'}
        aria-pressed={isVisible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-brand-700"
      >
        {isVisible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
      </button>
    </div>
  );
});

/** OTP box size: narrow enough for six boxes on one line of a 390-pixel-wide phone, larger from the sm breakpoint. */
export const OTP_BOX_CLASS = 'h-12 w-10 text-xl sm:h-14 sm:w-12';
