import { buffer } from 'node:stream/consumers';
import type { JobQueue } from '../../providers/jobs/job-queue.ts';
import type { ReadableFileStorage } from '../../providers/storage/file-storage.ts';
import { avifTwinPath, renderAvifTwins } from './media-files.ts';

/** Name of the background job that makes a stored photo's AVIF twins (docs/decisions/0011-job-queue.md). */
export const PHOTO_VARIANTS_JOB = 'media.photo-variants';

/** Data of one {@link PHOTO_VARIANTS_JOB}: the stored path of the photo's 1600 px WebP rendition. */
export type PhotoVariantsJob = { path: string };

/**
 * Defines {@link PHOTO_VARIANTS_JOB} on `jobs` (docs/product/back-office.md, "Listings": photos):
 * reads the photo's 1600 px WebP from `storage`, writes its AVIF twins beside it
 * (`renderAvifTwins`), and removes them again when the photo was deleted while they were made. A
 * photo already gone ends the job quietly; a storage failure fails the attempt, which the queue
 * retries (3 more tries, 10 s doubling). Runs wherever the workers run (`npm run worker` or the
 * web process), once per queued photo.
 */
export function definePhotoVariantJobs(jobs: JobQueue, storage: ReadableFileStorage): void {
  jobs.define<PhotoVariantsJob>(
    PHOTO_VARIANTS_JOB,
    async ({ path }) => {
      const main = await storage.read(path);
      if (!main) return;
      const twins = await renderAvifTwins(await buffer(main.body), path);
      for (const twin of twins) await storage.put(twin.path, twin.data);
      if (!(await storage.exists(path))) await Promise.all(twins.map((twin) => storage.remove(avifTwinPath(twin.path))));
    },
    { retryLimit: 3, retryDelaySeconds: 10, backoff: true },
  );
}

/**
 * Queues the AVIF twins of each stored photo (`paths`, as {@link takeInPhotos} returns them). Never
 * throws: a photo whose job could not be queued is shown from its WebP renditions all the same.
 */
export async function queuePhotoVariants(jobs: JobQueue, paths: readonly string[]): Promise<void> {
  for (const path of paths) await jobs.send<PhotoVariantsJob>(PHOTO_VARIANTS_JOB, { path });
}
