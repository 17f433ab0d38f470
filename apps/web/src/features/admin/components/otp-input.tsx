import { useRef } from 'react';

/** Props of {@link OtpInput}. */
export type OtpInputProps = {
  value: string;
  onChange: (value: string) => void;
  length?: number;
  label: string;
  isDisabled?: boolean;
  describedBy?: string;
};

/**
 * Six single-digit boxes for a one-time password (accounts.md §2: "six single-digit boxes"):
 * typing moves forward, Backspace moves back, pasting fills every box. Digits only.
 */
export function OtpInput({ value, onChange, length = 6, label, isDisabled = false, describedBy }: OtpInputProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');
  const setAt = (index: number, digit: string) => {
    const next = digits.slice();
    next[index] = digit;
    onChange(next.join('').slice(0, length));
  };
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy}>
      <legend className="label">{label}</legend>
      <div className="flex gap-2">
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions
            key={index}
            ref={(el) => {
              refs.current[index] = el;
            }}
            className="input h-12 w-11 text-center text-lg font-semibold"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${length}`}
            value={digit}
            disabled={isDisabled}
            onChange={(event) => {
              const typed = event.target.value.replace(/\D/g, '');
              if (typed.length > 1) {
                onChange(typed.slice(0, length));
                refs.current[Math.min(typed.length, length) - 1]?.focus();
                return;
              }
              setAt(index, typed);
              if (typed && index < length - 1) refs.current[index + 1]?.focus();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Backspace' && !digit && index > 0) refs.current[index - 1]?.focus();
            }}
            onPaste={(event) => {
              const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, length);
              if (!pasted) return;
              event.preventDefault();
              onChange(pasted);
              refs.current[Math.min(pasted.length, length) - 1]?.focus();
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
