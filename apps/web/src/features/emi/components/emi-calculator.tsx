import { formatIndianDigits } from '@realty/contracts/listings/price-format';
import { useId, useState } from 'react';
import { formatPrice } from '../../../lib/format-price.ts';
import type { Language } from '../../../lib/i18n/i18n.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { useEmiTexts } from '../texts.ts';
import {
  checkEmiForm,
  defaultEmiValues,
  EMI_MAX_RATE_PERCENT,
  EMI_MAX_TENURE_YEARS,
  EMI_MIN_TENURE_YEARS,
  type EmiFormValues,
  emiOf,
  parseLoan,
  priceAmount,
  rupeesText,
} from '../utils/emi-form.ts';
import { EmiBreakupChart } from './emi-chart.tsx';

/** Props of {@link EmiCalculator}. */
export type EmiCalculatorProps = {
  /**
   * The listing price in rupees: a number or the API's decimal text (`site_price`, e.g.
   * "5000000.00"). The loan starts at 80 % of it and may not exceed it; when it is not a positive
   * amount the loan starts blank and has no upper bound but the calculator's own (₹1,000 crore).
   */
  priceRupees: number | string;
  /** Heading level of "EMI calculator" inside its section (default h2). */
  headingLevel?: 'h2' | 'h3';
  /** Extra classes of the section. */
  className?: string;
};

/** Lakh/crore text beside a grouped amount, e.g. "₹83.31 L" (Hindi "₹83.31 लाख"); '' when it would repeat the amount. */
function shortRupees(rupees: number, language: Language): string {
  if (!(rupees >= 100_000) || !Number.isSafeInteger(Math.round(rupees))) return '';
  return formatPrice(Math.round(rupees), language);
}

type FieldProps = {
  id: string;
  label: string;
  unit: string;
  unitBefore?: boolean;
  value: string;
  inputMode: 'numeric' | 'decimal' | 'text';
  error?: string;
  hint?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  slider: { min: number; max: number; step: number; value: number; label: string; onChange: (value: number) => void };
};

function Field({ id, label, unit, unitBefore, value, inputMode, error, hint, onChange, onBlur, slider }: FieldProps) {
  const messageId = `${id}-message`;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <div
        className={`flex items-center rounded-lg border bg-white focus-within:ring-2 ${
          error ? 'border-red-500 focus-within:ring-red-200' : 'border-slate-300 focus-within:border-brand-600 focus-within:ring-brand-200'
        }`}
      >
        {unitBefore ? (
          <span aria-hidden="true" className="pl-3 text-slate-500">
            {unit}
          </span>
        ) : null}
        <input
          id={id}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className="w-full min-w-0 rounded-lg bg-transparent px-3 py-2 text-slate-900 focus:outline-none"
        />
        {unitBefore ? null : (
          <span aria-hidden="true" className="whitespace-nowrap pr-3 text-sm text-slate-500">
            {unit}
          </span>
        )}
      </div>
      <input
        type="range"
        aria-label={slider.label}
        min={slider.min}
        max={slider.max}
        step={slider.step}
        value={Math.min(Math.max(slider.value, slider.min), slider.max)}
        onChange={(event) => slider.onChange(Number(event.target.value))}
        className="mt-2 w-full accent-brand-700"
      />
      {error ? (
        <p id={messageId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The home-loan EMI calculator of a listing (docs/product/catalogue.md, "The detail page").
 * Inputs, each with a label, a slider and a
 * message when it cannot be used: loan amount (₹, default 80 % of `priceRupees` rounded to the
 * rupee, at most the price), interest rate (% a year, default 8.5, 0 to 30) and tenure (years,
 * default 20, 1 to 30). Shows the monthly EMI, the total interest and the total payment in rupees
 * with Indian digit grouping (with lakh/crore beside them), a principal-against-interest ring with a
 * text legend, and a year-by-year table. The EMI is the contracts' `computeEmi`, exact to the rupee.
 * Pure React with no browser-only code, so it draws the same on the server and in the browser.
 * Every word and message follows the page's language (docs/product/seo.md, "Hindi").
 */
export function EmiCalculator({ priceRupees, headingLevel = 'h2', className = '' }: EmiCalculatorProps) {
  const t = useEmiTexts();
  const language = useLanguage();
  const baseId = useId();
  const Heading = headingLevel;
  const priceKey = String(priceRupees);
  const [state, setState] = useState(() => ({ priceKey, values: defaultEmiValues(priceRupees) }));
  // a new price (another listing in the same place) starts again from its defaults
  if (state.priceKey !== priceKey) setState({ priceKey, values: defaultEmiValues(priceRupees) });
  const values = state.priceKey === priceKey ? state.values : defaultEmiValues(priceRupees);

  const set = (patch: Partial<EmiFormValues>) => setState((s) => ({ ...s, values: { ...s.values, ...patch } }));
  const { inputs, errors } = checkEmiForm(values, priceRupees, language);
  const result = inputs ? emiOf(inputs) : null;

  const price = priceAmount(priceRupees);
  const loanMax = price !== null ? Math.floor(price) : 100_000_000;
  const loanValue = parseLoan(values.loan) ?? 0;
  const rateValue = Number(values.rate) || 0;
  const tenureValue = Number(values.tenure) || EMI_MIN_TENURE_YEARS;

  return (
    <section
      aria-labelledby={`${baseId}-heading`}
      className={`@container rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={`${baseId}-heading`} className="text-2xl font-bold text-slate-900">
          {t('title')}
        </Heading>
        <button
          type="button"
          onClick={() => setState({ priceKey, values: defaultEmiValues(priceRupees) })}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('reset')}
        </button>
      </div>
      <div className="mt-5 grid gap-6 @2xl:grid-cols-2">
        <form className="space-y-4" onSubmit={(event) => event.preventDefault()} noValidate>
          <Field
            id={`${baseId}-loan`}
            label={t('loan')}
            unit="₹"
            unitBefore
            inputMode="text"
            value={values.loan}
            error={errors.loan}
            hint={price !== null ? t('loanHint', { price: rupeesText(Math.floor(price)) }) : undefined}
            onChange={(loan) => set({ loan })}
            onBlur={() => {
              const loan = parseLoan(values.loan);
              if (loan !== null) set({ loan: formatIndianDigits(loan) });
            }}
            slider={{
              label: t('loanSlider'),
              min: 0,
              max: loanMax,
              step: loanMax >= 1_000_000 ? 10_000 : 1_000,
              value: loanValue,
              onChange: (loan) => set({ loan: formatIndianDigits(loan) }),
            }}
          />
          <Field
            id={`${baseId}-rate`}
            label={t('rate')}
            unit={t('rateUnit')}
            inputMode="decimal"
            value={values.rate}
            error={errors.rate}
            onChange={(rate) => set({ rate })}
            slider={{
              label: t('rateSlider'),
              min: 0,
              max: EMI_MAX_RATE_PERCENT,
              step: 0.05,
              value: rateValue,
              onChange: (rate) => set({ rate: String(Math.round(rate * 100) / 100) }),
            }}
          />
          <Field
            id={`${baseId}-tenure`}
            label={t('tenure')}
            unit={t('tenureUnit')}
            inputMode="numeric"
            value={values.tenure}
            error={errors.tenure}
            onChange={(tenure) => set({ tenure })}
            slider={{
              label: t('tenureSlider'),
              min: EMI_MIN_TENURE_YEARS,
              max: EMI_MAX_TENURE_YEARS,
              step: 1,
              value: tenureValue,
              onChange: (tenure) => set({ tenure: String(tenure) }),
            }}
          />
        </form>

        <div className="space-y-5">
          {result && inputs ? (
            <>
              <div className="rounded-xl bg-brand-50 p-4">
                <p className="text-sm font-medium text-brand-800" id={`${baseId}-emi-label`}>
                  {t('monthly')}
                </p>
                <output aria-labelledby={`${baseId}-emi-label`} className="mt-1 block text-3xl font-bold text-brand-900">
                  {rupeesText(result.emi)}
                </output>
                <p className="mt-1 text-xs text-brand-800">{t('monthlyFor', { months: result.months, rate: inputs.annualRatePercent })}</p>
              </div>
              <dl className="grid grid-cols-1 gap-3 text-sm @sm:grid-cols-3">
                <div>
                  <dt className="text-slate-500">{t('loan')}</dt>
                  <dd className="font-semibold text-slate-900">{rupeesText(inputs.principalRupees)}</dd>
                  <dd className="text-xs text-slate-500">{shortRupees(inputs.principalRupees, language)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t('totalInterest')}</dt>
                  <dd className="font-semibold text-slate-900">{rupeesText(Math.max(0, result.totalInterest))}</dd>
                  <dd className="text-xs text-slate-500">{shortRupees(Math.max(0, result.totalInterest), language)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t('totalPayment')}</dt>
                  <dd className="font-semibold text-slate-900">{rupeesText(result.totalPayment)}</dd>
                  <dd className="text-xs text-slate-500">{shortRupees(result.totalPayment, language)}</dd>
                </div>
              </dl>
              <EmiBreakupChart principalRupees={inputs.principalRupees} interestRupees={result.totalInterest} />
              <details className="rounded-lg border border-slate-200">
                <summary className="cursor-pointer px-4 py-2 text-sm font-semibold text-slate-800">{t('breakdown')}</summary>
                <div className="max-h-72 overflow-auto">
                  <table className="w-full text-right text-sm">
                    <thead className="sticky top-0 bg-slate-50 text-slate-600">
                      <tr>
                        <th scope="col" className="px-3 py-2 text-left font-medium">
                          {t('year')}
                        </th>
                        <th scope="col" className="px-3 py-2 font-medium">
                          {t('principal')}
                        </th>
                        <th scope="col" className="px-3 py-2 font-medium">
                          {t('interest')}
                        </th>
                        <th scope="col" className="px-3 py-2 font-medium">
                          {t('balance')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {result.yearly.map((year) => (
                        <tr key={year.year} className="border-t border-slate-100">
                          <th scope="row" className="px-3 py-1.5 text-left font-normal text-slate-600">
                            {year.year}
                          </th>
                          <td className="px-3 py-1.5">{rupeesText(year.principal)}</td>
                          <td className="px-3 py-1.5">{rupeesText(Math.max(0, year.interest))}</td>
                          <td className="px-3 py-1.5">{rupeesText(year.balance)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            </>
          ) : (
            <p role="status" className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
              {t('correct')}
            </p>
          )}
        </div>
      </div>
      <p className="mt-4 text-xs text-slate-500">{t('estimate')}</p>
    </section>
  );
}
