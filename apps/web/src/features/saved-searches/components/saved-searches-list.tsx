import type { SavedSearch } from '@realty/contracts/activity/saved-searches';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api/saved-searches-api.ts';
import { useSavedSearchTexts } from '../texts.ts';
import { savedSearchHref } from '../utils/saved-query.ts';
import { SavedSearchForm } from './saved-search-form.tsx';

function SavedSearchCard({ search, onEdit, onDelete }: { search: SavedSearch; onEdit: () => void; onDelete: () => void }) {
  const t = useSavedSearchTexts();
  const msg = useMessageText();
  const update = useUpdateSavedSearch();
  const channels = search.channels.map((c) => t(`channel.${c}`)).join(', ');
  const togglePause = async () => {
    try {
      const answer = await update.mutateAsync({ id: search.saved_search_id, change: { paused: !search.paused } });
      toast.success(msg(answer.message));
    } catch (error) {
      toast.error(msg((error as Error).message));
    }
  };
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <div className="min-w-0">
        <h3 className="break-words font-semibold text-slate-900">{search.name}</h3>
        <p className="mt-1 text-sm text-slate-600">{t('list.by', { channels, frequency: t(`frequencyShort.${search.frequency}`) })}</p>
        <p className="mt-1 text-sm text-slate-700">
          {t('list.matching', { count: search.matching ?? 0 })}
          {search.new_since_alert ? (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {t('list.new', { count: search.new_since_alert })}
            </span>
          ) : null}
        </p>
        {search.paused && <p className="mt-1 text-sm font-medium text-amber-800">{t('list.paused')}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={savedSearchHref(search.query)} className="btn-primary">
          {t('list.open')}
        </Link>
        <button type="button" className="btn-outline" onClick={onEdit}>
          {t('list.edit')}
        </button>
        <button type="button" className="btn-outline" onClick={togglePause} disabled={update.isPending} aria-pressed={search.paused}>
          {search.paused ? t('list.resume') : t('list.pause')}
        </button>
        <button type="button" className="btn-outline text-red-700" onClick={onDelete}>
          {t('list.delete')}
        </button>
      </div>
    </li>
  );
}

/**
 * "Saved searches" on the customer dashboard (docs/product/alerts.md "Saving a search"): each
 * saved search with its ways to be told and frequency, the properties matching now and new since
 * its last alert, "Open" (the listing page with that search), "Edit" (the saved search form),
 * "Pause alerts"/"Resume alerts" and "Delete" (asked to confirm). Loading, error (with "Try
 * again") and empty states; texts in the page's language.
 */
export function SavedSearchesList() {
  const t = useSavedSearchTexts();
  const msg = useMessageText();
  const list = useSavedSearches(true);
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync(deleting.saved_search_id);
      toast.success(msg(answer.message));
    } catch (error) {
      toast.error(msg((error as Error).message));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section aria-labelledby="saved-searches-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="saved-searches-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Bell aria-hidden="true" className="size-5 text-brand-700" />
        {t('list.title')}
      </h2>
      {list.isPending ? (
        <p role="status" className="mt-3 text-slate-600">
          {t('list.loading')}
        </p>
      ) : list.isError ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-red-700">
          {t('list.error')}
          <button type="button" className="btn-outline" onClick={() => list.refetch()}>
            {t('list.retry')}
          </button>
        </div>
      ) : list.data.data.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('list.empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {list.data.data.map((search) => (
            <SavedSearchCard
              key={search.saved_search_id}
              search={search}
              onEdit={() => setEditing(search)}
              onDelete={() => setDeleting(search)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <SavedSearchForm
          title={t('save.editTitle')}
          submitLabel={t('save.update')}
          initial={{ name: editing.name, query: editing.query, channels: editing.channels, frequency: editing.frequency }}
          onClose={() => setEditing(null)}
          onSubmit={async ({ name, channels, frequency }) => {
            const answer = await update.mutateAsync({ id: editing.saved_search_id, change: { name, channels, frequency } });
            setEditing(null);
            toast.success(msg(answer.message));
          }}
        />
      )}
      {deleting && (
        <ModalDialog title={t('list.confirmTitle')} onClose={() => setDeleting(null)}>
          <p className="text-slate-700">{t('list.confirmText', { name: deleting.name })}</p>
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-outline" onClick={() => setDeleting(null)} data-autofocus>
              {t('list.keep')}
            </button>
            <button type="button" className="btn-primary bg-red-700 hover:bg-red-800" onClick={confirmDelete} disabled={remove.isPending}>
              {t('list.confirmDelete')}
            </button>
          </div>
        </ModalDialog>
      )}
    </section>
  );
}
