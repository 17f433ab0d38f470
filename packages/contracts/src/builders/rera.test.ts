import { describe, expect, it } from 'vitest';
import { reviewProjectBodySchema } from './admin-projects.ts';
import { projectInputSchema } from './project.ts';
import { checkRera, isUttarPradesh, RERA_MESSAGES, reraAuthorityWebsite } from './rera.ts';

const up = (rera_number: string) => checkRera({ state: 'Uttar Pradesh', rera_number, rera_exempt: false, rera_exemption: null });
const other = (rera_number: string) => checkRera({ state: 'Bihar', rera_number, rera_exempt: false, rera_exemption: null });

describe('checkRera', () => {
  it.each(['UPRERAPRJ1234', 'UPRERAPRJ12345', 'UPRERAPRJ12345678', 'uprerAprj123456 '])('accepts the UP number %j', (n) => {
    expect(up(n)).toBeNull();
  });

  it.each(['UPRERAPRJ123', 'UPRERAPRJ123456789', 'UPRERAPRJ12A45', 'UPRERAAGT12345', 'RERA12345', 'UPRERAPRJ 12345'])(
    'refuses the malformed UP number %j',
    (n) => {
      expect(up(n)).toEqual({ field: 'rera_number', message: RERA_MESSAGES.upFormat });
    },
  );

  it('requires a number in Uttar Pradesh (however the state is written) unless exempt', () => {
    expect(up('')).toEqual({ field: 'rera_number', message: RERA_MESSAGES.upRequired });
    expect(checkRera({ state: 'U.P.', rera_number: '', rera_exempt: false, rera_exemption: null })?.field).toBe('rera_number');
    expect(
      checkRera({ state: 'Uttar Pradesh', rera_number: '', rera_exempt: true, rera_exemption: { land_area_sqm: 500, units: 8 } }),
    ).toBeNull();
  });

  it('takes any number of up to 30 capitals, digits, / and - elsewhere, and none', () => {
    expect(other('')).toBeNull();
    expect(other('P/BR/2024/00123')).toBeNull();
    expect(other('PRM-KA-RERA-1251-446-PR-171014-000456'.slice(0, 30))).toBeNull();
    expect(other('A'.repeat(31))).toEqual({ field: 'rera_number', message: RERA_MESSAGES.otherFormat });
    expect(other('P BR 2024')).toEqual({ field: 'rera_number', message: RERA_MESSAGES.otherFormat });
    expect(other('P_BR#1')).toEqual({ field: 'rera_number', message: RERA_MESSAGES.otherFormat });
  });

  it('keeps the exemption within 500 m² and 8 units', () => {
    const exempt = (land_area_sqm: number, units: number) =>
      checkRera({ state: 'Uttar Pradesh', rera_number: '', rera_exempt: true, rera_exemption: { land_area_sqm, units } });
    expect(exempt(499.5, 8)).toBeNull();
    expect(exempt(500.01, 8)).toEqual({ field: 'rera_exemption', message: RERA_MESSAGES.exemptionLand });
    expect(exempt(400, 9)).toEqual({ field: 'rera_exemption', message: RERA_MESSAGES.exemptionUnits });
    expect(checkRera({ state: 'Bihar', rera_number: '', rera_exempt: true, rera_exemption: null })).toEqual({
      field: 'rera_exemption',
      message: RERA_MESSAGES.exemptionRequired,
    });
  });

  it('knows the UP authority website', () => {
    expect(isUttarPradesh(' uttar  pradesh ')).toBe(true);
    expect(reraAuthorityWebsite('Uttar Pradesh')).toBe('https://up-rera.in');
    expect(reraAuthorityWebsite('Bihar')).toBeNull();
  });
});

describe('projectInputSchema', () => {
  const base = { site_title: 'Ganga Vihar', site_city: 'Varanasi', site_state: 'Uttar Pradesh', site_category: 'Apartment' };

  it('reads a valid project with its RERA number in capitals and the offer as two-decimal text', () => {
    const parsed = projectInputSchema.parse({ ...base, rera_number: 'uprerAprj12345', brokerage_percent_offered: 1.5 });
    expect(parsed).toMatchObject({
      rera_number: 'UPRERAPRJ12345',
      rera_exempt: false,
      rera_exemption: null,
      brokerage_percent_offered: '1.50',
    });
    expect(parsed).not.toHaveProperty('site_status');
    expect(parsed).not.toHaveProperty('site_brokerage_percent');
  });

  it('names the field of a malformed or missing RERA number and of a bad exemption', () => {
    const issue = (body: object) => projectInputSchema.safeParse({ ...base, ...body }).error?.issues[0];
    expect(issue({ rera_number: 'UPRERAPRJ12' })).toMatchObject({ path: ['rera_number'], message: RERA_MESSAGES.upFormat });
    expect(issue({})).toMatchObject({ path: ['rera_number'], message: RERA_MESSAGES.upRequired });
    expect(issue({ rera_exempt: true, rera_exemption: { land_area_sqm: 900, units: 4 } })?.path).toEqual([
      'rera_exemption',
      'land_area_sqm',
    ]);
    expect(
      projectInputSchema.parse({ ...base, rera_exempt: true, rera_exemption: { land_area_sqm: 300, units: 6 }, rera_number: 'X' }),
    ).toMatchObject({
      rera_number: '',
      rera_exemption: { land_area_sqm: 300, units: 6 },
    });
  });

  it.each([['0.49'], ['10.01'], ['2.345'], [0], ['abc']])('refuses the brokerage offer %j', (offer) => {
    const result = projectInputSchema.safeParse({ ...base, rera_number: 'UPRERAPRJ1234', brokerage_percent_offered: offer });
    expect(result.error?.issues[0]?.path).toEqual(['brokerage_percent_offered']);
  });

  it('keeps the listing rules across fields (minimum price above maximum)', () => {
    const result = projectInputSchema.safeParse({ ...base, rera_number: 'UPRERAPRJ1234', site_min_price: 500, site_max_price: 100 });
    expect(result.error?.issues[0]?.path).toEqual(['site_max_price']);
  });
});

describe('reviewProjectBodySchema', () => {
  it('requires a comment to request changes or reject, not to approve', () => {
    expect(reviewProjectBodySchema.parse({ decision: 'approve' })).toEqual({ decision: 'approve', comment: '' });
    expect(reviewProjectBodySchema.safeParse({ decision: 'reject', comment: '  ' }).error?.issues[0]?.path).toEqual(['comment']);
    expect(reviewProjectBodySchema.safeParse({ decision: 'request_changes' }).error?.issues[0]?.path).toEqual(['comment']);
  });
});
