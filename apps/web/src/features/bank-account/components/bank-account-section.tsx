import { ACCOUNT_SCREEN_MESSAGES } from '@realty/contracts/accounts/fields';
import { formatDate } from '@realty/contracts/common/dates';
import {
  accountNumberDigits,
  accountNumberSchema,
  BANK_ACCOUNT_MESSAGES,
  type BankAccount,
  holderNameSchema,
  IFSC_PATTERN,
  ifscSchema,
  ifscText,
} from '@realty/contracts/payouts/bank-account';
import { CheckCircle2, Landmark } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { failureMessage, otpProblem } from '../../../components/account-forms/account-rules.ts';
import { TextField } from '../../../components/account-forms/fields.tsx';
import { StatusLine } from '../../../components/account-forms/lines.tsx';
import { ResendLine } from '../../../components/account-forms/otp-code.tsx';
import { FormPrivacyNotice } from '../../../components/privacy-notice/form-privacy-notice.tsx';
import { joinBoxes } from '../../../components/ui/code-input.tsx';
import { emptyOtp, OtpInput } from '../../../components/ui/otp-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { type OtpSender, useOtpSender } from '../../../lib/use-otp-sender.ts';
import { sendBankAccountOtp, useIfscBank, useMyBankAccount, useSaveMyBankAccount } from '../api/bank-account-api.ts';
import { useBankAccountTexts } from '../texts.ts';

/** The fields of the form, as the page and the API name them. */
type Field = 'holder_name' | 'account_number' | 'account_confirm' | 'ifsc' | 'otp';
type Problems = Partial<Record<Field, string>>;
type Values = { holder_name: string; account_number: string; account_confirm: string; ifsc: string };

/** The first message of `schema` for `value`, or undefined when it passes (the contract's own rules, never a second parser). */
function problemOf(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: string,
) {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : (parsed.error?.issues[0]?.message ?? 'Invalid');
}

/**
 * What is wrong with the typed details, by field, from the contract's schemas of
 * `PUT /api/associate/bank-account`, plus the page's own check that the account number typed twice
 * matches (docs/product/payouts-bank-details.md, "Adding or changing the account").
 */
export function bankAccountProblems(values: Values): Problems {
  const problems: Problems = {
    holder_name: problemOf(holderNameSchema, values.holder_name),
    account_number: problemOf(accountNumberSchema, values.account_number),
    ifsc: problemOf(ifscSchema, values.ifsc),
  };
  if (!problems.account_number && accountNumberDigits(values.account_confirm) !== accountNumberDigits(values.account_number)) {
    problems.account_confirm = BANK_ACCOUNT_MESSAGES.accountNumbersDiffer;
  }
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message)) as Problems;
}

/** The masked account: holder, "XXXXXX1234", IFSC, bank and when it last changed. */
function MaskedAccount({ account }: { account: BankAccount }) {
  const t = useBankAccountTexts();
  const language = useLanguage();
  const rows: [string, string, string?][] = [
    [t('holder'), account.holder_name],
    [t('account'), account.account_masked, 'bank-account-masked'],
    [t('ifsc'), account.ifsc],
    [t('bank'), account.bank_name ?? t('bankUnknown')],
  ];
  return (
    <div data-testid="bank-account-card">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value, testId]) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-600">{label}</dt>
            <dd className="break-words font-semibold text-slate-900 tabular-nums" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {t('updated', { date: formatDate(account.updated_at, language) })} · {t('maskedNote')}
      </p>
    </div>
  );
}

/** The bank's name under the IFSC field as it is typed: looked up on the server once the code is well formed. */
function IfscBankLine({ id, ifsc }: { id: string; ifsc: string }) {
  const t = useBankAccountTexts();
  const code = ifscText(ifsc) as string;
  const lookup = useIfscBank(IFSC_PATTERN.test(code) ? code : null);
  let text = '';
  if (IFSC_PATTERN.test(code)) {
    if (lookup.isPending) text = t('ifscLooking');
    else if (lookup.data?.data.bank_name) {
      const bank = lookup.data.data.bank_name;
      text = lookup.data.data.branch_listed ? t('ifscBank', { bank }) : t('ifscBranchUnlisted', { bank });
    } else if (lookup.data) text = t('ifscUnknown');
  }
  return (
    <p id={id} className="mt-1 min-h-5 text-sm text-slate-700" aria-live="polite" data-testid="ifsc-bank">
      {text}
    </p>
  );
}

/**
 * The form that adds or changes the account (docs/product/payouts-bank-details.md): holder name,
 * account number typed twice (must match, checked on the page), IFSC with the bank's name, then
 * "Send OTP" to the associate's own mobile, the six OTP boxes and "Save bank account". The page
 * checks each field with the contract's rules before an OTP is sent; the server's field errors
 * land under their field. The typed number is forgotten once saved.
 */
function BankAccountForm({
  isChange,
  otpSender,
  onSaved,
  onCancel,
}: {
  isChange: boolean;
  /** The section's OTP sender: its 30-second resend lock outlives the form being closed and opened again. */
  otpSender: OtpSender;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = useBankAccountTexts();
  const msg = useMessageText();
  const ids = { holder: useId(), number: useId(), confirm: useId(), ifsc: useId(), status: useId() };
  const [values, setValues] = useState<Values>({ holder_name: '', account_number: '', account_confirm: '', ifsc: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [otp, setOtp] = useState(emptyOtp);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [isSending, setSending] = useState(false);
  const save = useSaveMyBankAccount();
  // the form opens on the first field
  useEffect(() => document.getElementById(ids.holder)?.focus(), [ids.holder]);

  const set = (field: keyof Values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  };

  /** Checks the details; on a problem, says so and moves the focus to the first field at fault. */
  const checkDetails = (): boolean => {
    const found = bankAccountProblems(values);
    setProblems(found);
    const first = (['holder_name', 'account_number', 'account_confirm', 'ifsc'] as const).find((field) => found[field]);
    if (!first) return true;
    const id = { holder_name: ids.holder, account_number: ids.number, account_confirm: ids.confirm, ifsc: ids.ifsc }[first];
    document.getElementById(id)?.focus();
    setStatus(msg(found[first] ?? ''));
    return false;
  };

  const sendOtp = async () => {
    if (!checkDetails()) return;
    setSending(true);
    try {
      const answer = await otpSender.send(sendBankAccountOtp);
      const text = t('otpSent', { last4: answer.mobile_last4 });
      setSentTo(answer.mobile_last4);
      setOtp(emptyOtp());
      setStatus(text);
      toast.success(text);
    } catch (error) {
      const text = msg(failureMessage(error, t('sendFailed'), ACCOUNT_SCREEN_MESSAGES.otpSendError));
      setStatus(text);
      toast.error(text);
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sentTo) {
      await sendOtp();
      return;
    }
    if (!checkDetails()) return;
    const code = joinBoxes(otp);
    const otpMessage = otpProblem(code);
    if (otpMessage) {
      setProblems({ otp: otpMessage });
      setStatus(msg(otpMessage));
      return;
    }
    try {
      await save.mutateAsync({ holder_name: values.holder_name, account_number: values.account_number, ifsc: values.ifsc, otp: code });
      toast.success(t('saved'));
      onSaved();
    } catch (error) {
      const text = msg(failureMessage(error, t('saveFailed'), ACCOUNT_SCREEN_MESSAGES.somethingWentWrong));
      const field = error instanceof ApiError && error.field ? (error.field as Field) : 'otp';
      setProblems({ [field]: text });
      setStatus(text);
      toast.error(text);
    }
  };

  const busy = isSending || save.isPending;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${ids.status}-title`}
      className="flex flex-col gap-4 rounded-xl border border-brand-100 bg-brand-50/60 p-4"
      data-testid="bank-account-form"
    >
      <div>
        <h3 id={`${ids.status}-title`} className="font-semibold text-slate-900">
          {isChange ? t('formTitleChange') : t('formTitleAdd')}
        </h3>
        <p className="text-sm text-slate-700">{t('formIntro')}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TextField
          id={ids.holder}
          label={t('holderLabel')}
          value={values.holder_name}
          onChange={set('holder_name')}
          error={problems.holder_name}
          notes={[`${ids.holder}-hint`]}
          after={
            <p id={`${ids.holder}-hint`} className="mt-1 text-xs text-slate-600">
              {t('holderHint')}
            </p>
          }
          autoComplete="name"
          maxLength={100}
          disabled={busy}
          fieldClassName="md:col-span-2"
        />
        <TextField
          id={ids.number}
          label={t('numberLabel')}
          value={values.account_number}
          onChange={set('account_number')}
          error={problems.account_number}
          notes={[`${ids.number}-hint`]}
          after={
            <p id={`${ids.number}-hint`} className="mt-1 text-xs text-slate-600">
              {t('numberHint')}
            </p>
          }
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={24}
          disabled={busy}
        />
        <TextField
          id={ids.confirm}
          label={t('confirmLabel')}
          value={values.account_confirm}
          onChange={set('account_confirm')}
          error={problems.account_confirm}
          notes={[`${ids.confirm}-hint`]}
          after={
            <p id={`${ids.confirm}-hint`} className="mt-1 text-xs text-slate-600">
              {t('confirmHint')}
            </p>
          }
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={24}
          disabled={busy}
        />
        <TextField
          id={ids.ifsc}
          label={t('ifscLabel')}
          value={values.ifsc}
          onChange={set('ifsc')}
          error={problems.ifsc}
          notes={[`${ids.ifsc}-hint`, `${ids.ifsc}-bank`]}
          after={
            <>
              <p id={`${ids.ifsc}-hint`} className="mt-1 text-xs text-slate-600">
                {t('ifscHint')}
              </p>
              <IfscBankLine id={`${ids.ifsc}-bank`} ifsc={values.ifsc} />
            </>
          }
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={15}
          className="input uppercase"
          disabled={busy}
          fieldClassName="md:col-span-2"
        />
      </div>
      {sentTo ? (
        <div className="flex flex-col gap-2">
          <p className="flex items-center gap-2 text-sm text-slate-800">
            <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {t('otpSent', { last4: sentTo })}
          </p>
          <OtpInput value={otp} onChange={setOtp} legend={t('otpLegend')} error={problems.otp && msg(problems.otp)} isDisabled={busy} />
          <div className="text-sm">
            <ResendLine secondsLeft={otpSender.secondsLeft} onResend={sendOtp} isDisabled={busy} isResending={isSending} />
          </div>
        </div>
      ) : null}
      <FormPrivacyNotice form="bankDetails" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-outline" onClick={onCancel} disabled={save.isPending}>
          {t('cancel')}
        </button>
        {sentTo ? (
          <button type="submit" className="btn-primary" disabled={busy}>
            {save.isPending ? t('saving') : t('save')}
          </button>
        ) : (
          <button type="submit" className="btn-primary" disabled={busy || otpSender.secondsLeft > 0}>
            {isSending ? t('sendingOtp') : otpSender.secondsLeft > 0 ? t('sendOtpIn', { seconds: otpSender.secondsLeft }) : t('sendOtp')}
          </button>
        )}
      </div>
      <StatusLine id={ids.status} text={status} />
    </form>
  );
}

/**
 * The associate dashboard's "Bank account for payouts" section (docs/product/payouts-bank-details.md,
 * "What the associate sees"): the account masked (holder, "XXXXXX1234", IFSC, bank, when it last
 * changed) or "No bank account yet", and "Add bank account" / "Change bank account" opening
 * {@link BankAccountForm}. Loading and failure are said in words; the saved account replaces the
 * card at once, with a "saved" line.
 */
export function BankAccountSection({ className = '' }: { className?: string }) {
  const t = useBankAccountTexts();
  const account = useMyBankAccount();
  const [isEditing, setEditing] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const otpSender = useOtpSender();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // a closed form gives the focus back to the button that opened it
  useEffect(() => {
    if (wasEditing.current && !isEditing) toggleRef.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);
  const close = (saved: boolean) => {
    setEditing(false);
    setJustSaved(saved);
  };

  let body: React.ReactNode;
  if (account.isPending) {
    body = (
      <p role="status" className="text-sm text-slate-600">
        {t('loading')}
      </p>
    );
  } else if (account.isError) {
    body = (
      <p role="alert" className="text-sm text-slate-600">
        {t('loadError')}
      </p>
    );
  } else {
    const current = account.data.data;
    body = (
      <>
        {current ? (
          <MaskedAccount account={current} />
        ) : (
          <div data-testid="bank-account-none">
            <p className="font-semibold text-slate-900">{t('none')}</p>
            <p className="text-sm text-slate-600">{t('noneHint')}</p>
          </div>
        )}
        {justSaved && !isEditing ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-lg bg-emerald-50 p-2 text-sm text-emerald-900"
            data-testid="bank-account-saved"
          >
            <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
            {t('saved')}
          </p>
        ) : null}
        {isEditing ? (
          <BankAccountForm isChange={current !== null} otpSender={otpSender} onSaved={() => close(true)} onCancel={() => close(false)} />
        ) : (
          <div>
            <button
              ref={toggleRef}
              type="button"
              className={current ? 'btn-outline' : 'btn-primary'}
              onClick={() => {
                setJustSaved(false);
                setEditing(true);
              }}
            >
              {current ? t('change') : t('add')}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby="bank-account-title"
      data-testid="bank-account"
      className={`flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ${className}`}
    >
      <div>
        <h2 id="bank-account-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Landmark aria-hidden="true" className="size-5 text-brand-700" />
          {t('title')}
        </h2>
        <p className="text-sm text-slate-600">{t('intro')}</p>
      </div>
      {body}
    </section>
  );
}
