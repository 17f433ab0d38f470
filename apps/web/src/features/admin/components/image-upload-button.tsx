import { MAX_PHOTO_BYTES } from '@realty/contracts/admin/site-media';
import { useId, useState } from 'react';
import { uploadFile } from '../../../lib/upload-file.ts';

/**
 * One image upload (a blog cover or a team photo): a labelled file input, the upload's progress,
 * and the server's message when it is refused. JPEG, PNG, WebP or AVIF up to 15 MB.
 */
export function ImageUploadButton({ label, path, field, onDone }: { label: string; path: string; field: string; onDone: () => void }) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  return (
    <div className="text-sm">
      <label htmlFor={id} className="btn-outline cursor-pointer px-3 py-1.5 text-sm">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        className="sr-only"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setError('');
          if (file.size > MAX_PHOTO_BYTES) {
            setError(`"${file.name}" is larger than 15 MB. Each photo must be at most 15 MB.`);
            return;
          }
          setProgress(0);
          try {
            await uploadFile(path, field, file, setProgress);
            onDone();
          } catch (e) {
            setError((e as Error).message);
          } finally {
            setProgress(null);
          }
        }}
      />
      {progress !== null && (
        <progress
          className="ml-2 h-2 w-24 align-middle accent-brand-600"
          max={100}
          value={Math.round(progress * 100)}
          aria-label={`${label} progress`}
        />
      )}
      {error && (
        <p role="alert" className="mt-1 text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
