import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import type { Lead } from '@realty/contracts/pipeline/leads';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { formatPrice } from '../../../lib/format-price.ts';
import type { Language } from '../../../lib/i18n/i18n.ts';
import { recordDeal, refreshAssociateWork } from '../api/associate-work-api.ts';
import type { AssociateWorkTexts } from '../texts.ts';
import { errorField } from '../utils/error-text.ts';
import { istToday } from '../utils/india-time.ts';
import { formatMoney, readRupeesTyped } from '../utils/money.ts';
import { FieldFault, FormFault } from './form-bits.tsx';
import { initialSiteChoice, SiteChoice, type SiteChoiceValue, siteIdOf } from './site-choice.tsx';
import { useWorkWords } from './use-work-words.ts';

type Faults = Partial<Record<'site_id' | 'unit' | 'agreement_value' | 'booked_on', string>>;

/** Longest unit text the API accepts, in characters. */
const UNIT_MAX = 100;

/**
 * What the agreement box shows under a typed amount: the exact rupees and the short form
 * ("₹45,00,000.00 (₹45 L)", Hindi "₹45,00,000.00 (₹45 लाख)"), or how to type it.
 */
function agreementHint(typed: string, t: AssociateWorkTexts, language: Language): string {
  if (!typed.trim()) return t('booking.hintEmpty');
  const rupees = readRupeesTyped(typed);
  return rupees === undefined ? t('booking.hintBad') : `${formatMoney(rupees, language)} (${formatPrice(rupees, language)})`;
}

/**
 * "Record a booking" (docs/product/pipeline.md, "Deals and brokerage"): the property, the unit, the
 * agreement value (rupees, or typed in lakh or crore like the catalogue's budget boxes, converted
 * exactly to two-decimal text) and the booking date, sent as `POST /api/associate/leads/{leadId}/deal`
 * `{ site_id, unit, agreement_value, booked_on }`. The lead becomes booked and the deal pending
 * until staff confirm it. API faults show under their field, a 409 above the button.
 */
export function BookingForm({ lead }: { lead: Lead }) {
  const ids = {
    site: useId(),
    unit: useId(),
    unitError: useId(),
    value: useId(),
    valueHint: useId(),
    valueError: useId(),
    day: useId(),
    dayError: useId(),
  };
  const queryClient = useQueryClient();
  const { t, language, message, failure } = useWorkWords();
  const [site, setSite] = useState<SiteChoiceValue>(() => initialSiteChoice(lead.sites));
  const [unit, setUnit] = useState('');
  const [agreement, setAgreement] = useState('');
  const [bookedOn, setBookedOn] = useState(() => istToday());
  const [faults, setFaults] = useState<Faults>({});
  const [problem, setProblem] = useState<string>();
  const [isSending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const siteId = siteIdOf(site);
    const value = readRupeesTyped(agreement);
    const found: Faults = {};
    if (siteId === undefined) found.site_id = t('site.choose');
    if (!unit.trim()) found.unit = message('Unit is required');
    if (value === undefined) found.agreement_value = t('booking.valueMissing');
    else if (/^0+\.00$/.test(value)) found.agreement_value = message('Agreement value must be more than 0');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(bookedOn)) found.booked_on = t('booking.dateMissing');
    setFaults(found);
    if (Object.keys(found).length > 0 || siteId === undefined || value === undefined) return;
    setSending(true);
    try {
      const answer = await recordDeal(lead.lead_id, { site_id: siteId, unit: unit.trim(), agreement_value: value, booked_on: bookedOn });
      toast.success(message(answer.message || PIPELINE_MESSAGES.dealRecorded));
      await refreshAssociateWork(queryClient);
    } catch (error) {
      const field = errorField(error);
      if (field === 'site_id' || field === 'unit' || field === 'agreement_value' || field === 'booked_on')
        setFaults({ [field]: failure(error) });
      else setProblem(failure(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <SiteChoice sites={lead.sites} value={site} onChange={setSite} error={faults.site_id} errorId={ids.site} />
      <div>
        <label htmlFor={ids.unit} className="label">
          {t('booking.unit')}
        </label>
        <input
          id={ids.unit}
          type="text"
          value={unit}
          maxLength={UNIT_MAX}
          onChange={(event) => setUnit(event.target.value)}
          aria-invalid={faults.unit ? true : undefined}
          aria-describedby={faults.unit ? ids.unitError : undefined}
          className="input"
          placeholder={t('booking.unitPlaceholder')}
        />
        <FieldFault id={ids.unitError} message={faults.unit} />
      </div>
      <div>
        <label htmlFor={ids.value} className="label">
          {t('booking.value')}
        </label>
        <input
          id={ids.value}
          type="text"
          inputMode="decimal"
          value={agreement}
          onChange={(event) => setAgreement(event.target.value)}
          aria-invalid={faults.agreement_value ? true : undefined}
          aria-describedby={[ids.valueHint, faults.agreement_value ? ids.valueError : ''].filter(Boolean).join(' ')}
          className="input"
          placeholder={t('booking.valuePlaceholder')}
          autoComplete="off"
        />
        <p id={ids.valueHint} className="mt-1 text-sm text-slate-600" aria-live="polite">
          {agreementHint(agreement, t, language)}
        </p>
        <FieldFault id={ids.valueError} message={faults.agreement_value} />
      </div>
      <div>
        <label htmlFor={ids.day} className="label">
          {t('booking.bookedOn')}
        </label>
        <input
          id={ids.day}
          type="date"
          value={bookedOn}
          max={istToday()}
          onChange={(event) => setBookedOn(event.target.value)}
          aria-invalid={faults.booked_on ? true : undefined}
          aria-describedby={faults.booked_on ? ids.dayError : undefined}
          className="input w-48"
        />
        <FieldFault id={ids.dayError} message={faults.booked_on} />
      </div>
      <FormFault message={problem} />
      <button type="submit" disabled={isSending} className="btn-primary w-full sm:w-auto">
        {isSending ? t('booking.sending') : t('lead.booking')}
      </button>
    </form>
  );
}
