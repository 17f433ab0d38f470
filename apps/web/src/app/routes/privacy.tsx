import { PageHead } from '../../components/seo/page-head.tsx';
import { PageHero } from '../../features/marketing/components/page-hero.tsx';
import { PrivacyNoticeView } from '../../features/privacy/components/privacy-notice-view.tsx';
import { usePrivacyTexts } from '../../features/privacy/texts.ts';

/**
 * /privacy and /hi/privacy (docs/product/privacy.md, "Notice"): the privacy notice, drawn on the
 * server with the grievance officer's name and e-mail, then the grievance form.
 */
export default function PrivacyPage() {
  const t = usePrivacyTexts();
  return (
    <>
      <PageHead title={t('page.title')} description={t('page.description')} />
      <PageHero eyebrow={t('page.eyebrow')} title={t('page.title')} lead={t('page.lead')} />
      <PrivacyNoticeView />
    </>
  );
}
