import { useMessageText } from '../../lib/i18n/messages/messages.ts';

/**
 * A field's error message, linked to its input by `id` (`aria-describedby`); nothing when there is
 * none. The message (usually the contracts' English validation text) is shown in the page's
 * language through the messages catalogue (docs/product/seo.md, "Hindi"); one the catalogue does
 * not know is shown as it came.
 */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  const messageText = useMessageText();
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {messageText(message)}
    </p>
  );
}

/** Joins the ids of the descriptions that apply, for `aria-describedby`; undefined when none do. */
export const describedBy = (...ids: (string | false | undefined | null)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;
