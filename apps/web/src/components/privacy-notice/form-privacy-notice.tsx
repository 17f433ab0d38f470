import { ShieldCheck } from 'lucide-react';
import { PATHS } from '../../config/paths.ts';
import { localisedPath } from '../../lib/i18n/i18n.ts';
import { useLanguage } from '../../lib/i18n/texts.ts';
import { usePrivacyNoticeTexts } from './texts.ts';

/** The forms that collect personal data, each with its own items and purpose. */
export type PrivacyNoticeForm =
  | 'customerSignUp'
  | 'associateSignUp'
  | 'builderSignUp'
  | 'contact'
  | 'requirement'
  | 'enquiry'
  | 'savedSearch'
  | 'bankDetails'
  | 'grievance';

/** Forms whose data goes to the associate who accepts the lead: the notice says so plainly. */
const SHARED_WITH_ASSOCIATE: ReadonlySet<PrivacyNoticeForm> = new Set(['requirement', 'enquiry']);

/**
 * The short itemised notice beside a form's submit button (docs/product/privacy.md, "Notice at each
 * form"; DPDP Act 2023, s. 5): what the form collects, for what, at the enquiry and requirement
 * forms that the name and mobile go to the associate who accepts the lead, and a link to the full
 * notice at /privacy (or /hi/privacy), opened in a new tab so that what was typed stays. In the
 * page's language (outside a router too: a plain link); `className` places it.
 */
export function FormPrivacyNotice({ form, className = '' }: { form: PrivacyNoticeForm; className?: string }) {
  const t = usePrivacyNoticeTexts();
  const language = useLanguage();
  return (
    <p className={`flex items-start gap-2 text-xs leading-relaxed text-slate-600 ${className}`} data-privacy-notice={form}>
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>
        <span className="sr-only">{t('heading')}: </span>
        {t(`${form}.collect`)} {t(`${form}.purpose`)}
        {SHARED_WITH_ASSOCIATE.has(form) ? ` ${t('shared')}` : ''}{' '}
        <a
          href={localisedPath(PATHS.privacy, language)}
          target="_blank"
          rel="noopener"
          className="font-medium text-brand-700 underline hover:text-brand-900"
        >
          {t('readNotice')}
        </a>
        .
      </span>
    </p>
  );
}
