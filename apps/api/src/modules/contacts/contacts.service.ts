import { CONTACT_MESSAGES, type CreateContactBody, type CreateContactResponse } from '@realty/contracts/content/create-contact';
import type { Database } from '@realty/db/client';
import { conflict } from '../../lib/app-error.ts';
import { findContactRowByIdempotencyKey, insertContactRow } from './contacts.repository.ts';

/**
 * `POST /api/admin/contacts` (docs/product/content.md): stores a call-back request and only
 * then answers success, so a person's message is never lost. A retry with the same
 * `idempotencyKey` and the same content is stored once and answered the same success.
 * @throws AppError 409 `CONTACT_MESSAGES.keyReused` (code CONFLICT, field `idempotency-key`) when the key
 *   was already used for a different message.
 * @see docs/product/content.md ("Contact (`/contactus`)")
 */
export async function createContact(
  db: Database,
  body: CreateContactBody,
  idempotencyKey: string | undefined,
): Promise<CreateContactResponse> {
  const { inserted } = await insertContactRow(db, {
    name: body.con_name,
    email: body.con_email,
    phone: body.con_phone,
    type: body.con_type,
    message: body.con_message,
    idempotencyKey: idempotencyKey ?? null,
  });
  if (!inserted && idempotencyKey) {
    const stored = await findContactRowByIdempotencyKey(db, idempotencyKey);
    const isSame =
      stored !== undefined &&
      stored.name === body.con_name &&
      stored.email === body.con_email &&
      stored.phone === body.con_phone &&
      stored.type === body.con_type &&
      stored.message === body.con_message;
    if (!isSame) throw conflict(CONTACT_MESSAGES.keyReused, 'idempotency-key');
  }
  return { success: true, message: CONTACT_MESSAGES.success };
}
