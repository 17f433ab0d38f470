import type { CreateContactBody, CreateContactResponse } from '@realty/contracts/content/create-contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** A random request key (32 hex characters) for the `Idempotency-Key` header. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Variables of {@link useCreateContact}: the form values and the key of this submission. */
export type CreateContactVariables = { body: CreateContactBody; idempotencyKey: string };

/**
 * `POST /api/admin/contacts` (docs/product/content.md): sends a call-back request with an
 * `Idempotency-Key`, so a retried submission is stored once. Fails with an ApiError carrying the
 * server's message (and `field` for a 400, `retryAfterSeconds` for a 429).
 */
export function useCreateContact() {
  return useMutation<CreateContactResponse, Error, CreateContactVariables>({
    mutationFn: ({ body, idempotencyKey }) =>
      apiRequest('/admin/contacts', {
        method: 'POST',
        body,
        headers: { 'idempotency-key': idempotencyKey },
        schema: async () => (await import('@realty/contracts/content/create-contact')).createContactResponseSchema,
      }),
  });
}
