import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_SCREEN_MESSAGES,
  CUSTOMER_CHECK_DELAY_MS,
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  SIGN_UP_TOAST_MS,
} from '@realty/contracts/accounts/fields';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { joinBoxes } from '../../../components/ui/code-input.tsx';
import { describedBy, FieldError } from '../../../components/ui/field-error.tsx';
import { MobileInput } from '../../../components/ui/mobile-input.tsx';
import { emptyOtp, OtpInput } from '../../../components/ui/otp-input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { SignUpOtpStep } from '../../../components/ui/sign-up-otp-step.tsx';
import { PATHS } from '../../../config/paths.ts';
import { ApiError, hasErrorCode } from '../../../lib/api-client.ts';
import { clearFormDraft, readFormDraft, useFormDraft } from '../../../lib/form-draft.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { pushToken } from '../../../lib/push.ts';
import { saveLogin, withReturnTo } from '../../../lib/session.ts';
import { useOtpSender } from '../../../lib/use-otp-sender.ts';
import { checkCustomerEmail, checkCustomerMobile, saveCustomerLocation, sendCustomerOtp, signUpCustomer } from '../api/customer-api.ts';
import { useDebouncedCheck } from '../hooks/use-debounced-check.ts';
import { type DeviceLocation, type LocationResult, requestLocation } from '../hooks/use-geolocation.ts';
import { useReturnTo } from '../hooks/use-return-to.ts';
import { useAuthTexts } from '../texts.ts';
import { failureMessage } from '../utils/api-errors.ts';
import {
  type CustomerSignUpValues,
  customerSignUpFormResolverSchema,
  customerSignUpFormSchema,
  type CustomerSignUpForm as FormValues,
  otpProblem,
} from '../utils/validation.ts';
import { DuplicateStatus } from './duplicate-status.tsx';
import { WelcomePopup } from './welcome-popup.tsx';

/** How long each sign-up toast stays (docs/product/accounts.md). */
const SIGN_UP_TOAST = { duration: SIGN_UP_TOAST_MS } as const;

/** Type of a field error saying the value is registered already (its duplicate-check line is then hidden). */
const TAKEN = 'taken';

const FORM_FIELDS = ['user_name', 'user_email', 'user_mobile', 'user_password', 'user_alt_mobile'] as const;
/** The fields kept across Back and Forward (never the password; docs/product/accounts.md, "Back and Forward during sign-up"). */
const KEPT_FIELDS = ['user_name', 'user_email', 'user_mobile', 'user_alt_mobile'] as const;
/** The name of this form's draft ({@link useFormDraft}). */
const DRAFT = 'registeruser';
const isFormField = (field: string | undefined): field is (typeof FORM_FIELDS)[number] =>
  (FORM_FIELDS as readonly string[]).includes(field ?? '');

/**
 * Customer sign-up (docs/product/accounts.md, "Customer sign-up"): name, e-mail, mobile,
 * password and an optional alternate mobile, checked by the contract's own sign-up rules
 * (`customerSignUpFormSchema`), with duplicate checks 500 ms after typing. 'Send OTP' asks for
 * the location and sends the OTP at the same time (the code never waits for the location),
 * through the shared {@link useOtpSender} (resend after 30 s, or the server's Retry-After);
 * the six boxes of {@link OtpInput} and 'Verify OTP & Create Account' create the account in one call
 * (`POST /api/user/sign-up` with `otp`), store the session, save the location (when it arrives,
 * if that is after the account was created), welcome the customer and, after 3 seconds, go back
 * to the page named by `returnTo` or else to /userdashboard. Texts and messages are in the page's
 * language, and the OTP and the account carry it: the language of the customer's SMS
 * (docs/product/accounts.md, "Language of an account and Hindi listing text").
 */
export function CustomerSignUpForm() {
  const t = useAuthTexts();
  const msg = useMessageText();
  const language = useLanguage();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const ids = { name: useId(), email: useId(), mobile: useId(), password: useId(), alt: useId(), status: useId() };
  const [draft] = useState(() => readFormDraft(DRAFT, KEPT_FIELDS));
  const {
    register,
    handleSubmit,
    watch,
    setError,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<FormValues, unknown, CustomerSignUpValues>({
    resolver: zodResolver(customerSignUpFormResolverSchema),
    defaultValues: {
      user_name: draft.fields.user_name ?? '',
      user_email: draft.fields.user_email ?? '',
      user_mobile: draft.fields.user_mobile ?? '',
      user_password: '',
      user_alt_mobile: draft.fields.user_alt_mobile ?? '',
    },
  });
  const email = watch('user_email').trim();
  const mobile = watch('user_mobile');
  const emailState = useDebouncedCheck(email, {
    delayMs: CUSTOMER_CHECK_DELAY_MS,
    isReady: (v) => EMAIL_PATTERN.test(v),
    check: checkCustomerEmail,
  });
  const mobileState = useDebouncedCheck(mobile, {
    delayMs: CUSTOMER_CHECK_DELAY_MS,
    isReady: (v) => MOBILE_PATTERN.test(v),
    check: checkCustomerMobile,
  });

  // an OTP sent before Back or Forward still stands for the same mobile
  const [otpMobile, setOtpMobile] = useState<string | null>(() =>
    draft.otpSentTo && draft.otpSentTo === draft.fields.user_mobile ? draft.otpSentTo : null,
  );
  const [otp, setOtp] = useState(emptyOtp);
  const [otpError, setOtpError] = useState<string>();
  const [location, setLocation] = useState<DeviceLocation | null>(null);
  /** The location asked for at 'Send OTP', pending or obtained; null before, or after a refusal (asked again next time). */
  const locationRequest = useRef<Promise<LocationResult> | null>(null);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);
  const [busy, setBusy] = useState<'sending' | 'resending' | 'creating' | null>(null);
  const [status, setStatus] = useState('');
  const [welcomeName, setWelcomeName] = useState<string | null>(null);
  const otpSender = useOtpSender();
  const isOtpStep = otpMobile !== null;
  useFormDraft(DRAFT, {
    fields: {
      user_name: watch('user_name'),
      user_email: watch('user_email'),
      user_mobile: mobile,
      user_alt_mobile: watch('user_alt_mobile'),
    },
    otpSentTo: otpMobile,
  });

  // A different mobile needs a new OTP (docs/product/accounts.md, "Mobile OTPs").
  useEffect(() => {
    if (otpMobile !== null && mobile !== otpMobile) {
      setOtpMobile(null);
      setOtp(emptyOtp());
      setOtpError(undefined);
    }
  }, [mobile, otpMobile]);

  const blockOnDuplicates = (): boolean => {
    let isBlocked = false;
    if (emailState === 'exists') {
      setError('user_email', { type: TAKEN, message: ACCOUNT_MESSAGES.emailTaken });
      isBlocked = true;
    }
    if (mobileState === 'exists') {
      setError('user_mobile', { type: TAKEN, message: ACCOUNT_MESSAGES.mobileTaken });
      isBlocked = true;
    }
    return isBlocked;
  };

  const showServerFieldError = (error: unknown) => {
    // a taken e-mail or mobile is known by its code (EMAIL_TAKEN, MOBILE_TAKEN), never by its text
    if (error instanceof ApiError && isFormField(error.field))
      setError(error.field, {
        type: hasErrorCode(error, ERROR_CODES.EMAIL_TAKEN, ERROR_CODES.MOBILE_TAKEN) ? TAKEN : 'server',
        message: error.message,
      });
    if (error instanceof ApiError && error.field === 'otp') setOtpError(error.message);
  };

  /** Asks for the location without waiting for it (docs/product/accounts.md, "Customer sign-up"); the OTP goes out meanwhile. */
  const askForLocation = () => {
    if (locationRequest.current) return;
    locationRequest.current = requestLocation().then((found) => {
      if (found.status === 'obtained') setLocation(found.location);
      else {
        locationRequest.current = null;
        // an answer that comes after the visitor has left the form is not worth a message
        if (!isMounted.current) return found;
        if (found.status === 'unsupported') toast.error(msg('Geolocation not supported'), SIGN_UP_TOAST);
        else toast.warning(msg('Please enable location to find nearby properties.'), SIGN_UP_TOAST);
      }
      return found;
    });
  };

  const sendOtp = handleSubmit(async (values) => {
    if (blockOnDuplicates()) return;
    setBusy('sending');
    askForLocation();
    try {
      setStatus(t('otp.sending'));
      const answer = await otpSender.send(() => sendCustomerOtp({ mobile: values.user_mobile, purpose: 'signup', language }));
      const sent = msg(answer.message || ACCOUNT_MESSAGES.otpSent);
      toast.success(sent, SIGN_UP_TOAST);
      setOtpMobile(values.user_mobile);
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
      await otpSender.send(() => sendCustomerOtp({ mobile: otpMobile, purpose: 'signup', language }));
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
    if (!(await trigger()) || blockOnDuplicates()) return;
    const code = joinBoxes(otp);
    const problem = otpProblem(code);
    if (problem) {
      setOtpError(problem);
      toast.error(msg(problem), SIGN_UP_TOAST);
      return;
    }
    setOtpError(undefined);
    // the values as the contract reads them: trimmed, e-mail lower-cased, a blank alternate mobile left out
    const values = customerSignUpFormSchema.parse(getValues());
    const token = pushToken();
    setBusy('creating');
    try {
      const answer = await signUpCustomer({
        user_name: values.user_name,
        user_email: values.user_email,
        user_mobile: values.user_mobile,
        user_password: values.user_password,
        ...(values.user_alt_mobile ? { user_alt_mobile: values.user_alt_mobile } : {}),
        ...(token ? { user_noti_token: token } : {}),
        ...(location ? { user_loc_lat: location.lat, user_loc_lon: location.lon } : {}),
        otp: code,
        language,
      });
      const saved = saveLogin(answer.user, 'user');
      clearFormDraft(DRAFT);
      toast.success(msg(answer.message || ACCOUNT_MESSAGES.accountCreated), SIGN_UP_TOAST);
      setStatus(msg(answer.message || ACCOUNT_MESSAGES.accountCreated));
      const saveLocation = (at: DeviceLocation) =>
        saveCustomerLocation({
          user_id: answer.user.user_id,
          user_loc_lat: at.lat,
          user_loc_lon: at.lon,
          ...(token ? { user_noti_token: token } : {}),
        }).catch((error: unknown) => console.error('Saving the location failed', error));
      if (location) void saveLocation(location);
      else
        void locationRequest.current?.then((found) => {
          if (found.status === 'obtained') void saveLocation(found.location);
        });
      setWelcomeName(saved.displayName);
    } catch (error) {
      const message = msg(failureMessage(error, 'Signup failed', 'Signup failed'));
      showServerFieldError(error);
      toast.error(message, SIGN_UP_TOAST);
      setStatus(message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <form noValidate onSubmit={sendOtp} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={ids.name} className="label">
            {t('field.fullName')}
          </label>
          <input
            id={ids.name}
            className="input"
            autoComplete="name"
            aria-invalid={errors.user_name ? true : undefined}
            aria-describedby={describedBy(errors.user_name && `${ids.name}-error`)}
            {...register('user_name')}
          />
          <FieldError id={`${ids.name}-error`} message={errors.user_name?.message} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={ids.email} className="label">
            {t('field.email')}
          </label>
          <input
            id={ids.email}
            type="email"
            className="input"
            autoComplete="email"
            aria-invalid={errors.user_email || emailState === 'exists' ? true : undefined}
            aria-describedby={describedBy(errors.user_email && `${ids.email}-error`, `${ids.email}-check`)}
            {...register('user_email')}
          />
          <FieldError id={`${ids.email}-error`} message={errors.user_email?.message} />
          {errors.user_email?.type === TAKEN ? null : (
            <DuplicateStatus id={`${ids.email}-check`} state={emailState} existsMessage={ACCOUNT_MESSAGES.emailTaken} />
          )}
        </div>
        <div>
          <label htmlFor={ids.mobile} className="label">
            {t('field.mobile')}
          </label>
          <MobileInput
            id={ids.mobile}
            aria-invalid={errors.user_mobile || mobileState === 'exists' ? true : undefined}
            aria-describedby={describedBy(errors.user_mobile && `${ids.mobile}-error`, `${ids.mobile}-check`)}
            {...register('user_mobile')}
          />
          <FieldError id={`${ids.mobile}-error`} message={errors.user_mobile?.message} />
          {errors.user_mobile?.type === TAKEN ? null : (
            <DuplicateStatus id={`${ids.mobile}-check`} state={mobileState} existsMessage={ACCOUNT_MESSAGES.mobileTaken} />
          )}
        </div>
        <div>
          <label htmlFor={ids.alt} className="label">
            {t('field.altMobile')}
          </label>
          <MobileInput
            id={ids.alt}
            autoComplete="off"
            aria-invalid={errors.user_alt_mobile ? true : undefined}
            aria-describedby={describedBy(errors.user_alt_mobile && `${ids.alt}-error`)}
            {...register('user_alt_mobile')}
          />
          <FieldError id={`${ids.alt}-error`} message={errors.user_alt_mobile?.message} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={ids.password} className="label">
            {t('field.password')}
          </label>
          <PasswordInput
            id={ids.password}
            autoComplete="new-password"
            aria-invalid={errors.user_password ? true : undefined}
            aria-describedby={describedBy(errors.user_password && `${ids.password}-error`)}
            {...register('user_password')}
          />
          <FieldError id={`${ids.password}-error`} message={errors.user_password?.message} />
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
        />
      ) : null}

      <p id={ids.status} role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('signUp.haveAccount')}{' '}
        <Link to={withReturnTo(PATHS.signInUser, returnTo)} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t('common.signIn')}
        </Link>
      </p>
      {welcomeName ? (
        <WelcomePopup
          name={welcomeName}
          isReturning={returnTo !== undefined}
          onContinue={() => navigate(returnTo ?? PATHS.userDashboard, { replace: true })}
        />
      ) : null}
    </>
  );
}
