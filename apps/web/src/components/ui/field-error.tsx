/** A field's error message, linked to its input by `id` (`aria-describedby`); nothing when there is none. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/** Joins the ids of the descriptions that apply, for `aria-describedby`; undefined when none do. */
export const describedBy = (...ids: (string | false | undefined | null)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;
