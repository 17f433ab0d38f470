/**
 * Most characters of an enquiry's question (docs/product/activity.md). Kept free of zod: the
 * listing page's Enquire Now box reads it with the page's first code (issue #35,
 * docs/decisions/0033-javascript-budget.md).
 */
export const ENQUIRY_QUESTION_MAX = 1000;
