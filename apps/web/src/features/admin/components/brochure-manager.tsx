import { type AdminUploadResponse, MAX_PDF_BYTES } from '@realty/contracts/admin/site-media';
import type { Site } from '@realty/contracts/sites/site';
import { ArrowDown, ArrowUp, FileText, Trash2 } from 'lucide-react';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { FileDropZone } from '../../../components/ui/file-drop-zone.tsx';
import { UploadList } from '../../../components/ui/upload-list.tsx';
import { fileUrl } from '../../../config/paths.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { useUploadQueue } from '../../../lib/use-upload-queue.ts';
import { useAfterUpload, useSaveSiteMedia } from '../api/admin-sites.ts';
import { photoOrder } from './photo-manager.tsx';

/**
 * Brochure PDFs of a listing (docs/product/back-office.md; 'Download PDF' on the listing's page gives the first one): upload
 * several with progress (PDF only, up to 20 MB each), reorder and delete.
 */
export function BrochureManager({ site }: { site: Site }) {
  const afterUpload = useAfterUpload();
  const saveMedia = useSaveSiteMedia();
  const send = useCallback(
    async (file: File, onProgress: (fraction: number) => void) => {
      const answer = await uploadFile<AdminUploadResponse>(`/admin/sites/${site.site_id}/pdfs`, 'pdfs', file, onProgress);
      afterUpload({ success: true, message: answer.message, data: answer.data });
    },
    [site.site_id, afterUpload],
  );
  const queue = useUploadQueue(send);
  const photos = photoOrder(site);
  const save = (pdfs: string[], message: string) =>
    saveMedia.mutate(
      { siteId: site.site_id, body: { cover_images: photos.slice(0, 1), inner_images: photos.slice(1), site_pdfs: pdfs } },
      { onSuccess: () => toast.success(message), onError: (error) => toast.error(error.message) },
    );
  const move = (from: number, to: number) => {
    const next = site.site_pdfs.slice();
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    save(next, 'Brochure order saved.');
  };

  return (
    <section aria-labelledby="brochures-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="brochures-heading" className="mb-1 text-lg font-semibold text-slate-900">
        Brochures
      </h2>
      <p className="mb-4 text-sm text-slate-600">Visitors get the first brochure from 'Download PDF' on the listing's page.</p>
      <FileDropZone
        label="Add brochures"
        hint="PDF only, up to 20 MB each."
        accept="application/pdf,.pdf"
        onFiles={(files) =>
          void queue.add(files, (f) =>
            f.size > MAX_PDF_BYTES ? `"${f.name}" is larger than 20 MB. Each brochure must be at most 20 MB.` : undefined,
          )
        }
      />
      <UploadList items={queue.items} onClear={queue.clear} />
      {site.site_pdfs.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No brochures yet.</p>
      ) : (
        <ol className="mt-4 flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Brochures in order">
          {site.site_pdfs.map((path, index) => (
            <li key={path} className="flex flex-wrap items-center gap-2 p-3 text-sm">
              <FileText aria-hidden="true" className="size-4 text-brand-700" />
              <a href={fileUrl(path)} target="_blank" rel="noreferrer" className="min-w-0 flex-1 truncate text-brand-700 underline">
                Brochure {index + 1}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <button
                type="button"
                className="btn-outline px-2 py-1 text-xs"
                disabled={index === 0 || saveMedia.isPending}
                onClick={() => move(index, index - 1)}
                aria-label={`Move brochure ${index + 1} up`}
              >
                <ArrowUp aria-hidden="true" className="size-3.5" />
              </button>
              <button
                type="button"
                className="btn-outline px-2 py-1 text-xs"
                disabled={index === site.site_pdfs.length - 1 || saveMedia.isPending}
                onClick={() => move(index, index + 1)}
                aria-label={`Move brochure ${index + 1} down`}
              >
                <ArrowDown aria-hidden="true" className="size-3.5" />
              </button>
              <button
                type="button"
                className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
                disabled={saveMedia.isPending}
                onClick={() => {
                  if (window.confirm(`Delete brochure ${index + 1}? This cannot be undone.`))
                    save(
                      site.site_pdfs.filter((p) => p !== path),
                      'Brochure deleted.',
                    );
                }}
              >
                <Trash2 aria-hidden="true" className="size-3.5" /> Delete<span className="sr-only"> brochure {index + 1}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
