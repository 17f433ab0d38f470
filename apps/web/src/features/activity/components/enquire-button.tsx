import { ACTIVITY_MESSAGES as M } from '@realty/contracts/activity/fields';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { withReturnTo } from '../../../lib/session.ts';
import { activityKeys, sendEnquiry } from '../api/activity-api.ts';
import { useVisitor } from '../hooks/use-customer.ts';
import { useActivityTexts } from '../texts.ts';
import { rememberGuestAction } from '../utils/guest-action.ts';
import { EnquiryPopup, type PopupMessage } from './enquiry-popup.tsx';

/** Milliseconds before a guest is sent to sign-up after the login message (docs/product/activity.md, "Enquiries"). */
export const GUEST_REDIRECT_MS = 2000;

/** Props of {@link EnquireButton}; `label` replaces 'Enquire Now' (in the page's language) when given. */
export type EnquireButtonProps = { siteId: number | undefined; className?: string; label?: string };

/**
 * 'Enquire Now' (docs/product/activity.md, "Enquiries"): a guest sees 'Please login to make an
 * enquiry.' and goes to /registeruser after 2 s, with this page to come back to; the enquiry is
 * sent once they have signed up or signed in. An associate is refused; a missing property id is
 * reported; a customer's enquiry is sent (one Idempotency-Key per attempt, so a retried request is
 * stored once) and a popup confirms it for 3 s. Texts and messages in the page's language
 * (docs/product/seo.md, "Hindi").
 */
export function EnquireButton({ siteId, className = 'btn-accent', label }: EnquireButtonProps) {
  const t = useActivityTexts();
  const visitor = useVisitor();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [popup, setPopup] = useState<PopupMessage | null>(null);
  const [isSending, setSending] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  const closePopup = useCallback(() => setPopup(null), []);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  async function enquire() {
    if (visitor.kind === 'unknown') return;
    if (visitor.kind === 'guest') {
      setPopup({ tone: 'error', text: M.guestEnquiry });
      if (siteId) rememberGuestAction('enquiry', siteId);
      const signUp = withReturnTo(PATHS.registerUser, `${location.pathname}${location.search}${location.hash}`);
      window.clearTimeout(redirectTimer.current);
      redirectTimer.current = window.setTimeout(() => navigate(signUp), GUEST_REDIRECT_MS);
      return;
    }
    if (visitor.kind !== 'customer') {
      setPopup({ tone: 'error', text: visitor.kind === 'associate' ? M.associateNoEnquiry : M.notLoggedIn });
      return;
    }
    if (!siteId) {
      setPopup({ tone: 'error', text: M.propertyIdMissing });
      return;
    }
    if (isSending) return;
    setSending(true);
    try {
      const result = await sendEnquiry(visitor.userId, siteId, crypto.randomUUID());
      setPopup({ tone: 'success', text: result.message || M.enquirySent });
      await queryClient.invalidateQueries({ queryKey: activityKeys.enquiries(visitor.userId) });
    } catch (error) {
      const text = hasErrorCode(error, ERROR_CODES.UNAUTHORIZED)
        ? M.notLoggedIn
        : hasErrorCode(error, ERROR_CODES.FORBIDDEN, ERROR_CODES.NOT_OWNER)
          ? error.message
          : M.serverError;
      setPopup({ tone: 'error', text });
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <button type="button" className={className} onClick={enquire} disabled={isSending} aria-busy={isSending}>
        {isSending ? t('enquire.sending') : (label ?? t('enquire.label'))}
      </button>
      <EnquiryPopup message={popup} onClose={closePopup} />
    </>
  );
}
