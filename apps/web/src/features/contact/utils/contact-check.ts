import { zodResolver } from '@hookform/resolvers/zod';
import { createContactBodySchema } from '@realty/contracts/content/create-contact';

/**
 * The contact form's check (docs/product/content.md "Contact (`/contactus`)"): the API's own body
 * schema, through react-hook-form's zod resolver. Loaded by the form when it first checks what
 * was typed, so the contact page's first code carries no zod (issue #35,
 * docs/decisions/0033-javascript-budget.md).
 */
export const contactResolver = zodResolver(createContactBodySchema);
