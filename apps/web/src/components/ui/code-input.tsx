import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react';

/** Props of {@link SegmentedCodeInput}. */
export type SegmentedCodeInputProps = {
  /** Visible name of the whole group, e.g. 'Aadhaar number (optional)'. */
  legend: string;
  /** One character per box; '' for an empty box. Its length is the number of boxes. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Whether `char` may stand in box `index` (0-based); checked after `transform`. */
  accepts: (char: string, index: number) => boolean;
  /** Applied to every typed or pasted character (e.g. upper-casing for PAN). */
  transform?: (char: string) => string;
  /** Accessible name of box `index`, e.g. 'Digit 1 of 6'. */
  boxLabel: (index: number, count: number) => string;
  /** Keyboard of box `index` on phones. */
  inputMode?: (index: number) => 'numeric' | 'text';
  /** Hides the legend visually (still read by screen readers). */
  isLegendHidden?: boolean;
  isDisabled?: boolean;
  /** Message shown under the boxes and linked to them (`aria-describedby`). */
  hint?: string;
  /** `autocomplete` of the first box, e.g. 'one-time-code'. */
  autoComplete?: string;
  /** Id of an element describing the group, e.g. a duplicate-check status. */
  describedBy?: string;
  /**
   * Makes the legend also name the first box (beside its own `boxLabel`), so the first box is
   * "the code field" for SMS autofill, password managers and anyone addressing the field by its
   * name (e.g. 'OTP'); the other boxes keep their own names only.
   */
  isFirstBoxNamedByLegend?: boolean;
  boxClassName?: string;
  gapClassName?: string;
};

/**
 * A row of single-character boxes (docs/product/accounts.md: six OTP boxes, 12 Aadhaar boxes,
 * 10 PAN boxes). Typing fills a box and moves on, Backspace on an empty box goes back, arrows
 * move, and pasting (or an SMS autofill) of a whole code fills the boxes from the first one.
 * `value` holds one character per box ('' for an empty one); `onChange` receives the next value.
 */
export function SegmentedCodeInput({
  legend,
  value,
  onChange,
  accepts,
  transform = (c) => c,
  boxLabel,
  inputMode = () => 'numeric',
  isLegendHidden = false,
  isDisabled = false,
  hint,
  autoComplete,
  describedBy,
  isFirstBoxNamedByLegend = false,
  gapClassName = 'gap-1.5 sm:gap-2',
  boxClassName = 'h-12 w-10 text-lg sm:w-11',
}: SegmentedCodeInputProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const hintId = useId();
  const legendId = useId();
  const firstBoxLabelId = useId();
  const count = value.length;

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(count - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Keeps the acceptable characters of `text`, placed from box `from` onwards. */
  const fillFrom = (from: number, text: string): number => {
    const next = [...value];
    let at = from;
    for (const raw of text) {
      if (at >= count) break;
      const char = transform(raw);
      if (!accepts(char, at)) continue;
      next[at] = char;
      at += 1;
    }
    onChange(next);
    return at;
  };

  const handleInput = (index: number, typed: string) => {
    if (typed === '') {
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    // A single new key replaces the box; a longer text (autofill) fills from the first box.
    const current = value[index] ?? '';
    const added =
      typed.length === 2 && typed.startsWith(current)
        ? typed.slice(1)
        : typed.length === 2 && typed.endsWith(current)
          ? typed.slice(0, 1)
          : typed;
    if (added.length > 1) {
      focusBox(fillFrom(added.length >= count ? 0 : index, added));
      return;
    }
    const char = transform(added);
    if (!accepts(char, index)) return;
    const next = [...value];
    next[index] = char;
    onChange(next);
    if (index < count - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < count - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text').replace(/[\s-]/g, '');
    if (!text) return;
    event.preventDefault();
    const end = fillFrom(text.length >= count ? 0 : index, text);
    focusBox(end);
  };

  const describedByIds = [hint ? hintId : undefined, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className="min-w-0" disabled={isDisabled} aria-describedby={describedByIds}>
      <legend id={legendId} className={isLegendHidden ? 'sr-only' : 'label'}>
        {legend}
      </legend>
      <div className={`flex flex-wrap ${gapClassName}`}>
        {value.map((char, index) => (
          <input
            // Boxes never move, so the position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: one box per position
            key={index}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="text"
            inputMode={inputMode(index)}
            autoComplete={index === 0 ? (autoComplete ?? 'off') : 'off'}
            autoCapitalize="characters"
            spellCheck={false}
            aria-label={index === 0 && isFirstBoxNamedByLegend ? undefined : boxLabel(index, count)}
            aria-labelledby={index === 0 && isFirstBoxNamedByLegend ? `${legendId} ${firstBoxLabelId}` : undefined}
            value={char}
            onChange={(event) => handleInput(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
            className={`${boxClassName} rounded-lg border border-slate-300 bg-white px-0 text-center font-semibold text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100`}
          />
        ))}
      </div>
      {isFirstBoxNamedByLegend && count > 0 ? (
        <span id={firstBoxLabelId} hidden>
          {boxLabel(0, count)}
        </span>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-red-700">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}

/** An empty value of `count` boxes for {@link SegmentedCodeInput}: `count` empty strings. */
export const emptyBoxes = (count: number): string[] => Array.from({ length: count }, () => '');

/** The boxes joined into one code ('' boxes dropped), e.g. ['1', '', '3'] → '13'. */
export const joinBoxes = (boxes: readonly string[]): string => boxes.join('');

/** Accepts digits only (OTP, Aadhaar): true for one character 0–9. */
export const isDigit = (char: string): boolean => /^\d$/.test(char);
