import { Bell } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { withReturnTo } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateSavedSearch } from '../api/saved-searches-api.ts';
import { useSavedSearchTexts } from '../texts.ts';
import { defaultSearchName, SAVE_SEARCH_PARAM } from '../utils/saved-query.ts';
import { SavedSearchForm } from './saved-search-form.tsx';

/** Who is looking at the page, as far as saving a search goes. */
export type SearchVisitor = 'unknown' | 'guest' | 'customer' | 'associate' | 'other';

/**
 * "Save this search" on the listing page (docs/product/alerts.md "Saving a search"): a signed-in
 * customer gets the saved search form, with the name filled in from `description` (the page's own
 * description of the search) and the page's `query` as `GET /api/sites` takes it; a guest is told to
 * sign in and sent there, and on coming back (the address carries `saveSearch=1`) the search is
 * saved at once (SMS, instant) with a message saying so. Hidden for associates and other accounts.
 */
export function SaveSearchButton({
  query,
  description,
  visitor,
}: {
  /** The page's query as `GET /api/sites` takes it, without paging (`savedQueryOf`). */
  query: Record<string, string>;
  /** The page's own description of the search: the default name. */
  description: string;
  /** Who is looking: 'unknown' until the session is known. */
  visitor: SearchVisitor;
}) {
  const t = useSavedSearchTexts();
  const msg = useMessageText();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const create = useCreateSavedSearch();
  const [isOpen, setOpen] = useState(false);
  const name = defaultSearchName(description);
  const isReturning = searchParams.get(SAVE_SEARCH_PARAM) === '1';
  const done = useRef(false);

  // a guest who was sent to sign in comes back here with the flag: save once, then drop the flag
  // what saving on return reads (the name, the query, the mutation) is read when it runs, so the
  // effect runs again only when the flag or the visitor changes
  const saveOnReturn = useEffectEvent(() => {
    const next = new URLSearchParams(searchParams);
    next.delete(SAVE_SEARCH_PARAM);
    setSearchParams(next, { replace: true });
    if (visitor !== 'customer') return;
    create
      .mutateAsync({ name, query, channels: ['sms'], frequency: 'instant' })
      .then((answer) => toast.success(msg(answer.message)))
      .catch((error: Error) => toast.error(msg(error.message)));
  });
  useEffect(() => {
    // `done` keeps a development double run (StrictMode) from saving twice
    if (!isReturning || visitor === 'unknown' || visitor === 'guest' || done.current) return;
    done.current = true;
    saveOnReturn();
  }, [isReturning, visitor]);

  if (visitor === 'associate' || visitor === 'other') return null;

  function open() {
    if (visitor === 'unknown') return;
    if (visitor === 'guest') {
      toast.info(t('save.guest'));
      const back = new URLSearchParams(location.search);
      back.set(SAVE_SEARCH_PARAM, '1');
      navigate(withReturnTo(PATHS.signInUser, `${location.pathname}?${back.toString()}`));
      return;
    }
    setOpen(true);
  }

  return (
    <>
      <button type="button" className="btn-outline" onClick={open}>
        <Bell aria-hidden="true" className="size-4" /> {t('save.button')}
      </button>
      {isOpen && (
        <SavedSearchForm
          title={t('save.title')}
          submitLabel={t('save.submit')}
          initial={{ name, query, channels: ['sms'], frequency: 'instant' }}
          onClose={() => setOpen(false)}
          onSubmit={async (input) => {
            const answer = await create.mutateAsync(input);
            setOpen(false);
            toast.success(msg(answer.message));
          }}
        />
      )}
    </>
  );
}
