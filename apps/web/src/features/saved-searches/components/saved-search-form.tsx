import {
  createSavedSearchBodySchema,
  SAVED_SEARCH_CHANNELS,
  SAVED_SEARCH_FREQUENCIES,
  type SavedSearchChannel,
  type SavedSearchFrequency,
} from '@realty/contracts/activity/saved-searches';
import { useId, useState } from 'react';
import { FormPrivacyNotice } from '../../../components/privacy-notice/form-privacy-notice.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import type { SavedSearchInput } from '../api/saved-searches-api.ts';
import { useSavedSearchTexts } from '../texts.ts';

/** Props of {@link SavedSearchForm}. */
export type SavedSearchFormProps = {
  /** Dialog title: "Save this search" or "Edit saved search". */
  title: string;
  /** Label of the submit button. */
  submitLabel: string;
  /** What the form starts with (the query is kept as given). */
  initial: SavedSearchInput;
  /** Sends the form; an `ApiError` naming `name`, `channels` or `frequency` shows under that field. */
  onSubmit: (input: SavedSearchInput) => Promise<void>;
  onClose: () => void;
};

type Errors = Partial<Record<'name' | 'channels' | 'frequency' | 'form', string>>;

/**
 * The saved search form, in a dialog (docs/product/alerts.md "Saving a search"): the name, the
 * ways to be told (SMS, push, e-mail; at least one) and how often (instant or daily at 9 am).
 * Checked with the API's own schema before sending; the API's 400 shows under the field it
 * names, any other failure above the buttons. Messages in the page's language.
 */
export function SavedSearchForm({ title, submitLabel, initial, onSubmit, onClose }: SavedSearchFormProps) {
  const t = useSavedSearchTexts();
  const msg = useMessageText();
  const id = useId();
  const [name, setName] = useState(initial.name);
  const [channels, setChannels] = useState<SavedSearchChannel[]>(initial.channels);
  const [frequency, setFrequency] = useState<SavedSearchFrequency>(initial.frequency);
  const [errors, setErrors] = useState<Errors>({});
  const [isBusy, setBusy] = useState(false);

  const toggle = (channel: SavedSearchChannel) =>
    setChannels((now) => (now.includes(channel) ? now.filter((c) => c !== channel) : [...now, channel]));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = { name, query: initial.query, channels, frequency };
    const checked = createSavedSearchBodySchema.safeParse(input);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? 'form') as keyof Errors;
        found[field in found ? 'form' : field] ??= msg(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit({ ...input, name: checked.data.name, channels: checked.data.channels });
    } catch (error) {
      const field = error instanceof ApiError ? error.field?.split('.')[0] : undefined;
      const text = msg((error as Error).message);
      setErrors(field === 'name' || field === 'channels' || field === 'frequency' ? { [field]: text } : { form: text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div>
          <label htmlFor={`${id}-name`} className="label">
            {t('save.name')}
          </label>
          <input
            id={`${id}-name`}
            data-autofocus
            className="input"
            value={name}
            maxLength={200}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
          />
          {errors.name && (
            <p id={`${id}-name-error`} className="mt-1 text-sm text-red-700">
              {errors.name}
            </p>
          )}
        </div>
        <fieldset aria-describedby={errors.channels ? `${id}-channels-error` : undefined}>
          <legend className="label">{t('save.channels')}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {SAVED_SEARCH_CHANNELS.map((channel) => (
              <label key={channel} className="flex min-h-11 items-center gap-2 text-slate-800">
                <input type="checkbox" className="size-5" checked={channels.includes(channel)} onChange={() => toggle(channel)} />
                {t(`channel.${channel}`)}
              </label>
            ))}
          </div>
          {errors.channels && (
            <p id={`${id}-channels-error`} className="mt-1 text-sm text-red-700">
              {errors.channels}
            </p>
          )}
        </fieldset>
        <fieldset>
          <legend className="label">{t('save.frequency')}</legend>
          <div className="flex flex-col gap-1">
            {SAVED_SEARCH_FREQUENCIES.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  name={`${id}-frequency`}
                  className="size-5"
                  checked={frequency === value}
                  onChange={() => setFrequency(value)}
                />
                {t(`frequency.${value}`)}
              </label>
            ))}
          </div>
          {errors.frequency && <p className="mt-1 text-sm text-red-700">{errors.frequency}</p>}
        </fieldset>
        {errors.form && (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        )}
        <FormPrivacyNotice form="savedSearch" />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-outline" onClick={onClose}>
            {t('save.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={isBusy}>
            {isBusy ? t('save.saving') : submitLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
