import { ACTIVITY_MESSAGES } from '@realty/contracts/activity/fields';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../../lib/i18n/i18n.ts';
import '../texts.ts';

// Every favourite, enquiry and viewed-site message of the contracts has Hindi (docs/product/seo.md, "Hindi").
describe('the activity messages in Hindi', () => {
  it.each(Object.values(ACTIVITY_MESSAGES))('translates %s', (english) => {
    const hindi = i18nFor('hi').t(english, { ns: 'messages', defaultValue: english });
    expect(hindi).not.toBe(english);
    expect(hindi).toMatch(/[\u0900-\u097F]/);
  });
});
