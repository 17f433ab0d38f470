import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobHandler, JobQueue } from '../../providers/jobs/job-queue.ts';
import { createLocalFileStorage } from '../../providers/storage/local-file-storage.ts';
import { renderPhoto } from './media-files.ts';
import { definePhotoVariantJobs, PHOTO_VARIANTS_JOB, type PhotoVariantsJob, queuePhotoVariants } from './photo-variants.job.ts';

/** A queue that keeps the defined handlers and the sent jobs, and runs nothing by itself. */
function heldQueue() {
  const handlers = new Map<string, JobHandler<object>>();
  const sent: { name: string; data: object }[] = [];
  const queue: JobQueue = {
    define: (name, handler) => void handlers.set(name, handler as JobHandler<object>),
    everyMinute: () => {},
    send: async (name, data) => {
      sent.push({ name, data });
      return String(sent.length);
    },
    start: async () => {},
    isRunning: () => true,
    stats: async () => [],
    stop: async () => {},
  };
  return { queue, handlers, sent };
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function storedPhoto() {
  const root = mkdtempSync(join(tmpdir(), 'photo-variants-'));
  folders.push(root);
  const storage = createLocalFileStorage(root);
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a63' } })
    .png()
    .toBuffer();
  const rendered = await renderPhoto(png, 'media/sites/3/0123456789abcdef');
  if ('refusal' in rendered) throw new Error(rendered.refusal);
  for (const file of rendered.files) await storage.put(file.path, file.data);
  return { storage, path: rendered.path };
}

const TWINS = [
  'media/sites/3/0123456789abcdef.avif',
  'media/sites/3/0123456789abcdef-w960.avif',
  'media/sites/3/0123456789abcdef-w480.avif',
];

describe('the photo variants job', () => {
  it('queues one job per uploaded photo', async () => {
    const { queue, sent } = heldQueue();
    await queuePhotoVariants(queue, ['media/a/1.webp', 'media/a/2.webp']);
    expect(sent).toEqual([
      { name: PHOTO_VARIANTS_JOB, data: { path: 'media/a/1.webp' } },
      { name: PHOTO_VARIANTS_JOB, data: { path: 'media/a/2.webp' } },
    ]);
  });

  it('writes the AVIF twins of a stored photo beside it, at 1600, 960 and 480 px', async () => {
    const { storage, path } = await storedPhoto();
    const { queue, handlers } = heldQueue();
    definePhotoVariantJobs(queue, storage);
    await handlers.get(PHOTO_VARIANTS_JOB)?.({ path } satisfies PhotoVariantsJob);
    const widths: number[] = [];
    for (const twin of TWINS) {
      const file = await storage.read(twin);
      expect(file?.contentType, twin).toBe('image/avif');
      const chunks: Buffer[] = [];
      for await (const chunk of file?.body ?? []) chunks.push(chunk as Buffer);
      widths.push((await sharp(Buffer.concat(chunks)).metadata()).width ?? 0);
    }
    expect(widths).toEqual([1600, 960, 480]);
  });

  it('ends quietly when the photo was deleted before the job ran', async () => {
    const { storage, path } = await storedPhoto();
    await storage.remove(path);
    const { queue, handlers } = heldQueue();
    definePhotoVariantJobs(queue, storage);
    await expect(handlers.get(PHOTO_VARIANTS_JOB)?.({ path })).resolves.toBeUndefined();
    for (const twin of TWINS) expect(await storage.exists(twin)).toBe(false);
  });

  it('takes its twins away again when the photo is deleted while they are made', async () => {
    const { storage, path } = await storedPhoto();
    const { queue, handlers } = heldQueue();
    // the photo is deleted right after the job has read it
    const racing = {
      ...storage,
      read: async (p: string) => {
        const file = await storage.read(p);
        await storage.remove(p);
        return file;
      },
    };
    definePhotoVariantJobs(queue, racing);
    await handlers.get(PHOTO_VARIANTS_JOB)?.({ path });
    for (const twin of TWINS) expect(await storage.exists(twin), twin).toBe(false);
  });
});
