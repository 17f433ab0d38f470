import { UploadCloud } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useUiTexts } from './texts.ts';

/** Props of {@link FileDropZone}. */
export type FileDropZoneProps = {
  /** Visible label of the zone, e.g. 'Add photos'. */
  label: string;
  /** Line under the label: types and size limit. */
  hint: string;
  /** `accept` attribute of the file input. */
  accept: string;
  onFiles: (files: File[]) => void;
  isDisabled?: boolean;
  /** Several files at once (default) or one. */
  isMultiple?: boolean;
};

/**
 * Drag and drop area with a real file input behind a visible button (keyboard and screen-reader
 * friendly); several files at once.
 */
export function FileDropZone({ label, hint, accept, onFiles, isDisabled = false, isMultiple = true }: FileDropZoneProps) {
  const t = useUiTexts();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer shortcut; the labelled file input inside does the same from the keyboard
    <div
      className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center transition ${isOver ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white'}`}
      onDragOver={(event) => {
        event.preventDefault();
        if (!isDisabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!isDisabled && event.dataTransfer.files.length)
          onFiles(Array.from(event.dataTransfer.files).slice(0, isMultiple ? undefined : 1));
      }}
    >
      <UploadCloud aria-hidden="true" className="size-8 text-brand-600" />
      <label htmlFor={inputId} className="btn-outline cursor-pointer px-4 py-2 text-sm">
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple={isMultiple}
        accept={accept}
        className="sr-only"
        aria-describedby={hintId}
        disabled={isDisabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          if (files.length) onFiles(files);
          if (input.current) input.current.value = '';
        }}
      />
      <p id={hintId} className="text-xs text-slate-500">
        {hint} {isMultiple ? t('drop.many') : t('drop.one')}
      </p>
    </div>
  );
}
