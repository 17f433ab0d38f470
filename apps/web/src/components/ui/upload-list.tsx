import { useMessageText } from '../../lib/i18n/messages/messages.ts';
import type { QueuedUpload } from '../../lib/use-upload-queue.ts';
import { useUiTexts } from './texts.ts';

/**
 * Progress of each queued upload: a labelled progress bar, then 'Uploaded' or the error, in the
 * page's language (docs/product/seo.md, "Hindi"; errors through the messages catalogue).
 */
export function UploadList({ items, onClear }: { items: QueuedUpload[]; onClear: () => void }) {
  const t = useUiTexts();
  const messageText = useMessageText();
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
                  ? t('upload.done')
                  : item.state === 'failed'
                    ? t('upload.failed')
                    : item.state === 'waiting'
                      ? t('upload.waiting')
                      : `${Math.round(item.progress * 100)}%`}
              </span>
            </div>
            {item.state !== 'failed' && (
              <progress
                className="mt-1 h-2 w-full accent-brand-600"
                max={100}
                value={Math.round(item.progress * 100)}
                aria-label={t('upload.progressOf', { name: item.name })}
              />
            )}
            {item.error && (
              <p className="mt-1 text-red-700" role="alert">
                {messageText(item.error)}
              </p>
            )}
          </li>
        ))}
      </ul>
      {isFinished && (
        <button type="button" className="mt-2 text-sm text-brand-700 underline" onClick={onClear}>
          {t('upload.clear')}
        </button>
      )}
    </div>
  );
}
