import { BUDGET_PRESETS, type BudgetPreset, budgetPresetOf } from '@realty/contracts/sites/budget-presets';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { type CatalogueTextKey, useCatalogueTexts } from '../texts.ts';
import { budgetHint } from '../utils/budget-input.ts';

/** Props of {@link BudgetInput}. */
export type BudgetInputProps = {
  id: string;
  /** Form field name, e.g. 'minPrice'. */
  name: string;
  /** Accessible name, e.g. 'Min Price'. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Light hint text for a dark background. */
  isOnDark?: boolean;
  /** Show the label (else it is read by screen readers only). */
  showLabel?: boolean;
  labelClassName?: string;
};

/**
 * A price box that takes a budget as a buyer types it (docs/product/catalogue.md, "Searching"):
 * "45" is ₹45 lakh, "4500000" rupees, "1.5 cr" as written; the amount it understood is shown
 * under the box as they type ("₹45 L"; Hindi "₹45 लाख"), announced politely to screen readers.
 */
export function BudgetInput({
  id,
  name,
  label,
  value,
  onChange,
  placeholder,
  isOnDark = false,
  showLabel = false,
  labelClassName = 'label',
}: BudgetInputProps) {
  const language = useLanguage();
  const hint = budgetHint(value, language);
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className={showLabel ? labelClassName : 'sr-only'}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="input"
        placeholder={placeholder ?? label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        maxLength={30}
      />
      <output
        id={`${id}-hint`}
        htmlFor={id}
        aria-live="polite"
        className={`mt-1 block min-h-5 text-xs font-semibold ${isOnDark ? 'text-accent-400' : 'text-brand-700'}`}
      >
        {hint}
      </output>
    </div>
  );
}

/** Props of {@link BudgetPresets}. */
export type BudgetPresetsProps = {
  /** The bounds now chosen (rupees), to mark the matching preset as pressed. */
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** Called with the preset the visitor picks; the buttons submit their form. */
  onPick: (preset: BudgetPreset) => void;
  isOnDark?: boolean;
  className?: string;
};

/**
 * The budget presets of the search forms (docs/product/catalogue.md, "Searching"): "Under 25 L",
 * "25–50 L", "50 L–1 Cr", "1–2 Cr" and "Above 2 Cr" as submit buttons of their form, the one
 * matching the current bounds pressed. Picking one searches at once with its rupee bounds. Labels
 * in the page's language ("25 लाख से कम" … in Hindi).
 */
export function BudgetPresets({ minPrice, maxPrice, onPick, isOnDark = false, className = '' }: BudgetPresetsProps) {
  const t = useCatalogueTexts();
  const current = budgetPresetOf(minPrice, maxPrice);
  return (
    <fieldset className={`flex min-w-0 flex-wrap items-center gap-2 ${className}`}>
      <legend className="sr-only">{t('budget.legend')}</legend>
      <span aria-hidden="true" className={`text-sm font-medium ${isOnDark ? 'text-white' : 'text-slate-700'}`}>
        {t('budget.label')}
      </span>
      {BUDGET_PRESETS.map((preset) => {
        const isPressed = current?.id === preset.id;
        return (
          <button
            key={preset.id}
            type="submit"
            aria-pressed={isPressed}
            data-preset={preset.id}
            onClick={() => onPick(preset)}
            className={`min-h-9 rounded-full px-3 text-sm font-semibold ring-1 transition ${
              isPressed
                ? 'bg-accent-400 text-slate-900 ring-accent-400'
                : isOnDark
                  ? 'bg-white/10 text-white ring-white/40 hover:bg-white/20'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
            }`}
          >
            {t(`budget.${preset.id}` as CatalogueTextKey, { defaultValue: preset.label })}
          </button>
        );
      })}
    </fieldset>
  );
}
