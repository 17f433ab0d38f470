import { ACTIVITY_MESSAGES as M } from '@realty/contracts/activity/fields';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PATHS } from '../../../config/paths.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { withReturnTo } from '../../../lib/session.ts';
import { activityKeys, sendEnquiry } from '../api/activity-api.ts';
import { useVisitor } from '../hooks/use-customer.ts';
import { useActivityTexts } from '../texts.ts';
import { rememberGuestAction } from '../utils/guest-action.ts';
import { EnquiryPopup, type PopupMessage } from './enquiry-popup.tsx';

/** Toast id of the guest's 'Please login to make an enquiry.', so a second tap replaces the first. */
export const GUEST_ENQUIRY_TOAST_ID = 'guest-enquiry';

/**
 * Props of {@link EnquireButton}; `label` replaces 'Enquire Now' (in the page's language) when
 * given (e.g. 'Ask For Details', which starts the same enquiry; docs/product/catalogue.md).
 */
export type EnquireButtonProps = { siteId: number | undefined; className?: string; label?: string };

/**
 * 'Enquire Now' (docs/product/activity.md, "Enquiries"): a guest goes at once to /registeruser,
 * with this page to come back to, and reads 'Please login to make an enquiry.' there (a toast,
 * which outlives the page change); the enquiry is
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
  const msg = useMessageText();
  const closePopup = useCallback(() => setPopup(null), []);

  async function enquire() {
    if (visitor.kind === 'unknown') return;
    if (visitor.kind === 'guest') {
      toast.error(msg(M.guestEnquiry), { id: GUEST_ENQUIRY_TOAST_ID });
      if (siteId) rememberGuestAction('enquiry', siteId);
      navigate(withReturnTo(PATHS.registerUser, `${location.pathname}${location.search}${location.hash}`));
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
