import { type AdminUploadResponse, MAX_PHOTO_BYTES } from '@realty/contracts/admin/site-media';
import type { Site } from '@realty/contracts/sites/site';
import { ArrowLeft, ArrowRight, Star, Trash2 } from 'lucide-react';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { FileDropZone } from '../../../components/ui/file-drop-zone.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { UploadList } from '../../../components/ui/upload-list.tsx';
import { uploadFile } from '../../../lib/upload-file.ts';
import { useUploadQueue } from '../../../lib/use-upload-queue.ts';
import { useAfterUpload, useSaveSiteMedia } from '../api/admin-sites.ts';

/** The listing's photos in display order: the cover first, then the inner photos (duplicates once). */
export function photoOrder(site: Pick<Site, 'cover_images' | 'inner_images'>): string[] {
  return [...new Set([...site.cover_images, ...site.inner_images])];
}

/**
 * Photos of a listing (docs/product/back-office.md): drag and drop or choose several files, each
 * uploaded with its own progress (JPEG, PNG, WebP or AVIF up to 15 MB, checked again by the
 * server), then reorder, choose the cover (the first photo) and delete.
 */
export function PhotoManager({ site }: { site: Site }) {
  const afterUpload = useAfterUpload();
  const saveMedia = useSaveSiteMedia();
  const send = useCallback(
    async (file: File, onProgress: (fraction: number) => void) => {
      const answer = await uploadFile<AdminUploadResponse>(`/admin/sites/${site.site_id}/photos`, 'photos', file, onProgress);
      afterUpload({ success: true, message: answer.message, data: answer.data });
    },
    [site.site_id, afterUpload],
  );
  const queue = useUploadQueue(send);
  const photos = photoOrder(site);

  const save = (next: string[], message: string) =>
    saveMedia.mutate(
      { siteId: site.site_id, body: { cover_images: next.slice(0, 1), inner_images: next.slice(1), site_pdfs: site.site_pdfs } },
      { onSuccess: () => toast.success(message), onError: (error) => toast.error(error.message) },
    );
  const move = (from: number, to: number) => {
    const next = photos.slice();
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    save(next, to === 0 ? 'Cover photo changed.' : 'Photo order saved.');
  };

  return (
    <section aria-labelledby="photos-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="photos-heading" className="mb-1 text-lg font-semibold text-slate-900">
        Photos
      </h2>
      <p className="mb-4 text-sm text-slate-600">The first photo is the cover shown on listing cards. Photos are cropped to 4:3.</p>
      <FileDropZone
        label="Add photos"
        hint="JPEG, PNG, WebP or AVIF, up to 15 MB each."
        accept="image/jpeg,image/png,image/webp,image/avif"
        onFiles={(files) =>
          void queue.add(files, (f) =>
            f.size > MAX_PHOTO_BYTES ? `"${f.name}" is larger than 15 MB. Each photo must be at most 15 MB.` : undefined,
          )
        }
      />
      <UploadList items={queue.items} onClear={queue.clear} />
      {photos.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No photos yet.</p>
      ) : (
        <ol className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Photos in display order">
          {photos.map((path, index) => (
            <li key={path} className="overflow-hidden rounded-lg border border-slate-200">
              <div className="relative">
                <ResponsiveImage
                  path={path}
                  alt={`Photo ${index + 1} of ${site.site_title}`}
                  sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 90vw"
                  className="aspect-[4/3] w-full object-cover"
                />
                {index === 0 && (
                  <span className="absolute left-2 top-2 rounded bg-accent-400 px-2 py-0.5 text-xs font-bold text-slate-900">Cover</span>
                )}
              </div>
              <div className="flex flex-wrap gap-1 p-2">
                {index > 0 && (
                  <button
                    type="button"
                    className="btn-outline px-2 py-1 text-xs"
                    onClick={() => move(index, 0)}
                    disabled={saveMedia.isPending}
                  >
                    <Star aria-hidden="true" className="size-3.5" /> Make cover<span className="sr-only"> (photo {index + 1})</span>
                  </button>
                )}
                <button
                  type="button"
                  className="btn-outline px-2 py-1 text-xs"
                  onClick={() => move(index, index - 1)}
                  disabled={index === 0 || saveMedia.isPending}
                  aria-label={`Move photo ${index + 1} earlier`}
                >
                  <ArrowLeft aria-hidden="true" className="size-3.5" />
                </button>
                <button
                  type="button"
                  className="btn-outline px-2 py-1 text-xs"
                  onClick={() => move(index, index + 1)}
                  disabled={index === photos.length - 1 || saveMedia.isPending}
                  aria-label={`Move photo ${index + 1} later`}
                >
                  <ArrowRight aria-hidden="true" className="size-3.5" />
                </button>
                <button
                  type="button"
                  className="ml-auto inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
                  disabled={saveMedia.isPending}
                  onClick={() => {
                    if (window.confirm(`Delete photo ${index + 1}? This cannot be undone.`))
                      save(
                        photos.filter((p) => p !== path),
                        'Photo deleted.',
                      );
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-3.5" /> Delete<span className="sr-only"> photo {index + 1}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
