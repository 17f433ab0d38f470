import { useParams } from 'react-router';
import { DeveloperProfile } from '../../features/developers/components/developer-profile.tsx';

/** /developers/{id} (docs/product/builders.md, "Public"): a builder's public profile with its approved projects. */
export default function DeveloperPage() {
  const { id = '' } = useParams();
  return <DeveloperProfile builderId={/^\d{1,10}$/.test(id) && Number(id) > 0 ? Number(id) : undefined} />;
}
