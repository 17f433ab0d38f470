import { isDigit, SegmentedCodeInput } from './segmented-code-input.tsx';

/** Props of {@link OtpBoxes}. */
export type OtpBoxesProps = {
  value: readonly string[];
  onChange: (next: string[]) => void;
  isDisabled?: boolean;
  /** Error shown under the boxes, e.g. 'Enter 6-digit OTP'. */
  error?: string;
  legend?: string;
};

/**
 * The six single-digit OTP boxes of accounts.md §2 ('Digit 1 of 6' ... 'Digit 6 of 6'):
 * numeric keyboard, auto-advance, Backspace back, a pasted or autofilled code fills all.
 */
export function OtpBoxes({ value, onChange, isDisabled, error, legend = 'Enter the 6-digit OTP sent to your mobile' }: OtpBoxesProps) {
  return (
    <SegmentedCodeInput
      legend={legend}
      value={value}
      onChange={onChange}
      accepts={isDigit}
      boxLabel={(index, count) => `Digit ${index + 1} of ${count}`}
      inputMode={() => 'numeric'}
      autoComplete="one-time-code"
      isDisabled={isDisabled}
      hint={error}
      boxClassName="h-12 w-11 text-xl sm:h-14 sm:w-12"
    />
  );
}
