import { formatDate } from '@realty/contracts/common/dates';
import { myGrievanceBodySchema, type PublicGrievanceInput, publicGrievanceBodySchema } from '@realty/contracts/privacy/grievances';
import { type FormEvent, useId, useState } from 'react';
import { EmailField, FormField, MobileField, TextField } from '../../../components/account-forms/fields.tsx';
import { FormPrivacyNotice } from '../../../components/privacy-notice/form-privacy-notice.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { useSession } from '../../../lib/session.ts';
import { sendGrievance, sendMyGrievance } from '../api/privacy-api.ts';
import { usePrivacyTexts } from '../texts.ts';

type Field = 'name' | 'mobile' | 'email' | 'text';
type Problems = Partial<Record<Field, string>>;

/**
 * What is wrong with the typed grievance, by field, from the contract's own schema (never a second
 * parser): the public form's, or with `isSignedIn` the account holder's (the text alone).
 */
export function grievanceProblems(values: PublicGrievanceInput, isSignedIn = false): Problems {
  const parsed = (isSignedIn ? myGrievanceBodySchema : publicGrievanceBodySchema).safeParse(isSignedIn ? { text: values.text } : values);
  if (parsed.success) return {};
  const problems: Problems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}

/**
 * The grievance form of /privacy (docs/product/privacy.md, "Grievances"): name, mobile and/or
 * e-mail and the grievance, checked with the contract's rules, sent to `POST /api/grievances`
 * (anyone, no sign-in); a signed-in customer, associate or builder writes only the grievance, sent
 * to `POST /api/me/grievances` with their account's own details. Says the grievance's number and the day its answer is due, or what is wrong
 * under each field in the page's language.
 */
export function GrievanceForm() {
  const t = usePrivacyTexts();
  const message = useMessageText();
  const language = useLanguage();
  const ids = { name: useId(), mobile: useId(), email: useId(), text: useId() };
  const [values, setValues] = useState({ name: '', mobile: '', email: '', text: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ kind: 'sent' | 'failed'; text: string } | null>(null);
  const { user, isKnown } = useSession();
  const account = isKnown && user && ['customer', 'associate', 'builder'].includes(user.role ?? '') ? user : null;
  const change = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // signed in, only the text is typed: the account's own name and contact details go with it
    const found = grievanceProblems(values, account !== null);
    setProblems(found);
    setResult(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const answer = account ? await sendMyGrievance(values.text) : await sendGrievance(values);
      setResult({ kind: 'sent', text: t('form.sent', { id: answer.data.grievance_id, due: formatDate(answer.data.due_at, language) }) });
      setValues({ name: '', mobile: '', email: '', text: '' });
    } catch (error) {
      if (error instanceof ApiError && error.field && error.field in ids) setProblems({ [error.field]: error.message });
      else
        setResult({ kind: 'failed', text: error instanceof ApiError && error.status === 429 ? message(error.message) : t('form.failed') });
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2" aria-labelledby="grievance-form-title">
      {account ? (
        <p className="text-sm text-slate-700 sm:col-span-2">{t('form.signedIn', { name: account.displayName })}</p>
      ) : (
        <>
          <TextField
            id={ids.name}
            label={t('form.name')}
            autoComplete="name"
            value={values.name}
            onChange={change('name')}
            error={problems.name}
          />
          <MobileField
            id={ids.mobile}
            label={t('form.mobile')}
            hasCountryCode
            autoComplete="tel-national"
            value={values.mobile}
            onChange={change('mobile')}
            error={problems.mobile}
          />
          <EmailField id={ids.email} label={t('form.email')} value={values.email} onChange={change('email')} error={problems.email} />
          <p className="self-end text-sm text-slate-600 sm:pb-2">{t('form.contactHint')}</p>
        </>
      )}
      <FormField id={ids.text} label={t('form.text')} error={problems.text} fieldClassName="sm:col-span-2">
        {(control) => <textarea {...control} className="input min-h-32" value={values.text} onChange={change('text')} />}
      </FormField>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormPrivacyNotice form="grievance" />
        <button type="submit" className="btn-primary self-start" disabled={sending}>
          {sending ? t('form.sending') : t('form.submit')}
        </button>
        <p role="status" aria-live="polite" className={result?.kind === 'failed' ? 'text-red-700' : 'text-green-800'}>
          {result?.text ?? ''}
        </p>
      </div>
    </form>
  );
}
