/**
 * What a tax invoice or credit note says (docs/product/payments.md, "Tax invoices"; CGST Rules
 * 2017, rule 46 for invoices, rule 53 for credit notes): everything printed, fixed when the
 * document is issued (documents are never edited). Money is rupees as decimal text with two
 * places ("1000.00"), rates percent with two places ("9.00"); a credit note's amounts are written
 * as positive figures and titled as a credit note.
 */
export type InvoiceDocument = {
  kind: 'invoice' | 'credit_note';
  /** `KR/26-27/000001` (invoices) or `CN/26-27/000001` (credit notes). */
  number: string;
  /** The day of issue in India, `YYYY-MM-DD`. */
  issuedOn: string;
  /** A credit note's invoice. */
  refersTo?: { number: string; issuedOn: string };
  /** A credit note's reason, as staff wrote it. */
  reason?: string;
  seller: { legalName: string; address: string; gstin: string; stateCode: string; stateName: string };
  buyer: { name: string; memberId: string; address: string; stateCode: string; stateName: string; gstin: string | null };
  /** The place of supply: the buyer's state. */
  placeOfSupply: { code: string; name: string };
  /** The services supplied (the Pro plan for 12 months): description in English, its Hindi name, SAC code and taxable value. */
  lines: { description: string; descriptionHi: string; sac: string; taxableValue: string }[];
  taxableValue: string;
  cgst: { rate: string; amount: string };
  sgst: { rate: string; amount: string };
  igst: { rate: string; amount: string };
  total: string;
  /** The total in words ("One Thousand One Hundred Eighty Rupees Only"). */
  totalInWords: string;
};
