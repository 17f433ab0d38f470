import { Link } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { WHY_ASSOCIATE } from '../content/home.ts';
import { useMarketingTexts } from '../texts.ts';
import { FeatureGrid } from './feature-grid.tsx';
import { SectionHeading } from './section-heading.tsx';

/** 'Why Become Our Associate?': four reasons and a join link (docs/product/content.md). */
export function WhyAssociate() {
  const t = useMarketingTexts();
  return (
    <section aria-labelledby="why-associate-title" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="why-associate-title" eyebrow={t('whyAssociate.eyebrow')} title={t('whyAssociate.title')} />
        <FeatureGrid items={WHY_ASSOCIATE} />
        <div className="mt-10 text-center">
          <Link to={PATHS.registerAssociate} className="btn-primary">
            {t('actions.joinAssociate')}
          </Link>
        </div>
      </div>
    </section>
  );
}
