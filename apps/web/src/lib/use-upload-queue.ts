import { useCallback, useRef, useState } from 'react';

/** One file in an upload queue: its name, progress (0 to 1) and outcome. */
export type QueuedUpload = {
  id: number;
  name: string;
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
};

/**
 * A small upload queue: files are sent `concurrency` at a time through `send` (which reports
 * progress), each with its own progress and error. Finished entries stay listed until `clear`.
 */
export function useUploadQueue(send: (file: File, onProgress: (fraction: number) => void) => Promise<void>, concurrency = 2) {
  const [items, setItems] = useState<QueuedUpload[]>([]);
  const nextId = useRef(1);
  const patch = useCallback(
    (id: number, change: Partial<QueuedUpload>) => setItems((list) => list.map((i) => (i.id === id ? { ...i, ...change } : i))),
    [],
  );

  const add = useCallback(
    (files: File[], precheck?: (file: File) => string | undefined) => {
      const jobs = files.map((file) => ({ file, id: nextId.current++, problem: precheck?.(file) }));
      setItems((list) => [
        ...list,
        ...jobs.map((j) => ({
          id: j.id,
          name: j.file.name,
          progress: 0,
          state: j.problem ? ('failed' as const) : ('waiting' as const),
          error: j.problem,
        })),
      ]);
      const pending = jobs.filter((j) => !j.problem);
      const worker = async () => {
        for (let job = pending.shift(); job; job = pending.shift()) {
          const { id, file } = job;
          patch(id, { state: 'uploading' });
          try {
            await send(file, (progress) => patch(id, { progress }));
            patch(id, { state: 'done', progress: 1 });
          } catch (error) {
            patch(id, { state: 'failed', error: (error as Error).message });
          }
        }
      };
      return Promise.all(Array.from({ length: Math.min(concurrency, pending.length) }, worker)).then(() => undefined);
    },
    [send, concurrency, patch],
  );

  const clear = useCallback(() => setItems((list) => list.filter((i) => i.state === 'waiting' || i.state === 'uploading')), []);
  return { items, add, clear, isBusy: items.some((i) => i.state === 'waiting' || i.state === 'uploading') };
}
