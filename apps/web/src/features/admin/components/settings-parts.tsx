import type { ReactNode } from 'react';
import { formatWhen } from '../utils/format.ts';

/**
 * A back office settings screen (docs/product/back-office.md "Settings"): a level-1 heading and a
 * line saying what it is for, then "Loading..." while `query` is pending, its error's message
 * (an alert) when it failed, else `children` with the answer's `data`.
 */
export function SettingsSection<T>({
  id,
  title,
  intro,
  query,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  query: { isPending: boolean; isError: boolean; error: Error | null; data: { data: T } | undefined };
  children: (data: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h1 id={id} className="mb-1 text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <p className="mb-4 text-sm text-slate-600">{intro}</p>
      {query.isPending ? (
        <p role="status">Loading...</p>
      ) : query.isError || !query.data ? (
        <p role="alert" className="text-red-700">
          {query.error?.message}
        </p>
      ) : (
        children(query.data.data)
      )}
    </section>
  );
}

/**
 * The foot of a settings form: the submit button labelled `label` ("Saving..." while `isPending`,
 * disabled for staff who cannot edit), "Unsaved changes" while the form differs from what is
 * saved, and when (and by whom, when known) the settings were last changed.
 */
export function SettingsSaveBar({
  label,
  canEdit,
  isPending,
  isDirty,
  updatedAt,
  updatedBy,
}: {
  label: string;
  canEdit: boolean;
  isPending: boolean;
  isDirty: boolean;
  updatedAt: string | null;
  updatedBy?: string | null;
}) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <button type="submit" className="btn-primary" disabled={!canEdit || isPending}>
        {isPending ? 'Saving...' : label}
      </button>
      {isDirty && (
        <span className="text-sm text-slate-600" aria-live="polite">
          Unsaved changes
        </span>
      )}
      {updatedAt && (
        <span className="text-xs text-slate-500">
          Last changed {formatWhen(updatedAt)}
          {updatedBy ? ` by ${updatedBy}` : ''}
        </span>
      )}
    </div>
  );
}
