import { CONTACT_LIMITS, CONTACT_TYPES } from '@realty/contracts/content/contact-fields';
import type { CreateContactBody, CreateContactInput } from '@realty/contracts/content/create-contact';
import { useId, useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormPrivacyNotice } from '../../../components/privacy-notice/form-privacy-notice.tsx';
import { MobileInput } from '../../../components/ui/mobile-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { toast } from '../../../lib/toast.ts';
import { newIdempotencyKey, useCreateContact } from '../api/create-contact.ts';
import { CONTACT_TYPE_TEXT, useContactTexts } from '../texts.ts';

/**
 * The form's check, the API's own schema (utils/contact-check.ts), fetched with zod the first time
 * the form checks what was typed (on sending), not with the page.
 */
const checkContact: Resolver<CreateContactInput, unknown, CreateContactBody> = async (values, context, options) =>
  (await import('../utils/contact-check.ts')).contactResolver(values, context, options);

const FIELDS = ['con_name', 'con_email', 'con_phone', 'con_type', 'con_message'] as const;
type FieldName = (typeof FIELDS)[number];

/**
 * The contact form (docs/product/content.md "Contact page", §5, §8): full name, email, phone, the
 * 'I'm a' choice and a message, all required (the browser enforces presence; the shared schema
 * checks the rest). On success the server's message shows in a top-right toast for 5 s and the
 * form clears; on failure the server's message, or 'Something went wrong!', and the field at fault
 * is marked. A retried submission reuses its idempotency key so it is stored once. Labels and
 * the spec's messages show in the page's language (docs/product/seo.md, "Hindi"); the values sent stay the spec's.
 */
export function ContactForm() {
  const t = useContactTexts();
  const messageText = useMessageText();
  const id = useId();
  const key = useRef(newIdempotencyKey());
  const mutation = useCreateContact();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreateContactInput, unknown, CreateContactBody>({
    resolver: checkContact,
    defaultValues: { con_name: '', con_email: '', con_phone: '', con_message: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const answer = await mutation.mutateAsync({ body, idempotencyKey: key.current });
      toast.success(messageText(answer.message), { duration: 5000 });
      reset();
      key.current = newIdempotencyKey();
    } catch (error) {
      const message = error instanceof ApiError && error.message ? messageText(error.message) : t('form.failed');
      toast.error(message, { duration: 5000 });
      if (error instanceof ApiError && error.field && (FIELDS as readonly string[]).includes(error.field)) {
        setError(error.field as FieldName, { message });
      }
    }
  });

  const describedBy = (field: FieldName) => (errors[field] ? `${id}-${field}-error` : undefined);
  const errorText = (field: FieldName) =>
    errors[field]?.message ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
        {messageText(errors[field]?.message ?? '')}
      </p>
    ) : null;

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-label={t('form.label')}>
      <div>
        <label htmlFor={`${id}-name`} className="label">
          {t('form.name')}
        </label>
        <input
          id={`${id}-name`}
          className="input"
          type="text"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.nameMax}
          aria-invalid={Boolean(errors.con_name)}
          aria-describedby={describedBy('con_name')}
          {...register('con_name')}
        />
        {errorText('con_name')}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-email`} className="label">
            {t('form.email')}
          </label>
          <input
            id={`${id}-email`}
            className="input"
            type="email"
            autoComplete="email"
            required
            aria-invalid={Boolean(errors.con_email)}
            aria-describedby={describedBy('con_email')}
            {...register('con_email')}
          />
          {errorText('con_email')}
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="label">
            {t('form.phone')}
          </label>
          <MobileInput
            id={`${id}-phone`}
            autoComplete="tel"
            required
            placeholder="98765 43210"
            aria-invalid={Boolean(errors.con_phone)}
            aria-describedby={describedBy('con_phone')}
            {...register('con_phone')}
          />
          {errorText('con_phone')}
        </div>
      </div>
      <fieldset aria-describedby={describedBy('con_type')}>
        <legend className="label">{t('form.type')}</legend>
        <div className="flex flex-wrap gap-3">
          {CONTACT_TYPES.map((type) => (
            <label
              key={type}
              className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800"
            >
              <input type="radio" value={type} required className="size-4 accent-brand-700" {...register('con_type')} />
              {t(CONTACT_TYPE_TEXT[type])}
            </label>
          ))}
        </div>
        {errorText('con_type')}
      </fieldset>
      <div>
        <label htmlFor={`${id}-message`} className="label">
          {t('form.message')}
        </label>
        <textarea
          id={`${id}-message`}
          className="input min-h-32"
          required
          rows={5}
          maxLength={CONTACT_LIMITS.messageMax}
          placeholder={t('form.messagePlaceholder')}
          aria-invalid={Boolean(errors.con_message)}
          aria-describedby={describedBy('con_message')}
          {...register('con_message')}
        />
        {errorText('con_message')}
      </div>
      <FormPrivacyNotice form="contact" />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={mutation.isPending}>
        {mutation.isPending ? t('form.sending') : t('form.send')}
      </button>
    </form>
  );
}
