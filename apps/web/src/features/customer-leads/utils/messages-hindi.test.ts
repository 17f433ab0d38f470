import { codeNamesIn } from '@realty/contracts/common/field-labels';
import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import { createRequirementBodySchema } from '@realty/contracts/pipeline/leads';
import { customerVisitBodySchema } from '@realty/contracts/pipeline/visits';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../../lib/i18n/i18n.ts';
import { schemaMessages } from '../../../test/messages-in-words.ts';
import '../texts.ts';
import { PROPOSED_TIME_MESSAGES } from '../components/visit-card.tsx';
import { BUDGET_TYPING_HINT } from './budget.ts';
import { REQUIREMENT_FORM_MESSAGES } from './requirement.ts';

/** The messages the contract gives a bad requirement or a bad change of a visit: what the server answers. */
const contractMessages = [
  ...schemaMessages(createRequirementBodySchema, {
    city: 'Varanasi',
    category: 'Apartment',
    budget_min: 2_500_000,
    budget_max: 4_500_000,
    bhk: 2,
    note: 'Near BHU',
  }),
  ...schemaMessages(customerVisitBodySchema, { action: 'reschedule', proposed_at: '2099-12-02T10:30:00+05:30' }),
];

// Every message the customer's pipeline screens show has Hindi (docs/product/seo.md, "Hindi").
describe('the customer pipeline messages in Hindi', () => {
  const messages = [
    PIPELINE_MESSAGES.requirementSaved,
    PIPELINE_MESSAGES.requirementJoined,
    PIPELINE_MESSAGES.budgetOrder,
    PIPELINE_MESSAGES.cityUnknown,
    PIPELINE_MESSAGES.categoryUnknown,
    PIPELINE_MESSAGES.visitNotFound,
    PIPELINE_MESSAGES.visitNotYours,
    PIPELINE_MESSAGES.proposedInPast,
    PIPELINE_MESSAGES.proposedMissing,
    PIPELINE_MESSAGES.visitUpdated,
    ...Object.values(REQUIREMENT_FORM_MESSAGES),
    ...Object.values(PROPOSED_TIME_MESSAGES),
    BUDGET_TYPING_HINT,
  ];

  it('finds the messages of the contract', () => {
    expect(contractMessages).toEqual(
      expect.arrayContaining([
        'City is required',
        'Minimum budget must not be more than the maximum',
        'Note must be at most 500 characters',
      ]),
    );
  });

  it.each([...new Set([...messages, ...contractMessages])])('translates %s', (english) => {
    const hindi = i18nFor('hi').t(english, { ns: 'messages', defaultValue: english });
    expect(hindi).not.toBe(english);
    expect(hindi).toMatch(/[\u0900-\u097F]/);
  });

  it.each(contractMessages)('shows %s in words on English pages', (english) => {
    const shown = i18nFor('en').t(english, { ns: 'messages', defaultValue: english });
    expect(codeNamesIn(shown)).toEqual([]);
    expect(shown).toMatch(/^[A-Z]/);
  });
});
