import { codeNamesIn } from '@realty/contracts/common/field-labels';
import { createDealBodySchema } from '@realty/contracts/pipeline/brokerage';
import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import { declineBodySchema, preferencesBodySchema, updateLeadBodySchema } from '@realty/contracts/pipeline/leads';
import { associateVisitBodySchema, createVisitBodySchema } from '@realty/contracts/pipeline/visits';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../../lib/i18n/i18n.ts';
import { schemaMessages } from '../../../test/messages-in-words.ts';
import '../texts.ts';

/**
 * The messages the contracts give the associate's forms when a value is wrong: what the server
 * answers to a visit, a visit's result, a booking, a change of status, a decline and preferences.
 */
const contractMessages = [
  ...schemaMessages(createVisitBodySchema, { site_id: 12, scheduled_at: '2099-12-01T10:30:00+05:30', meeting_point: 'Site office gate' }),
  ...schemaMessages(associateVisitBodySchema, { status: 'completed', outcome_note: 'Liked the corner plot' }),
  ...schemaMessages(createDealBodySchema, { site_id: 12, unit: 'Tower A, 302', agreement_value: '4500000.00', booked_on: '2026-11-20' }),
  ...schemaMessages(updateLeadBodySchema, { status: 'lost', note: 'Called twice', reason: 'Bought elsewhere' }),
  ...schemaMessages(declineBodySchema, { reason: 'Too far from my area' }),
  ...schemaMessages(preferencesBodySchema, { cities: ['Varanasi'], categories: ['Apartment'], max_open_leads: 5 }),
];

/** The pipeline's own messages an associate's screens show. */
const pipelineMessages = [
  PIPELINE_MESSAGES.preferencesSaved,
  PIPELINE_MESSAGES.offerAccepted,
  PIPELINE_MESSAGES.offerDeclined,
  PIPELINE_MESSAGES.offerNotYours,
  PIPELINE_MESSAGES.offerExpired,
  PIPELINE_MESSAGES.leadNotYours,
  PIPELINE_MESSAGES.acceptFirst,
  PIPELINE_MESSAGES.visitScheduled,
  PIPELINE_MESSAGES.visitInPast,
  PIPELINE_MESSAGES.siteNotFound,
  PIPELINE_MESSAGES.dealRecorded,
  PIPELINE_MESSAGES.lostReasonMissing,
  PIPELINE_MESSAGES.cityUnknown,
  // the API's own (apps/api: preferences.service.ts)
  'Categories must each be one of Apartment, Plots, Family Houses, Town Houses, Commercial',
];

// Every message the associate's screens show has Hindi and names fields in words (docs/product/seo.md, "Hindi").
describe('the associate pipeline messages in Hindi and in words', () => {
  it('finds the messages of the contracts', () => {
    expect(contractMessages).toEqual(
      expect.arrayContaining([
        'Meeting point is required',
        'Visit time must be a date and time such as 2026-12-01T10:30:00+05:30',
        'Agreement value must be more than 0',
        'Most open leads at once must be a whole number from 1 to 50',
      ]),
    );
  });

  it.each([...new Set([...contractMessages, ...pipelineMessages])])('translates %s', (english) => {
    const hindi = i18nFor('hi').t(english, { ns: 'messages', defaultValue: english });
    expect(hindi).not.toBe(english);
    expect(hindi).toMatch(/[\u0900-\u097F]/);
  });

  it.each([...new Set([...contractMessages, ...pipelineMessages])])('shows %s in words on English pages', (english) => {
    const shown = i18nFor('en').t(english, { ns: 'messages', defaultValue: english });
    expect(codeNamesIn(shown)).toEqual([]);
    expect(shown).toMatch(/^[A-Z]/);
  });
});
