import type { AdminContact } from '@realty/contracts/admin/list-contacts';
import { adminListContactsQuerySchema } from '@realty/contracts/admin/list-contacts';
import { CONTACT_TYPES } from '@realty/contracts/content/create-contact';
import { Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { sortQueryValues } from '../../../lib/query-values.ts';
import { useAdminContacts, useUpdateContact } from '../api/admin-inbox.ts';
import { formatWhen } from '../utils/format.ts';
import { Pager } from './pager.tsx';
import { StatusPill } from './status-pill.tsx';
import { useUrlFilters } from './use-url-filters.ts';

function ContactCard({ contact }: { contact: AdminContact }) {
  const update = useUpdateContact();
  const [note, setNote] = useState(contact.handled_note);
  const noteId = `note-${contact.con_id}`;
  const submit = (isHandled: boolean) =>
    update.mutate(
      { conId: contact.con_id, body: { is_handled: isHandled, handled_note: note } },
      { onSuccess: (answer) => toast.success(answer.message), onError: (error) => toast.error(error.message) },
    );
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby={`contact-${contact.con_id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`contact-${contact.con_id}`} className="font-semibold text-slate-900">
            {contact.con_name}
          </h2>
          <p className="text-sm text-slate-600">
            {contact.con_type} · {formatWhen(contact.created_at)}
          </p>
        </div>
        <StatusPill status={contact.is_handled ? 'Handled' : 'Unhandled'} />
      </div>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={`tel:${contact.con_phone}`} className="inline-flex items-center gap-1 text-brand-700 underline">
          <Phone aria-hidden="true" className="size-3.5" /> {contact.con_phone}
        </a>
        <a href={`mailto:${contact.con_email}`} className="inline-flex items-center gap-1 break-all text-brand-700 underline">
          <Mail aria-hidden="true" className="size-3.5" /> {contact.con_email}
        </a>
      </p>
      <p className="mt-3 whitespace-pre-line rounded-lg bg-slate-50 p-3 text-sm text-slate-800">{contact.con_message}</p>
      {contact.is_handled && (
        <p className="mt-2 text-xs text-slate-500">
          Handled by {contact.handled_by || 'staff'} {contact.handled_at ? `on ${formatWhen(contact.handled_at)}` : ''}
        </p>
      )}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={noteId} className="label">
            Note
          </label>
          <input
            id={noteId}
            className="input"
            value={note}
            maxLength={1000}
            onChange={(e) => setNote(e.target.value)}
            placeholder="What was done, e.g. called back, visit booked"
          />
        </div>
        {contact.is_handled ? (
          <button type="button" className="btn-outline" disabled={update.isPending} onClick={() => submit(false)}>
            Mark unhandled
          </button>
        ) : (
          <button type="button" className="btn-primary" disabled={update.isPending} onClick={() => submit(true)}>
            Mark handled<span className="sr-only"> ({contact.con_name})</span>
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * The contact requests inbox (docs/product/back-office.md, "Content and inboxes"): newest first, filter by type and
 * handled / unhandled, mark handled with a note.
 */
export function ContactsInbox() {
  const { values, page, update } = useUrlFilters(['type', 'handled'] as const);
  // only what the API accepts: an unknown type or handled value in the address is left out
  const filter = sortQueryValues(adminListContactsQuerySchema, values).accepted;
  const contacts = useAdminContacts({ type: filter.type, handled: filter.handled, page });
  return (
    <section aria-labelledby="contacts-heading">
      <h1 id="contacts-heading" className="mb-1 text-2xl font-bold text-slate-900">
        Contact requests
      </h1>
      <p className="mb-4 text-sm text-slate-600" aria-live="polite">
        {contacts.data ? `${contacts.data.unhandled} unhandled` : ' '}
      </p>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <div>
          <label htmlFor="contacts-type" className="label">
            Type
          </label>
          <select id="contacts-type" className="input" value={values.type} onChange={(e) => update({ type: e.target.value })}>
            <option value="">All types</option>
            {CONTACT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="contacts-handled" className="label">
            Handling
          </label>
          <select id="contacts-handled" className="input" value={values.handled} onChange={(e) => update({ handled: e.target.value })}>
            <option value="">All</option>
            <option value="unhandled">Unhandled</option>
            <option value="handled">Handled</option>
          </select>
        </div>
      </div>
      {contacts.isPending ? (
        <p role="status">Loading...</p>
      ) : contacts.isError ? (
        <p role="alert" className="text-red-700">
          {contacts.error.message}
        </p>
      ) : contacts.data.data.length === 0 ? (
        <p role="status" className="rounded-lg bg-white p-6 text-slate-600">
          No contact requests here.
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {contacts.data.data.map((c) => (
              <ContactCard key={`${c.con_id}-${c.is_handled}`} contact={c} />
            ))}
          </ul>
          <Pager
            page={contacts.data.page}
            pageSize={contacts.data.pageSize}
            total={contacts.data.total}
            onPage={(p) => update({ page: String(p) })}
          />
        </>
      )}
    </section>
  );
}
