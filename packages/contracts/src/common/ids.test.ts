import { describe, expect, it } from 'vitest';
import { wholeNumber } from './envelope.ts';
import { ID_PATTERN, idNumberSchema, idSchema, MAX_ID, wholeNumberText } from './ids.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

describe('idSchema', () => {
  const id = idSchema('Listing ID');

  it('reads digits without a leading zero and JSON whole numbers', () => {
    expect(id.parse('7')).toBe(7);
    expect(id.parse('10')).toBe(10);
    expect(id.parse(7)).toBe(7);
    expect(id.parse(String(MAX_ID))).toBe(2_147_483_647);
    expect(id.parse(MAX_ID)).toBe(2_147_483_647);
  });

  it.each(['0x7', '+7', '7e0', ' 7', '7 ', '7.0', '07', '00', '-0', '', 'abc', '7a', '\u00007', '٧', '１'])(
    'refuses the spelling %j as not a whole number',
    (spelling) => {
      expect(messagesOf(id.safeParse(spelling))).toEqual(['Listing ID must be a whole number']);
    },
  );

  it.each([
    ['0', 'Listing ID must be 1 or more'],
    ['-1', 'Listing ID must be 1 or more'],
    [0, 'Listing ID must be 1 or more'],
    [-7, 'Listing ID must be 1 or more'],
    ['2147483648', 'Listing ID is too large'],
    [2_147_483_648, 'Listing ID is too large'],
  ])('refuses %j: %s', (value, message) => {
    expect(messagesOf(id.safeParse(value))).toEqual([message]);
  });

  it('names a value beyond every database id too large first', () => {
    expect(messagesOf(id.safeParse('99999999999999999999'))?.[0]).toBe('Listing ID is too large');
    expect(messagesOf(id.safeParse(1e20))?.[0]).toBe('Listing ID is too large');
  });

  it.each([7.5, true, false, null, undefined, [7], { id: 7 }, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %j as not a whole number',
    (value) => {
      expect(messagesOf(id.safeParse(value))?.[0]).toBe('Listing ID must be a whole number');
    },
  );
});

describe('idNumberSchema', () => {
  it('takes JSON numbers only, with one message when given', () => {
    const teamId = idNumberSchema('Team member ID', 'Team members must be given by their IDs');
    expect(teamId.parse(3)).toBe(3);
    for (const value of ['3', 0, 2.5, 2_147_483_648])
      expect(messagesOf(teamId.safeParse(value))).toEqual(['Team members must be given by their IDs']);
  });
});

describe('ID_PATTERN and wholeNumberText', () => {
  it('matches only digits without a leading zero', () => {
    expect(['1', '7', '2147483647'].every((s) => ID_PATTERN.test(s))).toBe(true);
    expect(['0', '07', '+7', '7.0', ' 7', '7e0', '0x7', '-1'].some((s) => ID_PATTERN.test(s))).toBe(false);
  });

  it('turns whole-number text into numbers and leaves everything else alone', () => {
    expect(wholeNumberText('12')).toBe(12);
    expect(wholeNumberText('0')).toBe(0);
    expect(wholeNumberText('-4')).toBe(-4);
    expect(wholeNumberText('07')).toBe('07');
    expect(wholeNumberText('1e3')).toBe('1e3');
    expect(wholeNumberText(5)).toBe(5);
  });
});

describe('wholeNumber (paging)', () => {
  const page = wholeNumber('Page', 1, 100, 1);

  it('reads digits, and blank or absent as the fallback', () => {
    expect(page.parse('3')).toBe(3);
    expect(page.parse('')).toBe(1);
    expect(page.parse(undefined)).toBe(1);
  });

  it.each([
    ['07', 'Page must be a whole number'],
    ['0x2', 'Page must be a whole number'],
    ['2.0', 'Page must be a whole number'],
    ['1e1', 'Page must be a whole number'],
    [' 2', 'Page must be a whole number'],
    ['0', 'Page must be 1 or more'],
    ['101', 'Page must be at most 100'],
    ['99999999999999999999', 'Page must be at most 100'],
  ])('refuses %j: %s', (value, message) => {
    expect(messagesOf(page.safeParse(value))?.[0]).toBe(message);
  });
});
