import { PRIVACY_NOTICE_VERSION } from '@realty/contracts/privacy/consents';
import { GRIEVANCE_DAYS } from '@realty/contracts/privacy/grievances';
import { usePrivacyNotice } from '../api/privacy-api.ts';
import { usePrivacyTexts } from '../texts.ts';
import { GrievanceForm } from './grievance-form.tsx';

/** The items of personal data the notice lists, in its order; each has `.item`, `.purpose` and `.kept` texts. */
export const NOTICE_ITEMS = [
  'account',
  'password',
  'aadhaarPan',
  'bank',
  'taxRecords',
  'leads',
  'lists',
  'contact',
  'push',
  'consentLog',
  'accessLog',
] as const;

/** The Data Protection Board of India's own site, where complaints are made online. */
export const DATA_PROTECTION_BOARD_URL = 'https://www.dpb.gov.in/';

/**
 * The body of the privacy notice /privacy and /hi/privacy (docs/product/privacy.md, "Notice"; DPDP
 * Act 2023, s. 5; Rules 2025, Rule 3): every item of personal data with its purpose and how long it
 * is kept, the consents asked separately, the person's rights, the grievance officer (name and
 * e-mail from the server's settings), how to complain to the Data Protection Board of India, the
 * grievance form and the notice version. Drawn on the server with the notice's settings.
 */
export function PrivacyNoticeView() {
  const t = usePrivacyTexts();
  const notice = usePrivacyNotice();
  const officer = notice.data?.data.grievance_officer;
  const days = notice.data?.data.grievance_days ?? GRIEVANCE_DAYS;
  return (
    <div className="container-page flex max-w-4xl flex-col gap-10 py-10 sm:py-14">
      <section aria-labelledby="privacy-items">
        <h2 id="privacy-items" className="mb-4 text-2xl font-bold text-slate-900">
          {t('items.heading')}
        </h2>
        <dl className="grid gap-3">
          {NOTICE_ITEMS.map((key) => (
            <div key={key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="font-semibold text-slate-900">{t(`${key}.item`)}</dt>
              <dd className="mt-2 grid gap-2 text-sm text-slate-700 sm:grid-cols-[2fr_1.4fr] sm:gap-6">
                <p>
                  <span className="block text-xs font-semibold uppercase tracking-wide text-slate-500">{t('items.purpose')}</span>
                  {t(`${key}.purpose`)}
                </p>
                <p>
                  <span className="block text-xs font-semibold uppercase tracking-wide text-slate-500">{t('items.kept')}</span>
                  {t(`${key}.kept`)}
                </p>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="privacy-consents" className="prose-section">
        <h2 id="privacy-consents" className="mb-3 text-2xl font-bold text-slate-900">
          {t('consents.heading')}
        </h2>
        <p className="leading-relaxed text-slate-700">{t('consents.text')}</p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights" className="mb-3 text-2xl font-bold text-slate-900">
          {t('rights.heading')}
        </h2>
        <p className="leading-relaxed text-slate-700">{t('rights.text')}</p>
      </section>

      <section aria-labelledby="privacy-officer" className="rounded-2xl bg-brand-50 p-5">
        <h2 id="privacy-officer" className="mb-3 text-2xl font-bold text-slate-900">
          {t('officer.heading')}
        </h2>
        <p className="leading-relaxed text-slate-700">{t('officer.text', { days })}</p>
        {officer ? (
          <dl className="mt-3 grid gap-1 text-slate-800 sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-semibold">{t('officer.name')}</dt>
            <dd data-testid="grievance-officer-name">{officer.name}</dd>
            <dt className="font-semibold">{t('officer.email')}</dt>
            <dd>
              <a href={`mailto:${officer.email}`} className="break-all text-brand-700 underline" data-testid="grievance-officer-email">
                {officer.email}
              </a>
            </dd>
          </dl>
        ) : null}
      </section>

      <section aria-labelledby="privacy-board">
        <h2 id="privacy-board" className="mb-3 text-2xl font-bold text-slate-900">
          {t('board.heading')}
        </h2>
        <p className="leading-relaxed text-slate-700">
          {t('board.text', { days })}{' '}
          <a href={DATA_PROTECTION_BOARD_URL} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
            {t('board.link')}
          </a>
        </p>
      </section>

      <section aria-labelledby="grievance-form-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="grievance-form-title" className="mb-4 text-2xl font-bold text-slate-900">
          {t('form.heading')}
        </h2>
        <GrievanceForm />
      </section>

      <p className="text-sm text-slate-500">{t('page.version', { version: notice.data?.data.notice_version ?? PRIVACY_NOTICE_VERSION })}</p>
    </div>
  );
}
