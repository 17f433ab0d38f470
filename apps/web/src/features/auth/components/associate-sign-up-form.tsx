import {
  AADHAAR_LENGTH,
  ACCOUNT_MESSAGES,
  ACCOUNT_SCREEN_MESSAGES,
  ASSOCIATE_CHECK_DELAY_MS,
  ASSOCIATE_EMAIL_CHECK_DELAY_MS,
  aadhaarProblem,
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  PAN_LENGTH,
  PAN_PATTERN,
} from '@realty/contracts/accounts/fields';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { failureMessage, SIGN_UP_TOAST } from '../../../components/account-forms/account-rules.ts';
import { EmailField, MobileField, PasswordField, TextField } from '../../../components/account-forms/fields.tsx';
import { SwitchLine } from '../../../components/account-forms/lines.tsx';
import { LocationOrCityStep, useLocationOrCity } from '../../../components/account-forms/location-step.tsx';
import { useAccountFormTexts } from '../../../components/account-forms/texts.ts';
import { useKeptDraft } from '../../../components/account-forms/use-sign-up-otp.ts';
import { FormPrivacyNotice } from '../../../components/privacy-notice/form-privacy-notice.tsx';
import { emptyBoxes, isDigit, joinBoxes, SegmentedCodeInput } from '../../../components/ui/code-input.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { emptyOtp, OtpInput } from '../../../components/ui/otp-input.tsx';
import { PATHS } from '../../../config/paths.ts';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client.ts';
import { clearFormDraft, useFormDraft } from '../../../lib/form-draft.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { pushToken } from '../../../lib/push.ts';
import { saveLogin } from '../../../lib/session.ts';
import { useOtpSender } from '../../../lib/use-otp-sender.ts';
import { checkAssociateField, sendAssociateOtp, signUpAssociate, verifyAssociateOtp } from '../api/associate-api.ts';
import { useDebouncedCheck } from '../hooks/use-debounced-check.ts';
import { useSponsorCheck } from '../hooks/use-sponsor-check.ts';
import { useAuthTexts } from '../texts.ts';
import {
  type AssociateField,
  type AssociateSubmitText,
  acceptsPanChar,
  associateOtpProblem,
  associateSignUpFieldProblem,
  associateSubmitLabel,
  normaliseEmail,
} from '../utils/validation.ts';
import { DuplicateStatus } from './duplicate-status.tsx';
import { WelcomePopup } from './welcome-popup.tsx';

// Duplicate checks of docs/product/accounts.md ("Associate sign-up"): e-mail after 450 ms; mobile, Aadhaar and PAN after 350 ms.
const checkEmail = (value: string, signal: AbortSignal) => checkAssociateField('email', value, signal);
const checkMobile = (value: string, signal: AbortSignal) => checkAssociateField('mobile', value, signal);
const checkAadhaar = (value: string, signal: AbortSignal) => checkAssociateField('aadhaar', value, signal);
const checkPan = (value: string, signal: AbortSignal) => checkAssociateField('pan', value, signal);
const isEmail = (value: string) => EMAIL_PATTERN.test(value);
const isMobile = (value: string) => MOBILE_PATTERN.test(value);
const isAadhaar = (value: string) => aadhaarProblem(value) === null;
const isPan = (value: string) => PAN_PATTERN.test(value);
const upper = (char: string) => char.toUpperCase();

/** The fields kept across Back and Forward: never the password, Aadhaar or PAN (docs/product/accounts.md, "Back and Forward during sign-up"). */
const KEPT_FIELDS = ['ass_name', 'ass_email', 'ass_mobile', 'ass_sponsor_id'] as const;
/** The name of this form's draft. */
const DRAFT = 'registerassociate';

/** The form field an API answer's `field` belongs to, for showing its message next to it. */
const FIELD_OF_ANSWER = {
  ass_name: 'ass_name',
  ass_email: 'ass_email',
  ass_mobile: 'ass_mobile',
  ass_password: 'ass_password',
  ass_sponsor_id: 'ass_sponsor_id',
  otp: 'otp',
} as const satisfies Record<string, AssociateField>;

/** The text key of each state of the submit button ({@link associateSubmitLabel} gives the English text). */
const SUBMIT_TEXT_KEYS = {
  'Checking Location...': 'associate.submit.locating',
  'Enable Location or Choose Your City': 'associate.submit.enableLocation',
  'Creating Account...': 'associate.submit.creating',
  'Resolve duplicates': 'associate.submit.resolve',
  'Create Account': 'associate.submit.create',
} as const satisfies Record<AssociateSubmitText, string>;

/**
 * Associate sign-up (docs/product/accounts.md, "Associate sign-up"), made of the shared account
 * form steps of components/account-forms (docs/decisions/0027-shared-account-form-steps.md): the
 * e-mail, password and +91 mobile fields, the mobile's own Send OTP (the shared
 * {@link useOtpSender}: resend after 30 s) and the location or city ({@link LocationOrCityStep});
 * the associate adds its own: the name, the six OTP boxes shown inline, optional Aadhaar (12
 * boxes) and PAN (10 boxes), a required sponsor id looked up on each change, duplicate checks
 * next to each field and the five-state submit button. 'Create Account' verifies the typed code
 * and creates the account in one step, like the customers' form: the fields are checked with the
 * contract's sign-up rules in the spec's order, the first failure shown next to its field and
 * toasted; success stores the associate, shows the welcome popup and goes to /associatedashboard
 * after 3 seconds. Texts and messages in the page's language; the OTP and the sign-up carry that
 * language, the language of the associate's SMS (docs/product/accounts.md, "Language of an account and Hindi
 * listing text").
 */
export function AssociateSignUpForm() {
  const t = useAuthTexts();
  const tf = useAccountFormTexts();
  const msg = useMessageText();
  const language = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const ids = {
    name: useId(),
    email: useId(),
    password: useId(),
    mobile: useId(),
    sponsor: useId(),
    aadhaar: useId(),
    pan: useId(),
  };
  const draft = useKeptDraft(DRAFT, KEPT_FIELDS);
  const [name, setName] = useState(draft.fields.ass_name ?? '');
  const [email, setEmail] = useState(draft.fields.ass_email ?? '');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState(draft.fields.ass_mobile ?? '');
  const [otp, setOtp] = useState(emptyOtp);
  const [sponsorId, setSponsorId] = useState(() =>
    (searchParams.get('sponsor') ?? draft.fields.ass_sponsor_id ?? '').trim().toUpperCase().slice(0, 40),
  );
  const [aadhaar, setAadhaar] = useState(() => emptyBoxes(AADHAAR_LENGTH));
  const [pan, setPan] = useState(() => emptyBoxes(PAN_LENGTH));
  // an OTP sent before Back or Forward still stands for the same mobile
  const [otpSentTo, setOtpSentTo] = useState<string | null>(draft.otpSentTo);
  useFormDraft(DRAFT, { fields: { ass_name: name, ass_email: email, ass_mobile: mobile, ass_sponsor_id: sponsorId }, otpSentTo });
  const [verifiedMobile, setVerifiedMobile] = useState<string | null>(null);
  const [busy, setBusy] = useState<'sending' | 'verifying' | 'creating' | null>(null);
  const [welcomeName, setWelcomeName] = useState<string | null>(null);
  const location = useLocationOrCity();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<AssociateField, string>>>({});
  /** Where the associate is: the device location, else the chosen city's centre (docs/product/accounts.md, "Associate sign-up"). */
  const { place } = location;
  const otpSender = useOtpSender();

  const cleanEmail = normaliseEmail(email);
  const aadhaarText = joinBoxes(aadhaar);
  const panText = joinBoxes(pan);
  const emailState = useDebouncedCheck(cleanEmail, { delayMs: ASSOCIATE_EMAIL_CHECK_DELAY_MS, isReady: isEmail, check: checkEmail });
  const mobileState = useDebouncedCheck(mobile, { delayMs: ASSOCIATE_CHECK_DELAY_MS, isReady: isMobile, check: checkMobile });
  const aadhaarState = useDebouncedCheck(aadhaarText, { delayMs: ASSOCIATE_CHECK_DELAY_MS, isReady: isAadhaar, check: checkAadhaar });
  const panState = useDebouncedCheck(panText, { delayMs: ASSOCIATE_CHECK_DELAY_MS, isReady: isPan, check: checkPan });
  const sponsor = useSponsorCheck(sponsorId);
  const duplicates = [emailState, mobileState, aadhaarState, panState];

  // Sent/verified belong to one mobile: changing the mobile resets both (docs/product/accounts.md, "Mobile OTPs").
  const isOtpSent = otpSentTo !== null && otpSentTo === mobile;
  const isMobileVerified = verifiedMobile !== null && verifiedMobile === mobile;
  // the resend lock belongs to the mobile the code went to
  const resendWait = isOtpSent ? otpSender.secondsLeft : 0;

  const button = associateSubmitLabel({
    isLocating: location.state.status === 'checking',
    hasLocation: place !== null,
    isSubmitting: busy === 'creating',
    hasDuplicate: duplicates.includes('exists'),
  });

  const sendOtp = async () => {
    if (!MOBILE_PATTERN.test(mobile)) {
      toast.error(msg(ACCOUNT_MESSAGES.enterValidMobile), SIGN_UP_TOAST);
      return;
    }
    if (mobileState === 'exists') {
      toast.error(msg(ACCOUNT_MESSAGES.mobileTaken), SIGN_UP_TOAST);
      return;
    }
    setBusy('sending');
    try {
      const answer = await otpSender.send(() => sendAssociateOtp(mobile, language));
      setOtpSentTo(mobile);
      setOtp(emptyOtp());
      toast.success(msg(answer.msg || answer.message || ACCOUNT_MESSAGES.otpSentShort), SIGN_UP_TOAST);
    } catch (error) {
      toast.error(msg(failureMessage(error, 'OTP send failed', ACCOUNT_SCREEN_MESSAGES.otpSendError)), SIGN_UP_TOAST);
    } finally {
      setBusy(null);
    }
  };

  /** Verifies the typed OTP for the mobile (the first half of 'Create Account'); true when it is right. */
  const verifyTypedOtp = async (): Promise<boolean> => {
    const code = joinBoxes(otp);
    const problem = associateOtpProblem(code);
    if (problem) {
      setFieldErrors({ otp: problem });
      toast.error(msg(problem), SIGN_UP_TOAST);
      return false;
    }
    try {
      await verifyAssociateOtp(mobile, code);
      setVerifiedMobile(mobile);
      return true;
    } catch (error) {
      const message = failureMessage(error, 'OTP verification failed', 'Error verifying OTP');
      setFieldErrors({ otp: message });
      toast.error(msg(message), SIGN_UP_TOAST);
      return false;
    }
  };

  /**
   * 'Create Account' in one step, like the customers' form: the form's checks (each failure shown
   * next to its field and as a toast), then the typed OTP verified when the mobile is not yet, then
   * the sign-up with the device location or the chosen city.
   */
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (button.isDisabled) return;
    const hasTypedOtp = isOtpSent && joinBoxes(otp).length > 0;
    const fieldProblem = associateSignUpFieldProblem({
      ass_name: name,
      ass_email: email,
      ass_mobile: mobile,
      ass_password: password,
      ass_sponsor_id: sponsorId,
      isSponsorValid: sponsor.status === 'valid',
      isMobileVerified: isMobileVerified || hasTypedOtp,
      duplicates,
    });
    const aadhaarWrong = aadhaarText ? aadhaarProblem(aadhaarText) : null;
    const panWrong = panText && !PAN_PATTERN.test(panText) ? ACCOUNT_MESSAGES.panInvalid : null;
    setFieldErrors(fieldProblem ? { [fieldProblem.field]: fieldProblem.message } : {});
    const problem = fieldProblem?.message ?? (place === null ? ACCOUNT_MESSAGES.locationRequired : null) ?? aadhaarWrong ?? panWrong;
    if (problem || place === null) {
      toast.error(msg(problem ?? ACCOUNT_MESSAGES.locationRequired), SIGN_UP_TOAST);
      return;
    }
    setBusy('creating');
    if (!isMobileVerified && !(await verifyTypedOtp())) {
      setBusy(null);
      return;
    }
    const token = pushToken();
    try {
      const answer = await signUpAssociate({
        ass_name: name.trim(),
        ass_email: cleanEmail,
        ass_mobile: mobile,
        ass_password: password,
        ass_sponsor_id: sponsorId.trim().toUpperCase(),
        ass_lat: place.lat,
        ass_lon: place.lon,
        ...(aadhaarText ? { ass_aadhaar: aadhaarText } : {}),
        ...(panText ? { ass_pan: panText } : {}),
        ...(token ? { ass_noti_token: token } : {}),
        language,
      });
      const saved = saveLogin({ ...answer.associate, ass_id: answer.associate.ass_id }, 'associate');
      clearFormDraft(DRAFT);
      toast.success(msg(ACCOUNT_MESSAGES.registrationSuccessful), SIGN_UP_TOAST);
      setWelcomeName(saved.displayName);
    } catch (error) {
      if (!(error instanceof ApiError) || error.code === NETWORK_ERROR || error.status >= 500)
        console.error('Associate registration failed', error);
      const message = failureMessage(error, 'Something went wrong. Check console.', 'Something went wrong. Check console.');
      if (error instanceof ApiError && error.field && error.field in FIELD_OF_ANSWER)
        setFieldErrors({ [FIELD_OF_ANSWER[error.field as keyof typeof FIELD_OF_ANSWER]]: message });
      toast.error(msg(message), SIGN_UP_TOAST);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <TextField
          id={ids.name}
          label={t('field.fullNameAssociate')}
          fieldClassName="sm:col-span-2"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={fieldErrors.ass_name}
        />
        <EmailField
          id={ids.email}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setEmail(cleanEmail)}
          error={fieldErrors.ass_email}
          isInvalid={emailState === 'exists'}
          notes={[`${ids.email}-check`]}
          after={<DuplicateStatus id={`${ids.email}-check`} state={emailState} existsMessage={ACCOUNT_MESSAGES.emailTaken} />}
        />
        <PasswordField
          id={ids.password}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.ass_password}
        />

        <MobileField
          id={ids.mobile}
          fieldClassName="sm:col-span-2"
          hasCountryCode
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
          error={fieldErrors.ass_mobile}
          isInvalid={mobileState === 'exists'}
          notes={[!isOtpSent && fieldErrors.otp && `${ids.mobile}-otp-error`, `${ids.mobile}-check`]}
          action={
            isMobileVerified ? (
              <span className="inline-flex items-center gap-1 px-2 text-sm font-semibold text-green-700">
                <CheckCircle2 aria-hidden="true" className="size-4" /> {t('otp.mobileVerified')}
              </span>
            ) : (
              <button type="button" onClick={sendOtp} disabled={busy !== null || resendWait > 0} className="btn-outline px-4">
                {busy === 'sending'
                  ? tf('otp.sendingShort')
                  : resendWait > 0
                    ? tf('otp.resendIn', { seconds: resendWait })
                    : isOtpSent
                      ? tf('otp.resend')
                      : tf('otp.send')}
              </button>
            )
          }
          after={
            <>
              <DuplicateStatus id={`${ids.mobile}-check`} state={mobileState} existsMessage={ACCOUNT_MESSAGES.mobileTaken} />
              {isOtpSent || isMobileVerified ? null : <FieldError id={`${ids.mobile}-otp-error`} message={fieldErrors.otp} />}
            </>
          }
        />

        {isOtpSent && !isMobileVerified ? (
          <div className="sm:col-span-2">
            <OtpInput
              legend={t('otp.legendShort')}
              value={otp}
              onChange={setOtp}
              error={fieldErrors.otp && msg(fieldErrors.otp)}
              isDisabled={busy === 'creating'}
              boxClassName="h-11 w-10 text-lg sm:w-11"
            />
            <p className="mt-1 text-sm text-slate-600">{t('associate.otpHint')}</p>
          </div>
        ) : null}

        <div className="sm:col-span-2">
          <SegmentedCodeInput
            legend={t('associate.aadhaarLegend')}
            value={aadhaar}
            onChange={setAadhaar}
            accepts={isDigit}
            boxLabel={(index, count) => t('associate.aadhaarBox', { index: index + 1, total: count })}
            describedBy={`${ids.aadhaar}-check`}
            gapClassName="gap-1 sm:gap-1.5"
            boxClassName="h-11 w-[1.375rem] text-base sm:w-9"
          />
          {aadhaarText.length === AADHAAR_LENGTH && aadhaarProblem(aadhaarText) ? (
            <FieldError id={`${ids.aadhaar}-check`} message={aadhaarProblem(aadhaarText) ?? undefined} />
          ) : (
            <DuplicateStatus id={`${ids.aadhaar}-check`} state={aadhaarState} existsMessage={ACCOUNT_MESSAGES.aadhaarTaken} />
          )}
        </div>
        <div className="sm:col-span-2">
          <SegmentedCodeInput
            legend={t('associate.panLegend')}
            value={pan}
            onChange={setPan}
            accepts={acceptsPanChar}
            transform={upper}
            boxLabel={(index, count) => t('associate.panBox', { index: index + 1, total: count })}
            inputMode={(index) => (index >= 5 && index <= 8 ? 'numeric' : 'text')}
            describedBy={`${ids.pan}-check`}
            gapClassName="gap-1 sm:gap-1.5"
            boxClassName="h-11 w-[1.625rem] text-base sm:w-9"
          />
          <DuplicateStatus id={`${ids.pan}-check`} state={panState} existsMessage={ACCOUNT_MESSAGES.panTaken} />
        </div>

        <TextField
          id={ids.sponsor}
          label={t('associate.sponsorId')}
          fieldClassName="sm:col-span-2"
          className="input uppercase"
          autoCapitalize="characters"
          autoComplete="off"
          placeholder={t('associate.sponsorPlaceholder')}
          value={sponsorId}
          onChange={(e) => setSponsorId(e.target.value.toUpperCase().slice(0, 40))}
          error={fieldErrors.ass_sponsor_id}
          isInvalid={sponsor.status === 'invalid'}
          notes={[`${ids.sponsor}-status`]}
          after={
            <p id={`${ids.sponsor}-status`} aria-live="polite" className="mt-1 min-h-5 text-sm">
              {sponsor.status === 'checking' ? (
                <span className="inline-flex items-center gap-1 text-slate-600">
                  <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {t('associate.checkingSponsor')}
                </span>
              ) : sponsor.status === 'valid' ? (
                <span className="inline-flex items-center gap-1 text-green-700">
                  <CheckCircle2 aria-hidden="true" className="size-4" /> {t('associate.sponsorName', { name: sponsor.name })}
                </span>
              ) : sponsor.status === 'invalid' ? (
                <span className="inline-flex items-center gap-1 text-red-700">
                  <XCircle aria-hidden="true" className="size-4" /> {msg(ACCOUNT_MESSAGES.sponsorUnknown)}
                </span>
              ) : sponsor.status === 'error' ? (
                <span className="text-red-700">{t('associate.sponsorError')}</span>
              ) : null}
            </p>
          }
        />

        <div className="sm:col-span-2">
          <LocationOrCityStep location={location} />
        </div>

        <div className="flex flex-col gap-3 sm:col-span-2">
          <FormPrivacyNotice form="associateSignUp" />
          <button type="submit" className="btn-primary w-full" disabled={button.isDisabled}>
            {t(SUBMIT_TEXT_KEYS[button.label])}
          </button>
        </div>
      </form>
      <SwitchLine className="mt-6" text={t('associate.already')} action={t('common.signIn')} to={PATHS.signInAssociate} />
      {welcomeName ? <WelcomePopup name={welcomeName} onContinue={() => navigate(PATHS.associateDashboard, { replace: true })} /> : null}
    </>
  );
}
