import type { LeadSite } from '@realty/contracts/pipeline/fields';
import { useId } from 'react';
import { useWorkWords } from './use-work-words.ts';

/** The "another property" choice of {@link SiteChoice}. */
export const OTHER_SITE = 'other';

/** What {@link SiteChoice} holds: a listing id from the lead's listings, or {@link OTHER_SITE} with a typed id. */
export type SiteChoiceValue = { choice: string; otherId: string };

/** The listing id a {@link SiteChoiceValue} stands for, or undefined when none is chosen or the typed id is not a whole number above 0. */
export function siteIdOf(value: SiteChoiceValue): number | undefined {
  const text = value.choice === OTHER_SITE ? value.otherId.trim() : value.choice;
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}

/** The starting value: the lead's first listing, else another property. */
export function initialSiteChoice(sites: readonly LeadSite[]): SiteChoiceValue {
  const first = sites[0];
  return { choice: first ? String(first.site_id) : OTHER_SITE, otherId: '' };
}

/**
 * Picks the property of a visit or a booking (docs/product/pipeline.md, "Site visits" and "Deals
 * and brokerage": `site_id` must exist): one of the lead's listings, or another property by its id
 * (the number in its /detailpage/{id} address).
 */
export function SiteChoice({
  sites,
  value,
  onChange,
  error,
  errorId,
}: {
  sites: readonly LeadSite[];
  value: SiteChoiceValue;
  onChange: (value: SiteChoiceValue) => void;
  error?: string | undefined;
  errorId: string;
}) {
  const selectId = useId();
  const otherId = useId();
  const { t } = useWorkWords();
  const describedBy = error ? errorId : undefined;
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={selectId} className="label">
          {t('site.property')}
        </label>
        <select
          id={selectId}
          value={value.choice}
          onChange={(event) => onChange({ ...value, choice: event.target.value })}
          aria-invalid={error && value.choice !== OTHER_SITE ? true : undefined}
          aria-describedby={value.choice !== OTHER_SITE ? describedBy : undefined}
          className="input"
        >
          {sites.map((site) => (
            <option key={site.site_id} value={String(site.site_id)}>
              {t('site.option', { title: site.site_title, id: site.site_id })}
            </option>
          ))}
          <option value={OTHER_SITE}>{t('site.other')}</option>
        </select>
      </div>
      {value.choice === OTHER_SITE ? (
        <div>
          <label htmlFor={otherId} className="label">
            {t('site.id')}
          </label>
          <input
            id={otherId}
            type="text"
            inputMode="numeric"
            value={value.otherId}
            onChange={(event) => onChange({ ...value, otherId: event.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="input w-40"
            placeholder={t('site.idPlaceholder')}
          />
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
