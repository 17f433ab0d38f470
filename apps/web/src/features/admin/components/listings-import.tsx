import { IMPORT_COLUMNS, type ImportPreviewResponse, REQUIRED_IMPORT_COLUMNS } from '@realty/contracts/admin/import-listings';
import type { SiteInput } from '@realty/contracts/admin/site-input';
import { useState } from 'react';
import { Link } from 'react-router';
import { FileDropZone } from '../../../components/ui/file-drop-zone.tsx';
import { useImportListings, useImportPreview } from '../api/admin-import.ts';

/**
 * CSV import of listings (docs/product/back-office.md): choose a file, see every row checked (the
 * problems of each bad row with its line and column), then import the valid rows with progress.
 */
export function ListingsImport() {
  const preview = useImportPreview();
  const importer = useImportListings();
  const [result, setResult] = useState<ImportPreviewResponse | null>(null);
  const [fileName, setFileName] = useState('');
  const [sendProgress, setSendProgress] = useState(0);
  const [done, setDone] = useState<{ done: number; total: number } | null>(null);
  const [created, setCreated] = useState<number[] | null>(null);
  const validListings = (result?.rows ?? []).filter((r) => r.listing).map((r) => r.listing as SiteInput);
  const badRows = (result?.rows ?? []).filter((r) => r.errors.length > 0);

  const onFiles = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setFileName(file.name);
    setResult(null);
    setCreated(null);
    setDone(null);
    preview.mutate({ file, onProgress: setSendProgress }, { onSuccess: setResult });
  };

  return (
    <section aria-labelledby="import-heading" className="flex flex-col gap-4">
      <h1 id="import-heading" className="text-2xl font-bold text-slate-900">
        Import listings
      </h1>
      <details className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <summary className="cursor-pointer font-semibold text-brand-800">CSV columns</summary>
        <p className="mt-2">
          The first row names the columns, in any order. Required: {REQUIRED_IMPORT_COLUMNS.join(', ')}. Prices are rupees (e.g. 4500000 for
          45 lakh). Several amenities go in one cell separated by <code>|</code>. Category: Town Houses, Family Houses, Apartment or Plots.
          Status: Available, Not Available or Sold.
        </p>
        <p className="mt-2">
          Structured columns, all optional: <code>bhk</code> as bedroom counts separated by <code>|</code> (e.g. <code>2|3</code>; empty for
          plots); areas in square feet (<code>carpet_area_sqft_min</code>, <code>carpet_area_sqft_max</code>,{' '}
          <code>built_up_area_sqft</code>, <code>super_built_up_area_sqft</code>); <code>plot_area</code> with <code>plot_area_unit</code>{' '}
          (sqft, sqyd, sqm or acre); <code>possession</code> (ready or under_construction) with <code>possession_date</code> as a month
          (2027-06); <code>furnishing</code> (unfurnished, semi, furnished); <code>facing</code> (north, north_east, … or N, NE, …);{' '}
          <code>transaction</code> (new, resale); <code>ownership</code> (freehold, leasehold); <code>approved_by</code> and{' '}
          <code>loan_banks</code> separated by <code>|</code>; <code>verified</code> (yes or no). An empty cell leaves the field out.
        </p>
        <p className="mt-2 break-words font-mono text-xs">{IMPORT_COLUMNS.join(',')}</p>
      </details>
      <FileDropZone
        label="Choose a CSV file"
        hint="CSV (UTF-8), up to 2 MB and 2,000 listings."
        accept=".csv,text/csv"
        onFiles={onFiles}
        isDisabled={preview.isPending || importer.isPending}
        isMultiple={false}
      />
      {preview.isPending && (
        <p role="status">
          Checking {fileName}…{' '}
          <progress
            className="ml-2 h-2 w-32 align-middle accent-brand-600"
            max={100}
            value={Math.round(sendProgress * 100)}
            aria-label="Upload of the CSV file"
          />
        </p>
      )}
      {preview.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {preview.error.message}
        </p>
      )}
      {result && (
        <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
          <p role="status" className="font-semibold text-slate-900">
            {result.valid_count} valid rows, {result.error_count} with problems.
          </p>
          {badRows.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="mb-2 text-left font-semibold text-red-800">Rows with problems (they will be skipped)</caption>
                <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Line
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Title
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Problems
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {badRows.map((row) => (
                    <tr key={row.line}>
                      <td className="px-3 py-2">{row.line}</td>
                      <td className="px-3 py-2">{row.cells.site_title || '—'}</td>
                      <td className="px-3 py-2">
                        <ul>
                          {row.errors.map((e) => (
                            <li key={`${e.field}-${e.message}`}>
                              <span className="font-mono text-xs">{e.field}</span>: {e.message}
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {validListings.length > 0 && !created && (
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                className="btn-primary"
                disabled={importer.isPending}
                onClick={() =>
                  importer.mutate(
                    { listings: validListings, onProgress: (d, t) => setDone({ done: d, total: t }) },
                    { onSuccess: setCreated },
                  )
                }
              >
                Import {validListings.length} valid listings
              </button>
              {done && (
                <span role="status" className="text-sm text-slate-700">
                  <progress
                    className="mr-2 h-2 w-40 align-middle accent-brand-600"
                    max={done.total}
                    value={done.done}
                    aria-label="Import progress"
                  />
                  {done.done} of {done.total} imported
                </span>
              )}
            </div>
          )}
          {importer.isError && (
            <p role="alert" className="text-red-700">
              {importer.error.message}
            </p>
          )}
          {created && (
            <p role="status" className="rounded-lg bg-green-50 p-3 text-green-800">
              Imported {created.length} listings.{' '}
              <Link to="/admin/sites" className="underline">
                See them in Listings
              </Link>
              .
            </p>
          )}
        </div>
      )}
    </section>
  );
}
