import { ExternalLink, Trash2 } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ListingStatusBadge } from '../../../components/ui/listing-status-badge.tsx';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
import { useAdminSite, useDeleteSite } from '../../../features/admin/api/admin-sites.ts';
import { BrochureManager } from '../../../features/admin/components/brochure-manager.tsx';
import { PhotoManager } from '../../../features/admin/components/photo-manager.tsx';
import { SiteEditorForm } from '../../../features/admin/components/site-editor-form.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * `/admin/sites/new` and `/admin/sites/{id}`: the listing editor, then (once saved) its photos and
 * brochures, a preview link to the public page and deletion.
 */
export default function AdminSiteEditPage() {
  const { siteId } = useParams();
  const id = siteId ? Number(siteId) : undefined;
  const query = useAdminSite(id);
  const remove = useDeleteSite();
  const navigate = useNavigate();
  const site = query.data?.data.site;
  usePageTitle(site ? `Edit ${site.site_title}` : 'New listing');

  if (id !== undefined && query.isPending) return <LoadingBlock />;
  if (id !== undefined && query.isError)
    return (
      <p role="alert" className="text-red-700">
        {query.error.message}
      </p>
    );
  const relatedTitles = Object.fromEntries((query.data?.data.related_sites ?? []).map((s) => [s.site_id, s.site_title]));

  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/admin/sites" className="text-brand-700 underline">
          Listings
        </Link>{' '}
        / {site ? site.site_title : 'New listing'}
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900">{site ? site.site_title : 'New listing'}</h1>
          {site && <ListingStatusBadge status={site.site_status} />}
        </div>
        {site && (
          <div className="flex flex-wrap gap-2">
            <a href={`/detailpage/${site.site_id}`} target="_blank" rel="noreferrer" className="btn-outline px-3 py-2 text-sm">
              <ExternalLink aria-hidden="true" className="size-4" /> Preview public page
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <button
              type="button"
              className="inline-flex items-center gap-2 rounded-lg border border-red-300 px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
              disabled={remove.isPending}
              onClick={() => {
                if (!window.confirm(`Delete "${site.site_title}" with its photos and brochures? This cannot be undone.`)) return;
                remove.mutate(site.site_id, {
                  onSuccess: () => {
                    toast.success('Listing deleted.');
                    navigate('/admin/sites', { replace: true });
                  },
                  onError: (error) => toast.error(error.message),
                });
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" /> Delete listing
            </button>
          </div>
        )}
      </div>
      <SiteEditorForm key={site?.site_id ?? 'new'} site={site} relatedTitles={relatedTitles} />
      {site ? (
        <>
          <PhotoManager site={site} />
          <BrochureManager site={site} />
        </>
      ) : (
        <p className="rounded-lg bg-brand-50 p-4 text-sm text-brand-800">
          Create the listing first; then add its photos and brochures here.
        </p>
      )}
    </div>
  );
}
