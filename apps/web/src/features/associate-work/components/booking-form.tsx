import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import type { Lead } from '@realty/contracts/pipeline/leads';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { formatPrice } from '../../../lib/format-price.ts';
import { recordDeal, refreshAssociateWork } from '../api/associate-work-api.ts';
import { errorField, errorText } from '../utils/error-text.ts';
import { istToday } from '../utils/india-time.ts';
import { formatMoney, readRupeesTyped } from '../utils/money.ts';
import { FieldFault, FormFault } from './form-bits.tsx';
import { initialSiteChoice, SiteChoice, type SiteChoiceValue, siteIdOf } from './site-choice.tsx';

type Faults = Partial<Record<'site_id' | 'unit' | 'agreement_value' | 'booked_on', string>>;

/** Longest unit text the API accepts, in characters. */
const UNIT_MAX = 100;

/** What the agreement box shows under a typed amount: the exact rupees and the short form, or how to type it. */
function agreementHint(typed: string): string {
  if (!typed.trim()) return 'In rupees, or in lakh or crore: 4500000, 45 lakh, 1.2 cr. A plain number below 1,000 is lakh.';
  const rupees = readRupeesTyped(typed);
  return rupees === undefined ? 'Type e.g. 4500000, 45 lakh or 1.2 cr' : `${formatMoney(rupees)} (${formatPrice(rupees)})`;
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
    if (siteId === undefined) found.site_id = 'Choose a property, or enter its id.';
    if (!unit.trim()) found.unit = 'unit is required';
    if (value === undefined) found.agreement_value = 'Type the agreement value, e.g. 4500000, 45 lakh or 1.2 cr.';
    else if (/^0+\.00$/.test(value)) found.agreement_value = 'agreement_value must be more than 0';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(bookedOn)) found.booked_on = 'Choose the booking date.';
    setFaults(found);
    if (Object.keys(found).length > 0 || siteId === undefined || value === undefined) return;
    setSending(true);
    try {
      const answer = await recordDeal(lead.lead_id, { site_id: siteId, unit: unit.trim(), agreement_value: value, booked_on: bookedOn });
      toast.success(answer.message || PIPELINE_MESSAGES.dealRecorded);
      await refreshAssociateWork(queryClient);
    } catch (error) {
      const field = errorField(error);
      if (field === 'site_id' || field === 'unit' || field === 'agreement_value' || field === 'booked_on')
        setFaults({ [field]: errorText(error) });
      else setProblem(errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <SiteChoice sites={lead.sites} value={site} onChange={setSite} error={faults.site_id} errorId={ids.site} />
      <div>
        <label htmlFor={ids.unit} className="label">
          Unit
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
          placeholder="e.g. Tower B, flat 1204"
        />
        <FieldFault id={ids.unitError} message={faults.unit} />
      </div>
      <div>
        <label htmlFor={ids.value} className="label">
          Agreement value
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
          placeholder="e.g. 45 lakh"
          autoComplete="off"
        />
        <p id={ids.valueHint} className="mt-1 text-sm text-slate-600" aria-live="polite">
          {agreementHint(agreement)}
        </p>
        <FieldFault id={ids.valueError} message={faults.agreement_value} />
      </div>
      <div>
        <label htmlFor={ids.day} className="label">
          Booked on
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
        {isSending ? 'Recording...' : 'Record a booking'}
      </button>
    </form>
  );
}
