import { Bell } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PATHS } from '../../../config/paths.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { withReturnTo } from '../../../lib/session.ts';
import { useVisitor } from '../../activity/hooks/use-customer.ts';
import type { ListingFilters } from '../../catalogue/utils/listing-query.ts';
import { useCreateSavedSearch } from '../api/saved-searches-api.ts';
import { useSavedSearchTexts } from '../texts.ts';
import { defaultSearchName, SAVE_SEARCH_PARAM, savedQueryOf } from '../utils/saved-query.ts';
import { SavedSearchForm } from './saved-search-form.tsx';

/**
 * "Save this search" on the listing page (docs/product/alerts.md "Saving a search"): a signed-in
 * customer gets the saved search form, with the name filled in from `description` (the page's own
 * description of the search) and the page's query as `GET /api/sites` takes it; a guest is told to
 * sign in and sent there, and on coming back (the address carries `saveSearch=1`) the search is
 * saved at once (SMS, instant) with a message saying so. Hidden for associates and other accounts.
 */
export function SaveSearchButton({ filters, description }: { filters: ListingFilters; description: string }) {
  const t = useSavedSearchTexts();
  const msg = useMessageText();
  const visitor = useVisitor();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const create = useCreateSavedSearch();
  const [isOpen, setOpen] = useState(false);
  const query = savedQueryOf(filters);
  const name = defaultSearchName(description);
  const isReturning = searchParams.get(SAVE_SEARCH_PARAM) === '1';
  const done = useRef(false);

  // a guest who was sent to sign in comes back here with the flag: save once, then drop the flag
  useEffect(() => {
    if (!isReturning || visitor.kind === 'unknown' || visitor.kind === 'guest' || done.current) return;
    done.current = true;
    const next = new URLSearchParams(searchParams);
    next.delete(SAVE_SEARCH_PARAM);
    setSearchParams(next, { replace: true });
    if (visitor.kind !== 'customer') return;
    create
      .mutateAsync({ name, query, channels: ['sms'], frequency: 'instant' })
      .then((answer) => toast.success(msg(answer.message)))
      .catch((error: Error) => toast.error(msg(error.message)));
  }, [isReturning, visitor.kind, searchParams, setSearchParams, create, name, query, msg]);

  if (visitor.kind === 'associate' || visitor.kind === 'other') return null;

  function open() {
    if (visitor.kind === 'unknown') return;
    if (visitor.kind === 'guest') {
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
