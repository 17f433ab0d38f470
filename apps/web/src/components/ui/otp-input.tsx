import { OTP_LENGTH } from '@realty/contracts/accounts/fields';
import { emptyBoxes, isDigit, SegmentedCodeInput } from './code-input.tsx';
import { useUiTexts } from './texts.ts';

/** Props of {@link OtpInput}. */
export type OtpInputProps = {
  /** One digit per box ('' for an empty box), {@link OTP_LENGTH} boxes; start from {@link emptyOtp}. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /**
   * Visible name of the code, e.g. 'OTP'; it also names the first box. By default 'Enter the
   * 6-digit OTP sent to your mobile' in the page's language.
   */
  legend?: string;
  isLegendHidden?: boolean;
  isDisabled?: boolean;
  /** Error shown under the boxes and linked to them, e.g. 'Enter 6-digit OTP'. */
  error?: string;
  /** Id of another element describing the code (e.g. a separate alert line). */
  describedBy?: string;
  boxClassName?: string;
};

/** The default legend of {@link OtpInput} in English (the page's language is used on screen). */
export const OTP_LEGEND = `Enter the ${OTP_LENGTH}-digit OTP sent to your mobile`;

/**
 * The one code input for the mobile OTPs of every screen (docs/product/accounts.md, "Mobile
 * OTPs": customer sign-up, /verify, /forgetpassword, associate sign-up and locked sign-in, staff
 * sign-in): {@link OTP_LENGTH} single-digit boxes named 'Digit 1 of 6' … 'Digit 6 of 6', numeric
 * keyboard, typing moves on, Backspace in an empty box goes back, a pasted or SMS-autofilled code
 * fills every box. The legend also names the first box, so the code field can be found by it.
 */
export function OtpInput({
  value,
  onChange,
  legend,
  isLegendHidden,
  isDisabled,
  error,
  describedBy,
  boxClassName = 'h-12 w-11 text-xl sm:h-14 sm:w-12',
}: OtpInputProps) {
  const t = useUiTexts();
  return (
    <SegmentedCodeInput
      legend={legend ?? t('otp.legend', { digits: OTP_LENGTH })}
      value={value}
      onChange={onChange}
      accepts={isDigit}
      boxLabel={(index, count) => t('code.digit', { index: index + 1, total: count })}
      inputMode={() => 'numeric'}
      autoComplete="one-time-code"
      isLegendHidden={isLegendHidden}
      isDisabled={isDisabled}
      hint={error}
      describedBy={describedBy}
      isFirstBoxNamedByLegend
      boxClassName={boxClassName}
    />
  );
}

/** An empty OTP: {@link OTP_LENGTH} empty boxes for {@link OtpInput}. */
export const emptyOtp = (): string[] => emptyBoxes(OTP_LENGTH);
