import type { QueuedUpload } from '../../lib/use-upload-queue.ts';

/** Progress of each queued upload: a labelled progress bar, then 'Uploaded' or the error. */
export function UploadList({ items, onClear }: { items: QueuedUpload[]; onClear: () => void }) {
  if (items.length === 0) return null;
  const isFinished = items.every((i) => i.state === 'done' || i.state === 'failed');
  return (
    <div className="mt-3 rounded-lg border border-slate-200 bg-white p-3">
      <ul className="flex flex-col gap-2" aria-live="polite">
        {items.map((item) => (
          <li key={item.id} className="text-sm">
            <div className="flex justify-between gap-2">
              <span className="truncate font-medium text-slate-800">{item.name}</span>
              <span className={item.state === 'failed' ? 'text-red-700' : 'text-slate-600'}>
                {item.state === 'done'
                  ? 'Uploaded'
                  : item.state === 'failed'
                    ? 'Failed'
                    : item.state === 'waiting'
                      ? 'Waiting'
                      : `${Math.round(item.progress * 100)}%`}
              </span>
            </div>
            {item.state !== 'failed' && (
              <progress
                className="mt-1 h-2 w-full accent-brand-600"
                max={100}
                value={Math.round(item.progress * 100)}
                aria-label={`Upload of ${item.name}`}
              />
            )}
            {item.error && (
              <p className="mt-1 text-red-700" role="alert">
                {item.error}
              </p>
            )}
          </li>
        ))}
      </ul>
      {isFinished && (
        <button type="button" className="mt-2 text-sm text-brand-700 underline" onClick={onClear}>
          Clear list
        </button>
      )}
    </div>
  );
}
