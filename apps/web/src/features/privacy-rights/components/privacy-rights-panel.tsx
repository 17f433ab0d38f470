import { formatDate } from '@realty/contracts/common/dates';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import type { MyProfile, UpdateProfileRequest } from '@realty/contracts/privacy-rights/profile';
import { Download, ShieldCheck, Trash2, UserPen } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MobileField, TextField } from '../../../components/account-forms/fields.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { emptyOtp, OtpInput } from '../../../components/ui/otp-input.tsx';
import { ApiError, hasErrorCode } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { logout, useSession } from '../../../lib/session.ts';
import {
  dataExportUrl,
  useDeletionState,
  useLatestDataExport,
  useMyProfile,
  useRequestDataExport,
  useRequestDeletion,
  useSendDeletionOtp,
  useSendMobileChangeOtp,
  useUpdateMyProfile,
} from '../api/privacy-rights-api.ts';
import { type PrivacyRightsTextKey, usePrivacyRightsTexts } from '../texts.ts';

/** The account kinds that have these rights (staff are managed in the back office). */
const RIGHTS_ROLES = new Set(['customer', 'associate', 'builder']);

/** The text key for an OTP refusal of the API, by its code. */
const otpErrorKey = (error: unknown): PrivacyRightsTextKey | undefined =>
  hasErrorCode(error, ERROR_CODES.OTP_INVALID)
    ? 'otp.wrong'
    : hasErrorCode(error, ERROR_CODES.OTP_EXPIRED)
      ? 'otp.expired'
      : hasErrorCode(error, ERROR_CODES.RATE_LIMITED)
        ? 'otp.wait'
        : undefined;

/**
 * The dashboards' "Your data and your account" panel (docs/product/privacy-rights.md), for a
 * signed-in customer, associate or builder: "Download my data" (asks for the export, shows it
 * being prepared, then the ZIP's download link until it expires), "My details" (corrects every
 * field the account gave; a new mobile by OTP to it) and "Delete my account" (a confirmation, an
 * OTP, then the account is closed and the person signed out). Draws nothing for anyone else, nor
 * while the account is being deleted (the {@link DeletionPendingBanner} offers to cancel then).
 * Texts in the page's language.
 */
export function PrivacyRightsPanel() {
  const t = usePrivacyRightsTexts();
  const { user } = useSession();
  const enabled = RIGHTS_ROLES.has(String(user?.role ?? ''));
  const deletion = useDeletionState(enabled);
  if (!enabled || deletion.data?.pending) return null;
  return (
    <section
      aria-labelledby="privacy-rights-title"
      data-testid="privacy-rights"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="privacy-rights-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
        {t('panel.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('panel.intro')}</p>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <DataExportSection />
        <ProfileSection />
        <DeleteAccountSection />
      </div>
    </section>
  );
}

/** "Download my data": the request, the preparing state, the download link until it expires. */
function DataExportSection() {
  const t = usePrivacyRightsTexts();
  const language = useLanguage();
  const latest = useLatestDataExport(true);
  const request = useRequestDataExport();
  const current = latest.data?.export ?? null;
  const ask = () => request.mutate(undefined, { onError: () => toast.error(t('export.error')) });

  let state: ReactNode = null;
  if (current?.status === 'pending') {
    state = (
      <p role="status" className="text-sm text-slate-700">
        {t('export.preparing')}
      </p>
    );
  } else if (current?.status === 'ready') {
    state = (
      <div role="status" className="space-y-2">
        <p className="text-sm text-slate-700">{t('export.ready', { date: formatDate(current.expires_at, language) })}</p>
        <a className="btn-primary inline-flex items-center gap-2" href={dataExportUrl(current.exportId)} download>
          <Download aria-hidden="true" className="size-4" />
          {t('export.download')}
        </a>
      </div>
    );
  } else if (current?.status === 'failed' || current?.status === 'expired') {
    state = <p className="text-sm text-slate-700">{t(current.status === 'failed' ? 'export.failed' : 'export.expired')}</p>;
  }
  const canAsk = current?.status !== 'pending';
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4">
      <h3 className="font-semibold text-slate-900">{t('export.title')}</h3>
      <p className="text-sm text-slate-600">{t('export.text')}</p>
      {latest.isPending ? (
        <p role="status" className="text-sm text-slate-500">
          {t('panel.loading')}
        </p>
      ) : null}
      {latest.isError ? <p className="text-sm text-red-700">{t('export.error')}</p> : state}
      {canAsk ? (
        <button
          type="button"
          className={current?.status === 'ready' ? 'btn-outline self-start' : 'btn-primary self-start'}
          onClick={ask}
          disabled={request.isPending || latest.isPending}
        >
          {request.isPending ? t('export.asking') : current ? t('export.again') : t('export.button')}
        </button>
      ) : null}
    </div>
  );
}

/** The fields of the form besides the mobile, in the order shown. */
const EDITABLE = ['name', 'alt_mobile', 'address', 'company', 'city', 'state_code'] as const;
type Editable = (typeof EDITABLE)[number];

/** "My details": the account's details and the form that corrects them. */
function ProfileSection() {
  const t = usePrivacyRightsTexts();
  const profile = useMyProfile(true);
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4">
      <h3 className="font-semibold text-slate-900">{t('details.title')}</h3>
      <p className="text-sm text-slate-600">{t('details.text')}</p>
      {profile.isPending ? (
        <p role="status" className="text-sm text-slate-500">
          {t('panel.loading')}
        </p>
      ) : null}
      {profile.isError ? <p className="text-sm text-red-700">{t('details.loadError')}</p> : null}
      {profile.data && !editing ? (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {(['name', 'mobile', ...EDITABLE.filter((f) => f !== 'name')] as const)
              .filter((field) => profile.data.fields.includes(field))
              .map((field) => (
                <div key={field} className="contents">
                  <dt className="text-slate-500">{t(`field.${field}` as PrivacyRightsTextKey)}</dt>
                  <dd className="break-words text-slate-900">
                    {String(profile.data.profile[field as keyof MyProfile['profile']] ?? '') || '—'}
                  </dd>
                </div>
              ))}
          </dl>
          <button type="button" className="btn-outline inline-flex items-center gap-2 self-start" onClick={() => setEditing(true)}>
            <UserPen aria-hidden="true" className="size-4" />
            {t('details.edit')}
          </button>
        </>
      ) : null}
      {profile.data && editing ? <ProfileForm profile={profile.data} onDone={() => setEditing(false)} /> : null}
    </div>
  );
}

/** The correction form: the account's own fields, and the mobile by OTP to the new number. */
function ProfileForm({ profile, onDone }: { profile: MyProfile; onDone: () => void }) {
  const t = usePrivacyRightsTexts();
  const baseId = useId();
  const update = useUpdateMyProfile();
  const sendOtp = useSendMobileChangeOtp();
  const fields = EDITABLE.filter((field) => profile.fields.includes(field));
  const [draft, setDraft] = useState<Record<Editable, string>>(() => {
    const values = {} as Record<Editable, string>;
    for (const field of EDITABLE) values[field] = String(profile.profile[field as keyof MyProfile['profile']] ?? '');
    return values;
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState<string[]>(emptyOtp);
  const [otpSentTo, setOtpSentTo] = useState<string | null>(null);

  const onError = (error: unknown) => {
    const key = otpErrorKey(error) ?? (hasErrorCode(error, ERROR_CODES.MOBILE_TAKEN) ? 'mobile.taken' : undefined);
    if (error instanceof ApiError && error.field) setErrors({ [error.field]: key ? t(key) : error.message });
    else toast.error(key ? t(key) : t('details.error'));
  };

  function save(event: FormEvent) {
    event.preventDefault();
    const body: UpdateProfileRequest = {};
    for (const field of fields) {
      const before = String(profile.profile[field as keyof MyProfile['profile']] ?? '');
      if (draft[field].trim() !== before) (body as Record<string, string>)[field] = draft[field].trim();
    }
    update.mutate(body, {
      onSuccess: (answer) => {
        toast.success(answer.message === undefined || Object.keys(body).length ? t('details.saved') : t('details.unchanged'));
        onDone();
      },
      onError,
    });
  }

  function askOtp() {
    setErrors({});
    sendOtp.mutate(mobile, { onSuccess: () => setOtpSentTo(mobile), onError });
  }

  function changeMobile() {
    if (!otpSentTo) return;
    update.mutate(
      { mobile: otpSentTo, otp: otp.join('') },
      {
        onSuccess: () => {
          toast.success(t('mobile.changed'));
          onDone();
        },
        onError,
      },
    );
  }

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={save} className="space-y-3" aria-label={t('details.edit')}>
        {fields.map((field) => (
          <TextField
            key={field}
            id={`${baseId}-${field}`}
            label={t(`field.${field}` as PrivacyRightsTextKey)}
            value={draft[field]}
            error={errors[field]}
            inputMode={field === 'alt_mobile' || field === 'state_code' ? 'numeric' : undefined}
            onChange={(event) => {
              setDraft({ ...draft, [field]: event.target.value });
              setErrors({});
            }}
          />
        ))}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={update.isPending}>
            {update.isPending ? t('details.saving') : t('details.save')}
          </button>
          <button type="button" className="btn-outline" onClick={onDone}>
            {t('details.cancel')}
          </button>
        </div>
      </form>
      <fieldset className="space-y-3 border-t border-slate-200 pt-3">
        <legend className="font-semibold text-slate-900">{t('mobile.change')}</legend>
        <MobileField
          id={`${baseId}-mobile`}
          label={t('mobile.new')}
          value={mobile}
          error={errors.mobile}
          hasCountryCode
          onChange={(event) => {
            setMobile(event.target.value);
            setOtpSentTo(null);
            setErrors({});
          }}
        />
        <button type="button" className="btn-outline" onClick={askOtp} disabled={sendOtp.isPending || !mobile}>
          {sendOtp.isPending ? t('mobile.sending') : t('mobile.sendOtp')}
        </button>
        {otpSentTo ? (
          <div className="space-y-2">
            <p role="status" className="text-sm text-slate-700">
              {t('mobile.otpSent', { mobile: otpSentTo })}
            </p>
            <OtpInput legend={t('mobile.otpLegend')} value={otp} onChange={setOtp} error={errors.otp} />
            <button type="button" className="btn-primary" onClick={changeMobile} disabled={update.isPending || otp.join('').length !== 6}>
              {t('mobile.confirm')}
            </button>
          </div>
        ) : null}
      </fieldset>
    </div>
  );
}

/** "Delete my account": the warning, then a confirmation dialog with the OTP step. */
function DeleteAccountSection() {
  const t = usePrivacyRightsTexts();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4">
      <h3 className="font-semibold text-slate-900">{t('delete.title')}</h3>
      <p className="text-sm text-slate-600">{t('delete.text')}</p>
      <button
        type="button"
        className="inline-flex items-center gap-2 self-start rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('delete.button')}
      </button>
      {open ? <DeleteAccountDialog onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

/** The deletion's dialog: what happens, "Send me an OTP", the code and the final "Delete my account". */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const t = usePrivacyRightsTexts();
  const navigate = useNavigate();
  const sendOtp = useSendDeletionOtp();
  const request = useRequestDeletion();
  const [otp, setOtp] = useState<string[]>(emptyOtp);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  const explain = (error: unknown) => {
    const key: PrivacyRightsTextKey =
      otpErrorKey(error) ??
      (hasErrorCode(error, ERROR_CODES.UNPAID_EARNINGS)
        ? 'delete.unpaid'
        : hasErrorCode(error, ERROR_CODES.INVALID_STATE)
          ? 'delete.already'
          : 'delete.error');
    setProblem(t(key));
  };

  function ask() {
    setProblem(undefined);
    sendOtp.mutate(undefined, { onSuccess: () => setSent(true), onError: explain });
  }

  function confirm() {
    setProblem(undefined);
    request.mutate(otp.join(''), {
      onSuccess: async () => {
        toast.success(t('delete.done'));
        // home first: the dashboard would send a signed-out visitor to its sign-in page
        await navigate('/');
        await logout();
      },
      onError: explain,
    });
  }

  return (
    <ModalDialog title={t('delete.confirmTitle')} onClose={onClose}>
      <p className="mt-2 text-sm text-slate-700">{t('delete.confirmText')}</p>
      {sent ? (
        <div className="mt-4 space-y-2">
          <p role="status" className="text-sm text-slate-700">
            {t('delete.otpSent')}
          </p>
          <OtpInput legend={t('delete.otpLegend')} value={otp} onChange={setOtp} />
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-outline px-4 py-2 text-sm" data-autofocus onClick={onClose}>
          {t('delete.goBack')}
        </button>
        {sent ? (
          <button
            type="button"
            className="inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            onClick={confirm}
            disabled={request.isPending || otp.join('').length !== 6}
          >
            {request.isPending ? t('delete.deleting') : t('delete.confirm')}
          </button>
        ) : (
          <button
            type="button"
            className="inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            onClick={ask}
            disabled={sendOtp.isPending}
          >
            {sendOtp.isPending ? t('delete.sending') : t('delete.sendOtp')}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
