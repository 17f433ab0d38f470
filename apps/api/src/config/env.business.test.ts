import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

// docs/product/payments.md, "Tax invoices": the business's invoice details are settings checked at start.
describe('business settings', () => {
  it('default to a demo business in Uttar Pradesh whose GSTIN passes its own check', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ BUSINESS_STATE: 'Uttar Pradesh', BUSINESS_GSTIN: '09AAKCK1234F1ZO', MEMBERSHIP_SAC: '999599' });
  });

  it('take a state by name or code, and a GSTIN typed in lower case with spaces around', () => {
    expect(loadEnv({ BUSINESS_STATE: '27', BUSINESS_GSTIN: ' 27aapfu0939f1zv ' }).BUSINESS_GSTIN).toBe('27AAPFU0939F1ZV');
  });

  it('refuse a wrong GSTIN, one of another state, an unknown state, a bad UPI id or SAC, naming the setting', () => {
    expect(() => loadEnv({ BUSINESS_GSTIN: '09AAKCK1234F1ZA' })).toThrow(
      /BUSINESS_GSTIN: BUSINESS_GSTIN must be a valid 15-character GSTIN/,
    );
    expect(() => loadEnv({ BUSINESS_GSTIN: '27AAPFU0939F1ZV' })).toThrow(/BUSINESS_GSTIN must start with 09/);
    expect(() => loadEnv({ BUSINESS_STATE: 'Varanasi' })).toThrow(/BUSINESS_STATE: BUSINESS_STATE must be a state/);
    expect(() => loadEnv({ BUSINESS_UPI_ID: 'kashirealty' })).toThrow(/BUSINESS_UPI_ID/);
    expect(() => loadEnv({ MEMBERSHIP_SAC: '12345' })).toThrow(/MEMBERSHIP_SAC/);
  });
});
