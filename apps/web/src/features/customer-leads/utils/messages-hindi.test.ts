import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../../lib/i18n/i18n.ts';
import '../texts.ts';
import { PROPOSED_TIME_MESSAGES } from '../components/visit-card.tsx';
import { BUDGET_TYPING_HINT } from './budget.ts';
import { REQUIREMENT_FORM_MESSAGES } from './requirement.ts';

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

  it.each(messages)('translates %s', (english) => {
    const hindi = i18nFor('hi').t(english, { ns: 'messages', defaultValue: english });
    expect(hindi).not.toBe(english);
    expect(hindi).toMatch(/[\u0900-\u097F]/);
  });
});
