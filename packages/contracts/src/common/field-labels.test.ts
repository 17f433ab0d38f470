import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { choicesInWords, codeInWords, codeNamesIn, FIELD_LABELS, fieldLabel, GENERIC_ZOD_MESSAGE, issueMessage } from './field-labels.ts';

/** The first issue zod gives `input` against `schema`, as the error handler receives it. */
const firstIssue = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0];
};

describe('codeNamesIn', () => {
  it('finds snake_case and camelCase code names, and nothing in words', () => {
    expect(codeNamesIn('budget_min must not be more than budget_max')).toEqual(['budget_min', 'budget_max']);
    expect(codeNamesIn('minPrice must not be above maxPrice')).toEqual(['minPrice', 'maxPrice']);
    expect(codeNamesIn('status must be completed, no_show or cancelled')).toEqual(['no_show']);
    expect(codeNamesIn('Minimum budget must not be more than the maximum')).toEqual([]);
    expect(codeNamesIn('Enter a YouTube link or an Idempotency-Key of 1 to 100 characters')).toEqual([]);
  });
});

describe('fieldLabel', () => {
  it('names a field by its label, nested fields by their last named step', () => {
    expect(fieldLabel('budget_min')).toBe('Minimum budget');
    expect(fieldLabel('scheduled_at')).toBe('Visit time');
    expect(fieldLabel('listings.3.site_title')).toBe('Title');
    expect(fieldLabel('rera_exemption.units')).toBe('Units');
    expect(fieldLabel('Idempotency-Key')).toBe('Idempotency-Key');
  });

  it('writes a field without a label in words rather than by its code', () => {
    expect(fieldLabel('brand_new_field')).toBe('Brand new field');
    expect(fieldLabel('someNewField')).toBe('Some new field');
    expect(codeNamesIn(fieldLabel('x_y_z'))).toEqual([]);
  });

  it('has labels in words only', () => {
    for (const [name, label] of Object.entries(FIELD_LABELS)) {
      expect(codeNamesIn(label), name).toEqual([]);
      expect(label, name).toMatch(/^[A-Z]/);
    }
  });
});

describe('choicesInWords and codeInWords', () => {
  it('writes allowed values in words, the last after "or"', () => {
    expect(choicesInWords(['ready', 'under_construction'])).toBe('ready or under construction');
    expect(choicesInWords(['offered', 'visit_scheduled', 'lost'])).toBe('offered, visit scheduled or lost');
    expect(choicesInWords(['Available', 'Not Available', 'Sold'])).toBe('Available, Not Available or Sold');
    expect(choicesInWords(['only'])).toBe('only');
    expect(codeInWords('pricePerSqft')).toBe('price per sqft');
  });
});

describe('issueMessage', () => {
  it("keeps a schema's own message, even one that starts like zod's", () => {
    expect(issueMessage('city', { code: 'custom', message: 'City is required' })).toBe('City is required');
    expect(issueMessage('otp', { code: 'custom', message: 'Invalid OTP' })).toBe('Invalid OTP');
    expect(GENERIC_ZOD_MESSAGE.test('Invalid OTP')).toBe(false);
  });

  it("writes zod's own messages again with the field's label", () => {
    expect(issueMessage('budget_min', firstIssue(z.object({ budget_min: z.number() }), { budget_min: 'x' }))).toBe(
      'Minimum budget must be a number.',
    );
    expect(issueMessage('city', firstIssue(z.object({ city: z.string() }), {}))).toBe('City is required.');
    expect(issueMessage('is_handled', firstIssue(z.boolean(), 'yes'))).toBe('Handled must be true or false.');
    expect(issueMessage('site_category', firstIssue(z.string().max(60), 'x'.repeat(61)))).toBe('Category must be at most 60 characters.');
    expect(issueMessage('site_title', firstIssue(z.string().min(3), 'ab'))).toBe('Title must be at least 3 characters.');
    expect(issueMessage('team_ids', firstIssue(z.array(z.number()).max(2), [1, 2, 3]))).toBe('Team members must have at most 2 entries.');
    expect(issueMessage('bhk', firstIssue(z.number().max(10), 11))).toBe('BHK must be at most 10.');
    expect(issueMessage('possession', firstIssue(z.enum(['ready', 'under_construction']), 'soon'))).toBe(
      'Possession must be one of ready or under construction.',
    );
    expect(issueMessage('decision', firstIssue(z.literal('approve'), 'x'))).toBe('Decision must be approve.');
    expect(issueMessage('rera_exemption', firstIssue(z.union([z.number(), z.boolean()]), 'x'))).toBe('RERA exemption is not valid.');
  });

  it('never holds a code name, whatever the field', () => {
    for (const field of ['budget_min', 'listings.0.site_max_price', 'unknown_field_name', 'minPrice', 'request']) {
      for (const issue of [
        undefined,
        { code: 'invalid_type', expected: 'string', message: 'Invalid input: expected string, received number' },
      ]) {
        expect(codeNamesIn(issueMessage(field, issue)), field).toEqual([]);
      }
    }
  });
});
