import { Link } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { WHY_ASSOCIATE } from '../content/home.ts';
import { FeatureGrid } from './feature-grid.tsx';
import { SectionHeading } from './section-heading.tsx';

/** 'Why Become Our Associate?': four reasons and a join link (docs/product/content.md). */
export function WhyAssociate() {
  return (
    <section aria-labelledby="why-associate-title" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="why-associate-title" eyebrow="Career" title="Why Become Our Associate?" />
        <FeatureGrid items={WHY_ASSOCIATE} />
        <div className="mt-10 text-center">
          <Link to={PATHS.registerAssociate} className="btn-primary">
            Join Us as an Associate
          </Link>
        </div>
      </div>
    </section>
  );
}
