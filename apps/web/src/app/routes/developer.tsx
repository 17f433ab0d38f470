import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { useParams } from 'react-router';
import { NotFoundMark } from '../../components/seo/not-found-mark.tsx';
import { PageHead } from '../../components/seo/page-head.tsx';
import { useSeoTexts } from '../../components/seo/texts.ts';
import { useDeveloper } from '../../features/developers/api/use-developer.ts';
import { DeveloperProfile } from '../../features/developers/components/developer-profile.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';

/**
 * The head of a developer's page (docs/product/seo.md, "Page heads, structured data and status
 * codes"): its company, city and number of approved projects, with the first project's cover
 * photo for link previews; an unknown developer is marked not found (404 and noindex).
 */
function DeveloperHead({ builderId }: { builderId: number | undefined }) {
  const seo = useSeoTexts();
  // the same query as the profile below (one request)
  const developer = useDeveloper(builderId);
  const data = developer.data;
  if (builderId === undefined || hasErrorCode(developer.error, ERROR_CODES.NOT_FOUND, ERROR_CODES.VALIDATION_FAILED)) {
    return (
      <>
        <PageHead title={seo('developer.notFound.title')} description={seo('developer.notFound.description')} />
        <NotFoundMark />
      </>
    );
  }
  if (!data) return <PageHead title={seo('developer.loading')} description={seo('properties.description')} />;
  const count = data.projects.length;
  const values = { company: data.company, city: data.city, count, total: count.toLocaleString('en-IN') };
  const cover = data.projects.find((site) => site.cover_images.length > 0)?.cover_images[0];
  return (
    <PageHead
      title={data.company}
      description={data.city ? seo('developer.description', values) : seo('developer.descriptionNoCity', values)}
      image={cover}
    />
  );
}

/** /developers/{id} (docs/product/builders.md, "Public"): a builder's public profile with its approved projects, and its head. */
export default function DeveloperPage() {
  const { id = '' } = useParams();
  const builderId = /^\d{1,10}$/.test(id) && Number(id) > 0 ? Number(id) : undefined;
  return (
    <>
      <DeveloperHead builderId={builderId} />
      <DeveloperProfile builderId={builderId} />
    </>
  );
}
