import { type AdminUploadResponse, MAX_PHOTO_BYTES } from '@realty/contracts/admin/site-media';
import type { Site } from '@realty/contracts/sites/site';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { FileDropZone } from '../../../components/ui/file-drop-zone.tsx';
import { type PhotoOrderChange, PhotoOrderList } from '../../../components/ui/photo-order-list.tsx';
import { UploadList } from '../../../components/ui/upload-list.tsx';
import { uploadFile } from '../../../lib/upload-file.ts';
import { useUploadQueue } from '../../../lib/use-upload-queue.ts';
import { useAfterUpload, useSaveSiteMedia } from '../api/admin-sites.ts';

/** The back office's toast after each change of the photo list. */
const SAVED: Record<PhotoOrderChange, string> = {
  cover: 'Cover photo changed.',
  order: 'Photo order saved.',
  delete: 'Photo deleted.',
};

/** The listing's photos in display order: the cover first, then the inner photos (duplicates once). */
export function photoOrder(site: Pick<Site, 'cover_images' | 'inner_images'>): string[] {
  return [...new Set([...site.cover_images, ...site.inner_images])];
}

/**
 * Photos of a listing (docs/product/back-office.md): drag and drop or choose several files, each
 * uploaded with its own progress (JPEG, PNG, WebP or AVIF up to 15 MB, checked again by the
 * server), one after the other so they keep the order they were picked in, then reorder, choose
 * the cover (the first photo) and delete with the shared {@link PhotoOrderList}.
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
  // one at a time: the photos are stored in the order they were picked, the first becoming the cover
  const queue = useUploadQueue(send, 1);
  const photos = photoOrder(site);

  const save = (next: string[], message: string) =>
    saveMedia.mutate(
      { siteId: site.site_id, body: { cover_images: next.slice(0, 1), inner_images: next.slice(1), site_pdfs: site.site_pdfs } },
      { onSuccess: () => toast.success(message), onError: (error) => toast.error(error.message) },
    );

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
        <PhotoOrderList
          photos={photos}
          title={site.site_title}
          label="Photos in display order"
          sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 90vw"
          isBusy={saveMedia.isPending}
          onChange={(next, change) => save(next, SAVED[change])}
          className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
        />
      )}
    </section>
  );
}
