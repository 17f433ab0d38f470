import { MOBILE_INPUT_MAX_LENGTH, mobileInputText } from '@realty/contracts/accounts/mobile';
import { type ChangeEvent, type ComponentPropsWithoutRef, forwardRef } from 'react';

/** Props of {@link MobileInput}: those of an `<input>` (its type, input mode and length are managed here). */
export type MobileInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'inputMode' | 'maxLength'>;

/**
 * The one mobile number input of every form (docs/product/accounts.md, "Mobile numbers"): an
 * Indian mobile typed, pasted or autofilled as "+91 98390 12345", "098390-12345" or
 * "(+91) 9839012345" is turned into its 10 digits "9839012345" by the contracts' normaliser
 * (`mobileInputText`, which uses `normaliseMobile`) before `onChange` sees it, so a form's state,
 * checks and request only ever hold what the person meant. While a number is still being typed the
 * text stays as typed (up to 20 characters; letters dropped), never cut at 10 characters.
 * Works controlled (`value` + `onChange`) and with react-hook-form's `register`.
 * `autoComplete` defaults to `tel-national`; `tel` (with +91) lands the same way.
 */
export const MobileInput = forwardRef<HTMLInputElement, MobileInputProps>(function MobileInput(
  { onChange, autoComplete = 'tel-national', className, ...props },
  ref,
) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const clean = mobileInputText(event.target.value);
    if (clean !== event.target.value) event.target.value = clean;
    onChange?.(event);
  };
  return (
    <input
      ref={ref}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      // room for a prefix and spaces; the contracts' normaliser keeps the text to this length too
      maxLength={MOBILE_INPUT_MAX_LENGTH * 2}
      className={className ?? 'input'}
      onChange={change}
      {...props}
    />
  );
});
