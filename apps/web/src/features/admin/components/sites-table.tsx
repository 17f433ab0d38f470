import { adminListSitesQuerySchema } from '@realty/contracts/admin/list-sites';
import { SITE_STATUSES } from '@realty/contracts/sites/site';
import { ExternalLink, Pencil, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListingStatusBadge } from '../../../components/ui/listing-status-badge.tsx';
import { sortQueryValues } from '../../../lib/query-values.ts';
import { useAdminSites } from '../api/admin-sites.ts';
import { formatRupees, formatWhen } from '../utils/format.ts';
import { Pager } from './pager.tsx';

/**
 * The listings table of the back office (docs/product/back-office.md, "Listings"): search, status filter and
 * pages kept in the URL; columns title, city, category, price, status, updated; cards on phones.
 */
export function SitesTable() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  // only what the API accepts: an unknown status in the address is left out
  const filter = sortQueryValues(adminListSitesQuerySchema, { q, status }).accepted;
  const sites = useAdminSites({ q: filter.q, status: filter.status, page });
  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged);
  };

  return (
    <section aria-labelledby="sites-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="sites-heading" className="text-2xl font-bold text-slate-900">
          Listings
        </h1>
        <Link to="/admin/sites/new" className="btn-primary">
          <Plus aria-hidden="true" className="size-4" /> New listing
        </Link>
      </div>
      <search aria-label="Search listings">
        <form
          className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: text.trim(), page: '' });
          }}
        >
          <div className="flex-1">
            <label htmlFor="sites-q" className="label">
              Search title, place, developer or RERA number
            </label>
            <input id="sites-q" className="input" type="search" value={text} onChange={(e) => setText(e.target.value)} />
          </div>
          <div>
            <label htmlFor="sites-status" className="label">
              Status
            </label>
            <select id="sites-status" className="input" value={status} onChange={(e) => update({ status: e.target.value, page: '' })}>
              <option value="">Any status</option>
              {SITE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-outline">
            <Search aria-hidden="true" className="size-4" /> Search
          </button>
        </form>
      </search>

      {sites.isPending ? (
        <p role="status">Loading...</p>
      ) : sites.isError ? (
        <p role="alert" className="text-red-700">
          {sites.error.message}
        </p>
      ) : sites.data.data.length === 0 ? (
        <p role="status" className="rounded-lg bg-white p-6 text-slate-600">
          No properties found.
        </p>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Listings, most recently updated first</caption>
              <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Title
                  </th>
                  <th scope="col" className="px-4 py-3">
                    City
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Category
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Price
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Updated
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {sites.data.data.map((site) => (
                  <tr key={site.site_id} className="hover:bg-slate-50">
                    <td className="px-4 py-3 font-medium text-slate-900">
                      <Link to={`/admin/sites/${site.site_id}`} className="hover:underline">
                        {site.site_title}
                      </Link>
                    </td>
                    <td className="px-4 py-3">{site.site_city}</td>
                    <td className="px-4 py-3">{site.site_category}</td>
                    <td className="whitespace-nowrap px-4 py-3">{formatRupees(site.site_price)}</td>
                    <td className="px-4 py-3">
                      <ListingStatusBadge status={site.site_status} />
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatWhen(site.updated_at)}</td>
                    <td className="whitespace-nowrap px-4 py-3 text-right">
                      <Link to={`/admin/sites/${site.site_id}`} className="mr-3 inline-flex items-center gap-1 text-brand-700 underline">
                        <Pencil aria-hidden="true" className="size-3.5" /> Edit<span className="sr-only"> {site.site_title}</span>
                      </Link>
                      <a
                        href={`/detailpage/${site.site_id}`}
                        target="_blank"
                        rel="noreferrer"
                        className="inline-flex items-center gap-1 text-brand-700 underline"
                      >
                        <ExternalLink aria-hidden="true" className="size-3.5" /> View
                        <span className="sr-only"> {site.site_title} (opens in a new tab)</span>
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 md:hidden">
            {sites.data.data.map((site) => (
              <li key={site.site_id} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex items-start justify-between gap-2">
                  <Link to={`/admin/sites/${site.site_id}`} className="font-semibold text-slate-900 underline-offset-2 hover:underline">
                    {site.site_title}
                  </Link>
                  <ListingStatusBadge status={site.site_status} />
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  {site.site_city} · {site.site_category} · {formatRupees(site.site_price)}
                </p>
                <p className="mt-1 text-xs text-slate-500">Updated {formatWhen(site.updated_at)}</p>
              </li>
            ))}
          </ul>
          <Pager
            page={sites.data.page}
            pageSize={sites.data.pageSize}
            total={sites.data.total}
            onPage={(p) => update({ page: String(p) })}
          />
        </>
      )}
    </section>
  );
}
