import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchSponsor } from '../api/associate-api.ts';

/** Wait after the last change before the sponsor id is looked up, in milliseconds. */
export const SPONSOR_CHECK_DELAY_MS = 350;

/** State of the sponsor id check (accounts.md §2: the sponsor's name is shown when valid). */
export type SponsorCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'valid'; memberId: string; name: string }
  | { status: 'invalid' }
  | { status: 'error' };

/**
 * Looks up the sponsor id on each change (debounced, `GET /api/associate/sponsor/{memberId}`,
 * accounts.md §4 "The sponsor id is checked on each change"): valid with the sponsor's name,
 * invalid on 404 ('Invalid Sponsor ID'), error when the check itself failed.
 */
export function useSponsorCheck(sponsorId: string): SponsorCheck {
  const id = sponsorId.trim().toUpperCase();
  const [state, setState] = useState<{ id: string; check: SponsorCheck }>({ id: '', check: { status: 'idle' } });

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState({ id, check: { status: 'checking' } });
      fetchSponsor(id, controller.signal).then(
        (sponsor) => {
          if (!controller.signal.aborted) setState({ id, check: { status: 'valid', memberId: sponsor.member_id, name: sponsor.name } });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const isUnknown = error instanceof ApiError && (error.status === 404 || error.status === 400);
          if (!isUnknown) console.error('Error checking Sponsor ID', error);
          setState({ id, check: { status: isUnknown ? 'invalid' : 'error' } });
        },
      );
    }, SPONSOR_CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [id]);

  if (!id) return { status: 'idle' };
  return state.id === id ? state.check : { status: 'checking' };
}
