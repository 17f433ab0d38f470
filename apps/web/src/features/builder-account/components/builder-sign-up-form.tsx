import { BUILDER_MESSAGES } from '@realty/contracts/accounts/fields';
import { GSTIN_LENGTH, judgeGstin } from '@realty/contracts/builders/gstin';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { EmailField, FormField, MobileField, PasswordField, TextField } from '../../../components/account-forms/fields.tsx';
import { StatusLine, SwitchLine } from '../../../components/account-forms/lines.tsx';
import { SendOtpButton, SignUpOtpStep } from '../../../components/account-forms/otp-code.tsx';
import { useSignUpForm } from '../../../components/account-forms/use-sign-up-form.ts';
import { FormPrivacyNotice } from '../../../components/privacy-notice/form-privacy-notice.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { saveLogin, withReturnTo } from '../../../lib/session.ts';
import { useReturnTo } from '../../../lib/use-return-to.ts';
import { sendBuilderOtp, signUpBuilder } from '../api/builder-account-api.ts';
import { useBuilderAccountTexts } from '../texts.ts';
import {
  type BuilderSignUpValues,
  builderSignUpFormResolverSchema,
  builderSignUpFormSchema,
  type BuilderSignUpForm as FormValues,
  gstinHint,
} from '../utils/validation.ts';
import { OTP_BOX_CLASS } from './form-parts.tsx';

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

const FORM_FIELDS = [...KEPT_FIELDS, 'builder_password'] as const;
/** The send-otp call names the mobile 'mobile': its answers belong to the form's mobile field. */
const FIELD_ALIASES = { mobile: 'builder_mobile' } as const;

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
 * Builder sign-up (docs/product/builders.md, "Account"), in the customers' look and flow: the
 * builder's own fields (company name, contact person, office address, and optionally city, GSTIN,
 * checked while typing with the GSTIN check-digit algorithm, and RERA promoter number) around the
 * shared account form steps of components/account-forms
 * (docs/decisions/0027-shared-account-form-steps.md): e-mail, mobile, password and the OTP step
 * of {@link useSignUpForm}, all checked by the contract's own rules. 'Send OTP' sends the sign-up
 * code (resend after 30 s or the server's Retry-After); the six boxes and 'Verify OTP & Create
 * Account' create the account in one call (`POST /api/builder/sign-up` with `otp`), store the
 * login (login type 'builder') and go to the page named by `returnTo`, else /builderdashboard.
 * Texts and messages in the page's language; the OTP and the account carry it, the language of
 * the builder's SMS (docs/product/accounts.md, "Language of an account and Hindi listing text").
 */
export function BuilderSignUpForm() {
  const t = useBuilderAccountTexts();
  const language = useLanguage();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
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
  };
  const {
    register,
    handleSubmit,
    watch,
    trigger,
    getValues,
    formState: { errors },
    otp,
  } = useSignUpForm<FormValues, BuilderSignUpValues>({
    form: DRAFT,
    schema: builderSignUpFormResolverSchema,
    fields: FORM_FIELDS,
    kept: KEPT_FIELDS,
    mobileField: 'builder_mobile',
    fieldAliases: FIELD_ALIASES,
    sendCode: (to) => sendBuilderOtp({ mobile: to, purpose: 'signup', language }),
  });
  const gstin = watch('builder_gstin');
  const gstinTone = gstinHint(gstin).tone;

  const sendOtp = handleSubmit((values) => otp.send(values.builder_mobile));

  const createAccount = () =>
    otp.create(
      trigger,
      (code) => {
        // the values as the contract reads them: trimmed, e-mail lower-cased, GSTIN upper-cased, blank optional fields left out
        const values = builderSignUpFormSchema.parse(getValues());
        return signUpBuilder({
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
      },
      (answer) => {
        saveLogin(answer.user, 'builder');
        navigate(returnTo ?? PATHS.builderDashboard, { replace: true });
      },
    );

  const gstinField = register('builder_gstin');
  const promoterField = register('builder_rera_promoter_no');

  return (
    <>
      <form noValidate onSubmit={sendOtp} className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={ids.company}
          label={t('field.company')}
          fieldClassName="sm:col-span-2"
          autoComplete="organization"
          error={errors.builder_company?.message}
          {...register('builder_company')}
        />
        <TextField
          id={ids.name}
          label={t('field.contact')}
          autoComplete="name"
          error={errors.builder_name?.message}
          {...register('builder_name')}
        />
        <EmailField id={ids.email} error={errors.builder_email?.message} {...register('builder_email')} />
        <MobileField id={ids.mobile} hasCountryCode error={errors.builder_mobile?.message} {...register('builder_mobile')} />
        <PasswordField
          id={ids.password}
          autoComplete="new-password"
          error={errors.builder_password?.message}
          {...register('builder_password')}
        />
        <FormField id={ids.address} label={t('field.address')} fieldClassName="sm:col-span-2" error={errors.builder_address?.message}>
          {(control) => (
            <textarea rows={2} className="input min-h-20" autoComplete="street-address" {...control} {...register('builder_address')} />
          )}
        </FormField>
        <TextField
          id={ids.city}
          label={t('field.city')}
          autoComplete="address-level2"
          error={errors.builder_city?.message}
          {...register('builder_city')}
        />
        <TextField
          id={ids.promoter}
          label={t('field.promoter')}
          className="input uppercase"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={30}
          error={errors.builder_rera_promoter_no?.message}
          {...promoterField}
          onChange={(event) => {
            event.target.value = event.target.value.toUpperCase();
            return promoterField.onChange(event);
          }}
        />
        <TextField
          id={ids.gstin}
          label={t('field.gstin')}
          fieldClassName="sm:col-span-2"
          className="input font-mono uppercase tracking-wide"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={GSTIN_LENGTH}
          isInvalid={Boolean(errors.builder_gstin) || gstinTone === 'error'}
          notes={[`${ids.gstin}-status`]}
          after={<GstinStatus id={`${ids.gstin}-status`} value={gstin} />}
          {...gstinField}
          onChange={(event) => {
            event.target.value = event.target.value.toUpperCase().replace(/\s/g, '');
            return gstinField.onChange(event);
          }}
        />
        {otp.isOtpStep ? null : (
          <div className="flex flex-col gap-3 sm:col-span-2">
            <FormPrivacyNotice form="builderSignUp" />
            <SendOtpButton isSending={otp.busy === 'sending'} isDisabled={otp.busy !== null} />
          </div>
        )}
      </form>

      {otp.isOtpStep ? (
        <SignUpOtpStep
          {...otp.step}
          onCreate={createAccount}
          boxClassName={OTP_BOX_CLASS}
          className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-3 sm:p-4"
        />
      ) : null}

      <StatusLine id={otp.statusId} text={otp.status} />
      <SwitchLine
        className="mt-6"
        text={t('signUp.already')}
        action={t('common.signIn')}
        to={withReturnTo(PATHS.signInBuilder, returnTo)}
      />
    </>
  );
}
