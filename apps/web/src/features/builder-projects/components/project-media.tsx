import { MAX_PDF_BYTES, MAX_PHOTO_BYTES, MEDIA_MESSAGES } from '@realty/contracts/admin/site-media';
import type { Project, ProjectUploadResponse } from '@realty/contracts/builders/project';
import { useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { FileDropZone } from '../../../components/ui/file-drop-zone.tsx';
import { type PhotoOrderChange, PhotoOrderList } from '../../../components/ui/photo-order-list.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { UploadList } from '../../../components/ui/upload-list.tsx';
import { fileUrl } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { useUploadQueue } from '../../../lib/use-upload-queue.ts';
import { rememberProject, useSaveProjectMedia } from '../api/builder-projects-api.ts';
import { useBuilderWords } from './use-builder-words.ts';

/** Photos of a project in display order: the cover first, then the inner photos (each once). */
export function projectPhotos(project: Pick<Project, 'cover_images' | 'inner_images'>): string[] {
  return [...new Set([...project.cover_images, ...project.inner_images])];
}

/** The toast after each change of the photo list (catalogue keys). */
const PHOTO_SAVED = {
  cover: 'media.coverChanged',
  order: 'media.orderSaved',
  delete: 'media.photoDeleted',
} as const satisfies Record<PhotoOrderChange, string>;

/**
 * A project's photos and brochures (docs/product/builders.md, "Projects"): what is uploaded, and
 * while the project may be edited (`canUpload`) two drop zones, "Add photos" (JPEG, PNG, WebP or
 * AVIF up to 15 MB each, multipart field `photos`) and "Add brochure" (PDF up to 20 MB each, field
 * `pdfs`), each file with its own progress; the server checks them again as in the back office.
 * Photos are sent one after the other, so they keep the order they were picked in; while the
 * project may be edited, the photo control shared with the back office's listing editor
 * ({@link PhotoOrderList}) makes another photo the cover, moves photos and deletes them
 * (`PUT /api/builder/projects/{id}/media`).
 */
export function ProjectMedia({ project, canUpload }: { project: Project; canUpload: boolean }) {
  const queryClient = useQueryClient();
  const { t, message } = useBuilderWords();
  const id = project.project_id;
  // the queue shows a failed upload's message: the server's, in the page's language
  const inLanguage = useCallback(
    (error: unknown): unknown => (error instanceof ApiError ? new ApiError(error.status, message(error.message), error) : error),
    [message],
  );
  const sendPhoto = useCallback(
    async (file: File, onProgress: (fraction: number) => void) => {
      const answer = await uploadFile<ProjectUploadResponse>(`/builder/projects/${id}/photos`, 'photos', file, onProgress).catch(
        (error: unknown) => Promise.reject(inLanguage(error)),
      );
      rememberProject(queryClient, answer.data);
    },
    [id, queryClient, inLanguage],
  );
  const sendPdf = useCallback(
    async (file: File, onProgress: (fraction: number) => void) => {
      const answer = await uploadFile<ProjectUploadResponse>(`/builder/projects/${id}/pdfs`, 'pdfs', file, onProgress).catch(
        (error: unknown) => Promise.reject(inLanguage(error)),
      );
      rememberProject(queryClient, answer.data);
    },
    [id, queryClient, inLanguage],
  );
  // one photo at a time, so they are stored in the order they were picked (the first is the cover)
  const photoQueue = useUploadQueue(sendPhoto, 1);
  const pdfQueue = useUploadQueue(sendPdf);
  const photos = projectPhotos(project);
  const title = project.data.site_title || t('media.thisProject');
  const saveMedia = useSaveProjectMedia();
  const savePhotos = (next: string[], change: PhotoOrderChange) =>
    saveMedia.mutate(
      { projectId: id, body: { cover_images: next.slice(0, 1), inner_images: next.slice(1), site_pdfs: project.site_pdfs } },
      {
        onSuccess: () => toast.success(t(PHOTO_SAVED[change])),
        onError: (error) => toast.error(message(error.message)),
      },
    );

  return (
    <section aria-labelledby="media-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="media-heading" className="text-lg font-semibold text-slate-900">
        {t('media.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('media.intro')}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-800">{t('media.photos', { count: photos.length })}</h3>
          {canUpload && (
            <>
              <FileDropZone
                label={t('media.addPhotos')}
                hint={t('media.photoHint')}
                accept="image/jpeg,image/png,image/webp,image/avif"
                onFiles={(files) =>
                  void photoQueue.add(files, (f) => (f.size > MAX_PHOTO_BYTES ? message(MEDIA_MESSAGES.photoTooLarge(f.name)) : undefined))
                }
              />
              <UploadList items={photoQueue.items} onClear={photoQueue.clear} />
            </>
          )}
          {photos.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">{t('media.noPhotos')}</p>
          ) : canUpload ? (
            <PhotoOrderList
              photos={photos}
              title={title}
              label={t('media.photoOrder')}
              sizes="(min-width: 1024px) 240px, 90vw"
              isBusy={saveMedia.isPending}
              onChange={savePhotos}
              className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2"
            />
          ) : (
            <ol className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={t('media.photoOrder')}>
              {photos.map((path, index) => (
                <li key={path} className="relative overflow-hidden rounded-lg border border-slate-200">
                  <ResponsiveImage
                    path={path}
                    alt={t('media.photoAlt', { number: index + 1, title })}
                    sizes="(min-width: 1024px) 180px, 45vw"
                    className="aspect-[4/3] w-full object-cover"
                  />
                  {index === 0 && (
                    <span className="absolute left-1.5 top-1.5 rounded bg-accent-400 px-1.5 py-0.5 text-xs font-bold text-slate-900">
                      {t('media.cover')}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-800">{t('media.brochures', { count: project.site_pdfs.length })}</h3>
          {canUpload && (
            <>
              <FileDropZone
                label={t('media.addBrochure')}
                hint={t('media.brochureHint')}
                accept="application/pdf,.pdf"
                onFiles={(files) =>
                  void pdfQueue.add(files, (f) => (f.size > MAX_PDF_BYTES ? message(MEDIA_MESSAGES.pdfTooLarge(f.name)) : undefined))
                }
              />
              <UploadList items={pdfQueue.items} onClear={pdfQueue.clear} />
            </>
          )}
          {project.site_pdfs.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">{t('media.noBrochure')}</p>
          ) : (
            <ol
              className="mt-3 flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200"
              aria-label={t('media.brochureList')}
            >
              {project.site_pdfs.map((path, index) => (
                <li key={path} className="flex items-center gap-2 p-3 text-sm">
                  <FileText aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                  <a href={fileUrl(path)} target="_blank" rel="noreferrer" className="min-w-0 truncate text-brand-700 underline">
                    {t('media.brochure', { number: index + 1 })}
                    <span className="sr-only"> {t('common.newTab')}</span>
                  </a>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  );
}
