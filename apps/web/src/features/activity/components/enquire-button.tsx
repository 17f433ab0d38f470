import { ENQUIRY_QUESTION_MAX } from '@realty/contracts/activity/enquiry-limits';
import { ACTIVITY_MESSAGES as M } from '@realty/contracts/activity/messages';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FormPrivacyNotice } from '../../../components/privacy-notice/form-privacy-notice.tsx';
import { ConfirmDialog } from '../../../components/ui/modal-dialog.tsx';
import { PATHS } from '../../../config/paths.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { withReturnTo } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { activityKeys, sendEnquiry } from '../api/activity-api.ts';
import { useVisitor } from '../hooks/use-customer.ts';
import { useActivityTexts } from '../texts.ts';
import { rememberGuestAction } from '../utils/guest-action.ts';
import { EnquiryPopup, type PopupMessage } from './enquiry-popup.tsx';

/** Toast id of the guest's 'Please login to make an enquiry.', so a second tap replaces the first. */
export const GUEST_ENQUIRY_TOAST_ID = 'guest-enquiry';

/** Props of {@link EnquireButton}. */
export type EnquireButtonProps = {
  siteId: number | undefined;
  className?: string;
  /** Replaces 'Enquire Now' (in the page's language), e.g. 'Ask For Details' (docs/product/catalogue.md). */
  label?: string;
  /**
   * A question to send with the enquiry ('Ask For Details' prefills one): a customer first sees it
   * in a box to change before sending; a guest's enquiry carries it after signing up.
   */
  question?: string;
  /** The listing's title, naming the question's dialog ('Ask about {title}'). */
  siteTitle?: string;
};

/**
 * 'Enquire Now' (docs/product/activity.md, "Enquiries"): a guest goes at once to /registeruser,
 * with this page to come back to, and reads 'Please login to make an enquiry.' there (a toast,
 * which outlives the page change); the enquiry (with its `question`, when given) is sent once
 * they have signed up or signed in. An associate is refused; a missing property id is reported;
 * a customer's enquiry is sent (one Idempotency-Key per attempt, so a retried request is stored
 * once) and a popup confirms it for 3 s. With a `question` ('Ask For Details'), a customer first
 * gets a dialog with the question prefilled, to change and send. Texts and messages in the
 * page's language (docs/product/seo.md, "Hindi").
 */
export function EnquireButton({ siteId, className = 'btn-accent', label, question, siteTitle }: EnquireButtonProps) {
  const t = useActivityTexts();
  const visitor = useVisitor();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [popup, setPopup] = useState<PopupMessage | null>(null);
  const [isSending, setSending] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const msg = useMessageText();
  const questionId = useId();
  const closePopup = useCallback(() => setPopup(null), []);

  function enquire() {
    if (visitor.kind === 'unknown') return;
    if (visitor.kind === 'guest') {
      toast.error(msg(M.guestEnquiry), { id: GUEST_ENQUIRY_TOAST_ID });
      if (siteId) rememberGuestAction('enquiry', siteId, Date.now(), question);
      navigate(withReturnTo(PATHS.registerUser, `${location.pathname}${location.search}${location.hash}`));
      return;
    }
    if (visitor.kind === 'customer' && siteId && question !== undefined) {
      setDraft(question);
      return;
    }
    void send(undefined);
  }

  async function send(asked: string | undefined) {
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
      const result = await sendEnquiry(visitor.userId, siteId, crypto.randomUUID(), asked);
      setDraft(null);
      setPopup({ tone: 'success', text: result.message || M.enquirySent });
      await queryClient.invalidateQueries({ queryKey: activityKeys.enquiries(visitor.userId) });
    } catch (error) {
      const text = hasErrorCode(error, ERROR_CODES.UNAUTHORIZED)
        ? M.notLoggedIn
        : hasErrorCode(error, ERROR_CODES.FORBIDDEN, ERROR_CODES.NOT_OWNER, ERROR_CODES.VALIDATION_FAILED)
          ? error.message
          : M.serverError;
      setDraft(null);
      setPopup({ tone: 'error', text });
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <button type="button" className={className} onClick={enquire} disabled={isSending} aria-busy={isSending}>
        {isSending && draft === null ? t('enquire.sending') : (label ?? t('enquire.label'))}
      </button>
      {draft !== null ? (
        <ConfirmDialog
          title={siteTitle ? t('ask.titleOf', { title: siteTitle }) : t('ask.title')}
          confirmLabel={t('ask.send')}
          isPending={isSending}
          onConfirm={() => void send(draft)}
          onCancel={() => setDraft(null)}
        >
          <label htmlFor={questionId} className="block font-medium text-slate-800">
            {t('ask.label')}
          </label>
          <textarea
            id={questionId}
            className="input mt-1 min-h-28 w-full"
            maxLength={ENQUIRY_QUESTION_MAX}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <p className="mt-1 text-xs text-slate-500">{t('ask.hint')}</p>
          <FormPrivacyNotice form="enquiry" className="mt-3" />
        </ConfirmDialog>
      ) : null}
      <EnquiryPopup message={popup} onClose={closePopup} />
    </>
  );
}
