import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { useEffect, useState } from 'react';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { fetchSponsor } from '../api/associate-api.ts';

/** Wait after the last change before the sponsor id is looked up, in milliseconds. */
export const SPONSOR_CHECK_DELAY_MS = 350;

/** State of the sponsor id check (docs/product/accounts.md, "Associate sign-up": the sponsor's name shows when valid). */
export type SponsorCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'valid'; memberId: string; name: string }
  | { status: 'invalid' }
  | { status: 'error' };

/**
 * Looks up the sponsor id on each change (debounced, `GET /api/associate/sponsor/{memberId}`,
 * docs/product/accounts.md, "Associate sign-up"): valid with the sponsor's name,
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
          const isUnknown = hasErrorCode(error, ERROR_CODES.NOT_FOUND, ERROR_CODES.VALIDATION_FAILED);
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
