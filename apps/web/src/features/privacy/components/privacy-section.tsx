import { formatDate } from '@realty/contracts/common/dates';
import { CONSENT_PURPOSES, type Consent, type ConsentPurpose, PRIVACY_NOTICE_VERSION } from '@realty/contracts/privacy/consents';
import { type Nominee, nomineeBodySchema } from '@realty/contracts/privacy/nominee';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { FormField, MobileField, TextField } from '../../../components/account-forms/fields.tsx';
import { ToggleSwitch } from '../../../components/ui/toggle-switch.tsx';
import { PATHS } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { useMyConsents, useMyNominee, useNomineeMutations, useSetMyConsent } from '../api/privacy-api.ts';
import { usePrivacyTexts } from '../texts.ts';

/** One consent as a switch (`role="switch"`: Space and Enter toggle it; its state read out), with when it was last said. */
function ConsentSwitch({ consent }: { consent: Consent }) {
  const t = usePrivacyTexts();
  const language = useLanguage();
  const change = useSetMyConsent();
  const labelId = useId();
  const on = consent.given;

  async function toggle() {
    try {
      await change.mutateAsync({ purpose: consent.purpose, given: !on });
      toast.success(on ? t('switch.withdrawn') : t('switch.given'));
    } catch {
      toast.error(t('switch.failed'));
    }
  }

  return (
    <li className="flex flex-col gap-2 border-t border-slate-100 py-3 first:border-t-0 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p id={labelId} className="font-medium text-slate-900">
          {t(`purpose.${consent.purpose}`)}
        </p>
        {consent.purpose === 'saved_search_alerts' ? (
          <p className="text-sm text-slate-600">{t('purpose.saved_search_alerts.hint')}</p>
        ) : null}
        {consent.at ? <p className="text-xs text-slate-500">{t('switch.since', { when: formatDate(consent.at, language) })}</p> : null}
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <span aria-hidden="true" className="text-sm font-medium text-slate-800">
          {on ? t('switch.on') : t('switch.off')}
        </span>
        <ToggleSwitch
          on={on}
          labelledBy={labelId}
          data={{ 'data-purpose': consent.purpose }}
          disabled={change.isPending}
          onToggle={() => void toggle()}
        />
      </div>
    </li>
  );
}

type NomineeField = 'name' | 'mobile' | 'relation';

/** The nominee form: name, mobile (+91 and spaces accepted), relation, checked with the contract's rules. */
function NomineeForm({ current, onDone }: { current: Nominee | null; onDone: () => void }) {
  const t = usePrivacyTexts();
  const { save } = useNomineeMutations();
  const ids = { name: useId(), mobile: useId(), relation: useId() };
  const [values, setValues] = useState({ name: current?.name ?? '', mobile: current?.mobile ?? '', relation: current?.relation ?? '' });
  const [problems, setProblems] = useState<Partial<Record<NomineeField, string>>>({});
  const change = (field: NomineeField) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = nomineeBodySchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<NomineeField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as NomineeField;
        found[field] ??= issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    try {
      await save.mutateAsync(values);
      toast.success(t('nominee.saved'));
      onDone();
    } catch (error) {
      if (error instanceof ApiError && (error.field === 'name' || error.field === 'mobile' || error.field === 'relation')) {
        setProblems({ [error.field]: error.message });
      } else toast.error(t('nominee.failed'));
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-3 grid gap-3 sm:grid-cols-3">
      <TextField id={ids.name} label={t('nominee.name')} value={values.name} onChange={change('name')} error={problems.name} />
      <MobileField
        id={ids.mobile}
        label={t('nominee.mobile')}
        hasCountryCode
        value={values.mobile}
        onChange={change('mobile')}
        error={problems.mobile}
      />
      <FormField id={ids.relation} label={t('nominee.relation')} error={problems.relation}>
        {(control) => <input {...control} className="input" value={values.relation} onChange={change('relation')} />}
      </FormField>
      <div className="flex gap-2 sm:col-span-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? t('nominee.saving') : t('nominee.save')}
        </button>
        <button type="button" className="btn-outline" onClick={onDone} disabled={save.isPending}>
          {t('nominee.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The nominee: who it is, with Change and Remove (asked first), or the form to name one. */
function NomineeBlock() {
  const t = usePrivacyTexts();
  const nominee = useMyNominee();
  const { remove } = useNomineeMutations();
  const [editing, setEditing] = useState(false);
  const current = nominee.data?.data ?? null;

  async function removeNominee() {
    if (!current || !window.confirm(t('nominee.confirmRemove', { name: current.name }))) return;
    try {
      await remove.mutateAsync();
      toast.success(t('nominee.removed'));
    } catch {
      toast.error(t('nominee.failed'));
    }
  }

  return (
    <div className="border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">{t('nominee.heading')}</h3>
      <p className="text-sm text-slate-600">{t('nominee.text')}</p>
      {nominee.isPending ? null : editing ? (
        <NomineeForm current={current} onDone={() => setEditing(false)} />
      ) : current ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-slate-800" data-testid="nominee">
            {current.name} · +91 {current.mobile} · {current.relation}
          </p>
          <button type="button" className="btn-outline" onClick={() => setEditing(true)}>
            {t('nominee.change')}
          </button>
          <button type="button" className="btn-outline" onClick={() => void removeNominee()} disabled={remove.isPending}>
            {t('nominee.remove')}
          </button>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-slate-600">{t('nominee.none')}</p>
          <button type="button" className="btn-outline" onClick={() => setEditing(true)}>
            {t('nominee.add')}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * The "Privacy" section of every dashboard (docs/product/privacy.md, "Consents" and "Nominee"):
 * each consent purpose of `purposes` (default all; builders and associates have no saved searches)
 * as a switch that gives or withdraws it at once (`PUT`/`DELETE /api/me/consents/{purpose}`), off
 * until the person turns it on, then the nominee, and a link to the notice. In the page's language;
 * loading and error states in words.
 */
export function PrivacySection({ purposes = CONSENT_PURPOSES }: { purposes?: readonly ConsentPurpose[] }) {
  const t = usePrivacyTexts();
  const consents = useMyConsents();
  return (
    <section
      aria-labelledby="privacy-section-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div>
          <h2 id="privacy-section-title" className="font-semibold text-slate-900">
            {t('section.heading')}
          </h2>
          <p className="text-sm text-slate-600">
            {t('section.lead', { version: consents.data?.notice_version ?? PRIVACY_NOTICE_VERSION })}{' '}
            <Link to={PATHS.privacy} className="text-brand-700 underline">
              {t('section.readNotice')}
            </Link>
          </p>
        </div>
      </div>
      {consents.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('section.loading')}
        </p>
      ) : consents.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('section.loadError')}
        </p>
      ) : (
        <ul>
          {consents.data.data
            .filter((c) => purposes.includes(c.purpose))
            .map((consent) => (
              <ConsentSwitch key={consent.purpose} consent={consent} />
            ))}
        </ul>
      )}
      <NomineeBlock />
    </section>
  );
}

/** The purposes of accounts without saved searches (associates, builders): marketing SMS and e-mail. */
export const MARKETING_PURPOSES: readonly ConsentPurpose[] = ['marketing_sms', 'marketing_email'];
