import type { ReactNode } from 'react';

/** A field's fault, linked to its input by `id` through `aria-describedby`; nothing when there is none. */
export function FieldFault({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/** A form's own fault (a 409 saying why the lead cannot move, a network failure). */
export function FormFault({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
      {message}
    </p>
  );
}

/** A card on the lead's page with its heading. */
export function LeadPanel({
  id,
  title,
  children,
  tone = 'plain',
}: {
  id: string;
  title: string;
  children: ReactNode;
  tone?: 'plain' | 'action';
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl p-4 shadow-sm ring-1 sm:p-5 ${tone === 'action' ? 'bg-brand-50/60 ring-brand-200' : 'bg-white ring-slate-200'}`}
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
