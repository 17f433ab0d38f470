import { codeNamesIn, GENERIC_ZOD_MESSAGE } from '@realty/contracts/common/field-labels';
import { WRONG_VALUES } from '@realty/contracts/common/wrong-values';
import type { z } from 'zod';

/**
 * Every message the contract schema `schema` gives a body built from `valid` with one field at a
 * time set to a wrong value, and with each pair of fields compared the wrong way round (a minimum
 * above its maximum). zod's own messages are left out: the API never answers with them, it names
 * the field in words instead. For tests of what the forms and the catalogues show.
 */
export function schemaMessages(schema: z.ZodType, valid: Record<string, unknown>): string[] {
  const messages = new Set<string>();
  const collect = (body: Record<string, unknown>) => {
    const result = schema.safeParse(body);
    if (!result.success) for (const issue of result.error.issues) if (!GENERIC_ZOD_MESSAGE.test(issue.message)) messages.add(issue.message);
  };
  for (const field of Object.keys(valid)) {
    for (const value of WRONG_VALUES) {
      const body = { ...valid, [field]: value };
      if (value === undefined) delete body[field];
      collect(body);
    }
    for (const other of Object.keys(valid)) if (other !== field) collect({ ...valid, [field]: 900, [other]: 100 });
  }
  return [...messages].sort();
}

/**
 * The code names ('budget_min', 'minPrice') in any text shown inside `root`, each text node read
 * on its own (the page's words run together in `textContent`), with the text they stand in. The
 * accessible descriptions of fields are text nodes too. Empty when every shown text is in words.
 */
export function codeNamesShown(root: Element = document.body): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const code of codeNamesIn(text)) found.push(`${code} in "${text.trim().slice(0, 120)}"`);
  }
  return found;
}
