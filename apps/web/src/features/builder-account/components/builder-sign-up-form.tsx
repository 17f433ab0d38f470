import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, ACCOUNT_SCREEN_MESSAGES, BUILDER_MESSAGES, SIGN_UP_TOAST_MS } from '@realty/contracts/accounts/fields';
import { GSTIN_LENGTH, judgeGstin } from '@realty/contracts/builders/gstin';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { joinBoxes } from '../../../components/ui/code-input.tsx';
import { MobileInput } from '../../../components/ui/mobile-input.tsx';
import { emptyOtp } from '../../../components/ui/otp-input.tsx';
import { SignUpOtpStep } from '../../../components/ui/sign-up-otp-step.tsx';
import { PATHS } from '../../../config/paths.ts';
import { ApiError, hasErrorCode } from '../../../lib/api-client.ts';
import { clearFormDraft, readFormDraft, useFormDraft } from '../../../lib/form-draft.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { RETURN_TO_PARAM, safeReturnTo, saveLogin, withReturnTo } from '../../../lib/session.ts';
import { useOtpSender } from '../../../lib/use-otp-sender.ts';
import { sendBuilderOtp, signUpBuilder } from '../api/builder-account-api.ts';
import { useBuilderAccountTexts } from '../texts.ts';
import {
  type BuilderSignUpValues,
  builderSignUpFormResolverSchema,
  builderSignUpFormSchema,
  type BuilderSignUpForm as FormValues,
  failureMessage,
  gstinHint,
  otpProblem,
} from '../utils/validation.ts';
import { describedBy, FieldError, OTP_BOX_CLASS, PasswordInput } from './form-parts.tsx';

/** The fields kept across Back and Forward (never the password; docs/product/accounts.md, "Back and Forward during sign-up"). */
const KEPT_FIELDS = [
  'builder_company',
  'builder_name',
  'builder_email',
  'builder_mobile',
  'builder_address',
  'builder_city',
  'builder_gstin',
  'builder_rera_promoter_no',
] as const;
/** The name of this form's draft. */
const DRAFT = 'registerbuilder';

/** How long each sign-up toast stays (as on the customers' sign-up). */
const SIGN_UP_TOAST = { duration: SIGN_UP_TOAST_MS } as const;

const FORM_FIELDS = [
  'builder_company',
  'builder_name',
  'builder_email',
  'builder_mobile',
  'builder_password',
  'builder_address',
  'builder_city',
  'builder_gstin',
  'builder_rera_promoter_no',
] as const;
const isFormField = (field: string | undefined): field is (typeof FORM_FIELDS)[number] =>
  (FORM_FIELDS as readonly string[]).includes(field ?? '');

/** The live GSTIN line under its field: neutral hint, error, or verified (a live region), in the page's language. */
function GstinStatus({ id, value }: { id: string; value: string }) {
  const t = useBuilderAccountTexts();
  const msg = useMessageText();
  const hint = gstinHint(value);
  const verdict = judgeGstin(value);
  const text =
    verdict === 'empty'
      ? t('gstin.empty')
      : verdict === 'incomplete'
        ? t('gstin.incomplete', { message: msg(BUILDER_MESSAGES.gstinIncomplete), length: value.trim().length })
        : msg(hint.text);
  const tone = hint.tone === 'error' ? 'text-red-700' : hint.tone === 'ok' ? 'text-green-700' : 'text-slate-600';
  return (
    <p id={id} aria-live="polite" className={`mt-1 min-h-5 text-sm ${tone}`}>
      <span className="inline-flex items-start gap-1">
        {hint.tone === 'ok' ? <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
        {hint.tone === 'error' ? <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
        {text}
      </span>
    </p>
  );
}

/**
 * Builder sign-up (docs/product/builders.md, "Account"), in the customers' look and flow: company
 * name, contact person, e-mail, mobile, password, office address, and optionally city, GSTIN
 * (checked while typing with the GSTIN check-digit algorithm) and RERA promoter number, all
 * checked by the contract's own rules. 'Send OTP' sends the sign-up code (resend after 30 s or
 * the server's Retry-After); the six boxes and 'Verify OTP & Create Account' create the account
 * in one call (`POST /api/builder/sign-up` with `otp`), store the login (login type 'builder')
 * and go to the page named by `returnTo`, else /builderdashboard. Texts and messages in the
 * page's language; the OTP and the account carry it, the language of the builder's SMS
 * (docs/product/accounts.md, "Language of an account and Hindi listing text").
 */
export function BuilderSignUpForm() {
  const t = useBuilderAccountTexts();
  const msg = useMessageText();
  const language = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get(RETURN_TO_PARAM));
  const ids = {
    company: useId(),
    name: useId(),
    email: useId(),
    mobile: useId(),
    password: useId(),
    address: useId(),
    city: useId(),
    gstin: useId(),
    promoter: useId(),
    status: useId(),
  };
  const [draft] = useState(() => readFormDraft(DRAFT, KEPT_FIELDS));
  const {
    register,
    handleSubmit,
    watch,
    setError,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<FormValues, unknown, BuilderSignUpValues>({
    resolver: zodResolver(builderSignUpFormResolverSchema),
    defaultValues: {
      builder_company: draft.fields.builder_company ?? '',
      builder_name: draft.fields.builder_name ?? '',
      builder_email: draft.fields.builder_email ?? '',
      builder_mobile: draft.fields.builder_mobile ?? '',
      builder_password: '',
      builder_address: draft.fields.builder_address ?? '',
      builder_city: draft.fields.builder_city ?? '',
      builder_gstin: draft.fields.builder_gstin ?? '',
      builder_rera_promoter_no: draft.fields.builder_rera_promoter_no ?? '',
    },
  });
  const mobile = watch('builder_mobile');
  const gstin = watch('builder_gstin');
  const gstinTone = gstinHint(gstin).tone;

  // an OTP sent before Back or Forward still stands for the same mobile
  const [otpMobile, setOtpMobile] = useState<string | null>(() =>
    draft.otpSentTo && draft.otpSentTo === draft.fields.builder_mobile ? draft.otpSentTo : null,
  );
  const [otp, setOtp] = useState(emptyOtp);
  const [otpError, setOtpError] = useState<string>();
  const [busy, setBusy] = useState<'sending' | 'resending' | 'creating' | null>(null);
  const [status, setStatus] = useState('');
  const otpSender = useOtpSender();
  const isOtpStep = otpMobile !== null;
  const kept = watch(KEPT_FIELDS);
  useFormDraft(DRAFT, { fields: Object.fromEntries(KEPT_FIELDS.map((field, index) => [field, kept[index] ?? ''])), otpSentTo: otpMobile });

  // A different mobile needs a new OTP.
  useEffect(() => {
    if (otpMobile !== null && mobile !== otpMobile) {
      setOtpMobile(null);
      setOtp(emptyOtp());
      setOtpError(undefined);
    }
  }, [mobile, otpMobile]);

  const showServerFieldError = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    // send-otp names the mobile 'mobile'; a taken e-mail or mobile is known by its code, never by its text
    const field = error.field === 'mobile' ? 'builder_mobile' : error.field;
    if (isFormField(field))
      setError(field, {
        type: hasErrorCode(error, ERROR_CODES.EMAIL_TAKEN, ERROR_CODES.MOBILE_TAKEN) ? 'taken' : 'server',
        message: error.message,
      });
    if (field === 'otp') setOtpError(error.message);
  };

  const sendOtp = handleSubmit(async (values) => {
    setBusy('sending');
    try {
      setStatus(t('otp.sending'));
      const answer = await otpSender.send(() => sendBuilderOtp({ mobile: values.builder_mobile, purpose: 'signup', language }));
      const sent = msg(answer.message || ACCOUNT_MESSAGES.otpSent);
      toast.success(sent, SIGN_UP_TOAST);
      setOtpMobile(values.builder_mobile);
      setOtp(emptyOtp());
      setOtpError(undefined);
      setStatus(t('otp.enterBelow', { message: sent }));
    } catch (error) {
      const message = msg(failureMessage(error, ACCOUNT_SCREEN_MESSAGES.otpSendFailed, ACCOUNT_SCREEN_MESSAGES.otpSendError));
      showServerFieldError(error);
      toast.error(message, SIGN_UP_TOAST);
      setStatus(message);
    } finally {
      setBusy(null);
    }
  });

  const resendOtp = async () => {
    if (!otpMobile) return;
    setBusy('resending');
    try {
      await otpSender.send(() => sendBuilderOtp({ mobile: otpMobile, purpose: 'signup', language }));
      toast.success(msg(ACCOUNT_SCREEN_MESSAGES.otpResent), SIGN_UP_TOAST);
      setStatus(msg(ACCOUNT_SCREEN_MESSAGES.otpResent));
      setOtp(emptyOtp());
      setOtpError(undefined);
    } catch (error) {
      const message = msg(failureMessage(error, ACCOUNT_SCREEN_MESSAGES.otpResendFailed, ACCOUNT_SCREEN_MESSAGES.otpResendError));
      toast.error(message, SIGN_UP_TOAST);
      setStatus(message);
    } finally {
      setBusy(null);
    }
  };

  const createAccount = async () => {
    if (!(await trigger())) return;
    const code = joinBoxes(otp);
    const problem = otpProblem(code);
    if (problem) {
      setOtpError(problem);
      toast.error(msg(problem), SIGN_UP_TOAST);
      return;
    }
    setOtpError(undefined);
    // the values as the contract reads them: trimmed, e-mail lower-cased, GSTIN upper-cased, blank optional fields left out
    const values = builderSignUpFormSchema.parse(getValues());
    setBusy('creating');
    try {
      const answer = await signUpBuilder({
        builder_company: values.builder_company,
        builder_name: values.builder_name,
        builder_email: values.builder_email,
        builder_mobile: values.builder_mobile,
        builder_password: values.builder_password,
        builder_address: values.builder_address,
        ...(values.builder_city ? { builder_city: values.builder_city } : {}),
        ...(values.builder_gstin ? { builder_gstin: values.builder_gstin } : {}),
        ...(values.builder_rera_promoter_no ? { builder_rera_promoter_no: values.builder_rera_promoter_no } : {}),
        otp: code,
        language,
      });
      saveLogin(answer.user, 'builder');
      clearFormDraft(DRAFT);
      toast.success(msg(answer.message || ACCOUNT_MESSAGES.accountCreated), SIGN_UP_TOAST);
      setStatus(msg(answer.message || ACCOUNT_MESSAGES.accountCreated));
      navigate(returnTo ?? PATHS.builderDashboard, { replace: true });
    } catch (error) {
      const message = msg(failureMessage(error, 'Signup failed', 'Signup failed'));
      showServerFieldError(error);
      toast.error(message, SIGN_UP_TOAST);
      setStatus(message);
    } finally {
      setBusy(null);
    }
  };

  const gstinField = register('builder_gstin');
  const promoterField = register('builder_rera_promoter_no');

  return (
    <>
      <form noValidate onSubmit={sendOtp} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={ids.company} className="label">
            {t('field.company')}
          </label>
          <input
            id={ids.company}
            className="input"
            autoComplete="organization"
            aria-invalid={errors.builder_company ? true : undefined}
            aria-describedby={describedBy(errors.builder_company && `${ids.company}-error`)}
            {...register('builder_company')}
          />
          <FieldError id={`${ids.company}-error`} message={errors.builder_company?.message} />
        </div>
        <div>
          <label htmlFor={ids.name} className="label">
            {t('field.contact')}
          </label>
          <input
            id={ids.name}
            className="input"
            autoComplete="name"
            aria-invalid={errors.builder_name ? true : undefined}
            aria-describedby={describedBy(errors.builder_name && `${ids.name}-error`)}
            {...register('builder_name')}
          />
          <FieldError id={`${ids.name}-error`} message={errors.builder_name?.message} />
        </div>
        <div>
          <label htmlFor={ids.email} className="label">
            {t('field.email')}
          </label>
          <input
            id={ids.email}
            type="email"
            className="input"
            autoComplete="email"
            aria-invalid={errors.builder_email ? true : undefined}
            aria-describedby={describedBy(errors.builder_email && `${ids.email}-error`)}
            {...register('builder_email')}
          />
          <FieldError id={`${ids.email}-error`} message={errors.builder_email?.message} />
        </div>
        <div>
          <label htmlFor={ids.mobile} className="label">
            {t('field.mobile')}
          </label>
          <div className="flex">
            <span className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-slate-600">
              +91
            </span>
            <MobileInput
              id={ids.mobile}
              className="input rounded-l-none"
              aria-invalid={errors.builder_mobile ? true : undefined}
              aria-describedby={describedBy(errors.builder_mobile && `${ids.mobile}-error`)}
              {...register('builder_mobile')}
            />
          </div>
          <FieldError id={`${ids.mobile}-error`} message={errors.builder_mobile?.message} />
        </div>
        <div>
          <label htmlFor={ids.password} className="label">
            {t('field.password')}
          </label>
          <PasswordInput
            id={ids.password}
            autoComplete="new-password"
            aria-invalid={errors.builder_password ? true : undefined}
            aria-describedby={describedBy(errors.builder_password && `${ids.password}-error`)}
            {...register('builder_password')}
          />
          <FieldError id={`${ids.password}-error`} message={errors.builder_password?.message} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={ids.address} className="label">
            {t('field.address')}
          </label>
          <textarea
            id={ids.address}
            rows={2}
            className="input min-h-20"
            autoComplete="street-address"
            aria-invalid={errors.builder_address ? true : undefined}
            aria-describedby={describedBy(errors.builder_address && `${ids.address}-error`)}
            {...register('builder_address')}
          />
          <FieldError id={`${ids.address}-error`} message={errors.builder_address?.message} />
        </div>
        <div>
          <label htmlFor={ids.city} className="label">
            {t('field.city')}
          </label>
          <input
            id={ids.city}
            className="input"
            autoComplete="address-level2"
            aria-invalid={errors.builder_city ? true : undefined}
            aria-describedby={describedBy(errors.builder_city && `${ids.city}-error`)}
            {...register('builder_city')}
          />
          <FieldError id={`${ids.city}-error`} message={errors.builder_city?.message} />
        </div>
        <div>
          <label htmlFor={ids.promoter} className="label">
            {t('field.promoter')}
          </label>
          <input
            id={ids.promoter}
            className="input uppercase"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={30}
            aria-invalid={errors.builder_rera_promoter_no ? true : undefined}
            aria-describedby={describedBy(errors.builder_rera_promoter_no && `${ids.promoter}-error`)}
            {...promoterField}
            onChange={(event) => {
              event.target.value = event.target.value.toUpperCase();
              return promoterField.onChange(event);
            }}
          />
          <FieldError id={`${ids.promoter}-error`} message={errors.builder_rera_promoter_no?.message} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={ids.gstin} className="label">
            {t('field.gstin')}
          </label>
          <input
            id={ids.gstin}
            className="input font-mono uppercase tracking-wide"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={GSTIN_LENGTH}
            aria-invalid={errors.builder_gstin || gstinTone === 'error' ? true : undefined}
            aria-describedby={`${ids.gstin}-status`}
            {...gstinField}
            onChange={(event) => {
              event.target.value = event.target.value.toUpperCase().replace(/\s/g, '');
              return gstinField.onChange(event);
            }}
          />
          <GstinStatus id={`${ids.gstin}-status`} value={gstin} />
        </div>
        {isOtpStep ? null : (
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary w-full" disabled={busy !== null}>
              {busy === 'sending' ? t('otp.sending') : t('otp.send')}
            </button>
          </div>
        )}
      </form>

      {isOtpStep ? (
        <SignUpOtpStep
          mobile={otpMobile}
          otp={otp}
          onOtpChange={setOtp}
          error={otpError}
          secondsLeft={otpSender.secondsLeft}
          busy={busy === 'sending' ? 'other' : busy}
          onResend={resendOtp}
          onCreate={createAccount}
          boxClassName={OTP_BOX_CLASS}
          className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-3 sm:p-4"
        />
      ) : null}

      <p id={ids.status} role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('signUp.already')}{' '}
        <Link to={withReturnTo(PATHS.signInBuilder, returnTo)} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t('common.signIn')}
        </Link>
      </p>
    </>
  );
}
