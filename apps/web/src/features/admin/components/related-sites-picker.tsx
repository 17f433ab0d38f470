import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useAdminSites } from '../api/admin-sites.ts';

/** Props of {@link RelatedSitesPicker}: the picked ids, titles known for them, and the listing itself (never offered). */
export type RelatedSitesPickerProps = {
  value: number[];
  onChange: (ids: number[]) => void;
  knownTitles: Record<number, string>;
  selfId?: number;
  error?: string;
};

/** Most related listings a listing may have (docs/product/back-office.md 'Similar Properties'). */
const MAX_RELATED = 6;

/**
 * Picks up to six related listings ('Similar Properties' on the detail page show these first):
 * search by title or place, add from the results, remove with the chip's button.
 */
export function RelatedSitesPicker({ value, onChange, knownTitles, selfId, error }: RelatedSitesPickerProps) {
  const inputId = useId();
  const [q, setQ] = useState('');
  const [titles, setTitles] = useState<Record<number, string>>({});
  const search = useAdminSites({ q: q.trim(), pageSize: 8 });
  const results = q.trim().length >= 2 ? (search.data?.data ?? []).filter((s) => s.site_id !== selfId && !value.includes(s.site_id)) : [];
  const titleOf = (id: number) => titles[id] ?? knownTitles[id] ?? `Listing ${id}`;

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="label">Related listings (up to {MAX_RELATED})</legend>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {value.map((id) => (
            <li key={id} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-800">
              {titleOf(id)}
              <button
                type="button"
                className="rounded-full p-1 hover:bg-brand-100"
                onClick={() => onChange(value.filter((v) => v !== id))}
                aria-label={`Remove ${titleOf(id)}`}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={inputId} className="text-sm text-slate-600">
        Search listings to add
      </label>
      <input
        id={inputId}
        className="input"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        disabled={value.length >= MAX_RELATED}
        placeholder={value.length >= MAX_RELATED ? 'Six listings picked' : 'Type at least 2 letters'}
      />
      {results.length > 0 && (
        <ul className="max-h-56 overflow-y-auto rounded-lg border border-slate-200 bg-white" aria-label="Matching listings">
          {results.map((site) => (
            <li key={site.site_id}>
              <button
                type="button"
                className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-brand-50"
                onClick={() => {
                  setTitles((t) => ({ ...t, [site.site_id]: site.site_title }));
                  onChange([...value, site.site_id].slice(0, MAX_RELATED));
                  setQ('');
                }}
              >
                <Plus aria-hidden="true" className="size-4 text-brand-700" />
                {site.site_title} <span className="text-slate-500">· {site.site_city}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
