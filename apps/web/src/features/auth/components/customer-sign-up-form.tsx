import { ACCOUNT_MESSAGES, CUSTOMER_CHECK_DELAY_MS, EMAIL_PATTERN, MOBILE_PATTERN } from '@realty/contracts/accounts/fields';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { TAKEN } from '../../../components/account-forms/account-rules.ts';
import { EmailField, MobileField, PasswordField, TextField } from '../../../components/account-forms/fields.tsx';
import { StatusLine, SwitchLine } from '../../../components/account-forms/lines.tsx';
import { useLocationOnSend } from '../../../components/account-forms/location-step.tsx';
import { SendOtpButton, SignUpOtpStep } from '../../../components/account-forms/otp-code.tsx';
import { useSignUpForm } from '../../../components/account-forms/use-sign-up-form.ts';
import { FormPrivacyNotice } from '../../../components/privacy-notice/form-privacy-notice.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { pushToken } from '../../../lib/push.ts';
import { saveLogin, withReturnTo } from '../../../lib/session.ts';
import { useReturnTo } from '../../../lib/use-return-to.ts';
import { checkCustomerEmail, checkCustomerMobile, saveCustomerLocation, sendCustomerOtp, signUpCustomer } from '../api/customer-api.ts';
import { useDebouncedCheck } from '../hooks/use-debounced-check.ts';
import { useAuthTexts } from '../texts.ts';
import {
  type CustomerSignUpValues,
  customerSignUpFormResolverSchema,
  customerSignUpFormSchema,
  type CustomerSignUpForm as FormValues,
} from '../utils/validation.ts';
import { DuplicateStatus } from './duplicate-status.tsx';
import { WelcomePopup } from './welcome-popup.tsx';

const FORM_FIELDS = ['user_name', 'user_email', 'user_mobile', 'user_password', 'user_alt_mobile'] as const;
/** The fields kept across Back and Forward (never the password; docs/product/accounts.md, "Back and Forward during sign-up"). */
const KEPT_FIELDS = ['user_name', 'user_email', 'user_mobile', 'user_alt_mobile'] as const;
/** The name of this form's draft (`lib/form-draft.ts`). */
const DRAFT = 'registeruser';

/**
 * Customer sign-up (docs/product/accounts.md, "Customer sign-up"): the customer's own fields
 * (name, e-mail, alternate mobile) around the shared account form steps of
 * components/account-forms (docs/decisions/0027-shared-account-form-steps.md): the mobile, the
 * password, and the OTP step of {@link useSignUpForm}. Checked by the contract's own sign-up rules
 * (`customerSignUpFormSchema`), with duplicate checks 500 ms after typing. 'Send OTP' asks for the
 * location ({@link useLocationOnSend}, never waited for) and sends the OTP at the same time;
 * 'Verify OTP & Create Account' creates the account in one call (`POST /api/user/sign-up` with
 * `otp`), stores the session, saves the location (when it arrives, if that is after the account
 * was created), welcomes the customer and, after 3 seconds, goes back to the page named by
 * `returnTo` or else to /userdashboard. Texts and messages are in the page's language, and the
 * OTP and the account carry it: the language of the customer's SMS (docs/product/accounts.md,
 * "Language of an account and Hindi listing text").
 */
export function CustomerSignUpForm() {
  const t = useAuthTexts();
  const language = useLanguage();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const ids = { name: useId(), email: useId(), mobile: useId(), password: useId(), alt: useId() };
  const {
    register,
    handleSubmit,
    watch,
    setError,
    trigger,
    getValues,
    formState: { errors },
    otp,
    mobile,
  } = useSignUpForm<FormValues, CustomerSignUpValues>({
    form: DRAFT,
    schema: customerSignUpFormResolverSchema,
    fields: FORM_FIELDS,
    kept: KEPT_FIELDS,
    mobileField: 'user_mobile',
    sendCode: (to) => sendCustomerOtp({ mobile: to, purpose: 'signup', language }),
  });
  const email = watch('user_email').trim();
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
  const location = useLocationOnSend();
  const [welcomeName, setWelcomeName] = useState<string | null>(null);
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

  const sendOtp = handleSubmit(async (values) => {
    if (blockOnDuplicates()) return;
    location.ask();
    await otp.send(values.user_mobile);
  });

  const createAccount = () => {
    const token = pushToken();
    const at = location.location;
    return otp.create(
      async () => (await trigger()) && !blockOnDuplicates(),
      (code) => {
        // the values as the contract reads them: trimmed, e-mail lower-cased, a blank alternate mobile left out
        const values = customerSignUpFormSchema.parse(getValues());
        return signUpCustomer({
          user_name: values.user_name,
          user_email: values.user_email,
          user_mobile: values.user_mobile,
          user_password: values.user_password,
          ...(values.user_alt_mobile ? { user_alt_mobile: values.user_alt_mobile } : {}),
          ...(token ? { user_noti_token: token } : {}),
          ...(at ? { user_loc_lat: at.lat, user_loc_lon: at.lon } : {}),
          otp: code,
          language,
        });
      },
      (answer) => {
        const saved = saveLogin(answer.user, 'user');
        location.whenFound((found) => {
          saveCustomerLocation({
            user_id: answer.user.user_id,
            user_loc_lat: found.lat,
            user_loc_lon: found.lon,
            ...(token ? { user_noti_token: token } : {}),
          }).catch((error: unknown) => console.error('Saving the location failed', error));
        });
        setWelcomeName(saved.displayName);
      },
    );
  };

  return (
    <>
      <form noValidate onSubmit={sendOtp} className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={ids.name}
          label={t('field.fullName')}
          fieldClassName="sm:col-span-2"
          autoComplete="name"
          error={errors.user_name?.message}
          {...register('user_name')}
        />
        <EmailField
          id={ids.email}
          fieldClassName="sm:col-span-2"
          error={errors.user_email?.message}
          isInvalid={emailState === 'exists'}
          notes={[`${ids.email}-check`]}
          after={
            errors.user_email?.type === TAKEN ? null : (
              <DuplicateStatus id={`${ids.email}-check`} state={emailState} existsMessage={ACCOUNT_MESSAGES.emailTaken} />
            )
          }
          {...register('user_email')}
        />
        <MobileField
          id={ids.mobile}
          error={errors.user_mobile?.message}
          isInvalid={mobileState === 'exists'}
          notes={[`${ids.mobile}-check`]}
          after={
            errors.user_mobile?.type === TAKEN ? null : (
              <DuplicateStatus id={`${ids.mobile}-check`} state={mobileState} existsMessage={ACCOUNT_MESSAGES.mobileTaken} />
            )
          }
          {...register('user_mobile')}
        />
        <MobileField
          id={ids.alt}
          label={t('field.altMobile')}
          autoComplete="off"
          error={errors.user_alt_mobile?.message}
          {...register('user_alt_mobile')}
        />
        <PasswordField
          id={ids.password}
          fieldClassName="sm:col-span-2"
          autoComplete="new-password"
          error={errors.user_password?.message}
          {...register('user_password')}
        />
        {otp.isOtpStep ? null : (
          <div className="flex flex-col gap-3 sm:col-span-2">
            <FormPrivacyNotice form="customerSignUp" />
            <SendOtpButton isSending={otp.busy === 'sending'} isDisabled={otp.busy !== null} />
          </div>
        )}
      </form>

      {otp.isOtpStep ? <SignUpOtpStep {...otp.step} onCreate={createAccount} /> : null}

      <StatusLine id={otp.statusId} text={otp.status} />
      <SwitchLine
        className="mt-6"
        text={t('signUp.haveAccount')}
        action={t('common.signIn')}
        to={withReturnTo(PATHS.signInUser, returnTo)}
      />
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
