import { describe, expect, it } from 'vitest';
import { forbiddenCharacterAt, isAllowedText, multiLineText, notAllowedMessage, numberText, singleLineText } from './text.ts';

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every C0 control, DEL and every C1 control. */
const CONTROLS = [...range(0x00, 0x1f), 0x7f, ...range(0x80, 0x9f)];
const LINE_BREAKS = [0x09, 0x0a, 0x0d];

describe('forbiddenCharacterAt', () => {
  it.each(CONTROLS.map((code) => [hex(code), code]))('refuses %s in a one-line field, wherever it stands', (_name, code) => {
    const c = String.fromCharCode(code);
    expect(forbiddenCharacterAt(`${c}abc`)).toBe(0);
    expect(forbiddenCharacterAt(`ab${c}cd`)).toBe(2);
    expect(forbiddenCharacterAt(`abc${c}`)).toBe(3);
  });

  it.each(CONTROLS.filter((code) => !LINE_BREAKS.includes(code)).map((code) => [hex(code), code]))(
    'refuses %s in a multi-line field',
    (_name, code) => {
      expect(forbiddenCharacterAt(`line one${String.fromCharCode(code)}`, 'multi')).toBe(8);
    },
  );

  it('accepts tab, line feed and carriage return in a multi-line field only', () => {
    const text = 'Dear team,\r\n\tplease call.\nThanks';
    expect(forbiddenCharacterAt(text, 'multi')).toBe(-1);
    expect(forbiddenCharacterAt(text, 'single')).toBe(10);
    expect(forbiddenCharacterAt('a\tb')).toBe(1);
  });

  it('accepts the characters right beside the refused ranges and ordinary text of any script', () => {
    for (const text of [' ~', '\u00a0', '\u00a9 2026', 'वाराणसी में प्लॉट', '₹45 लाख', 'Ünïcødé', '🏠 Lanka', 'a%_\\\'"<>&']) {
      expect(forbiddenCharacterAt(text)).toBe(-1);
    }
  });

  it('refuses a surrogate that is not half of a pair and accepts a pair', () => {
    expect(forbiddenCharacterAt('\ud83c\udfe0')).toBe(-1);
    expect(forbiddenCharacterAt('a\ud83c')).toBe(1);
    expect(forbiddenCharacterAt('a\ud83cb')).toBe(1);
    expect(forbiddenCharacterAt('a\udfe0b')).toBe(1);
    expect(forbiddenCharacterAt('\udfe0\ud83c')).toBe(0);
    expect(forbiddenCharacterAt('ok\ud83c', 'multi')).toBe(2);
  });

  it('finds nothing in empty text', () => {
    expect(forbiddenCharacterAt('')).toBe(-1);
    expect(isAllowedText('')).toBe(true);
  });
});

describe('singleLineText', () => {
  const name = singleLineText('Name', { error: 'Name is required.', trim: true }).min(2, 'Name is required.').max(10, 'Name is too long.');

  it('answers one issue naming the label when the text holds a control character', () => {
    const result = name.safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Name contains characters that are not allowed.']);
    expect(notAllowedMessage('Name')).toBe('Name contains characters that are not allowed.');
  });

  it('checks the characters before the lengths chained after it', () => {
    expect(name.safeParse(`${'x'.repeat(20)}\u0007`).error?.issues.map((i) => i.message)).toEqual([
      'Name contains characters that are not allowed.',
    ]);
    expect(name.safeParse('x'.repeat(20)).error?.issues.map((i) => i.message)).toEqual(['Name is too long.']);
  });

  it('keeps its own message for a value that is not text', () => {
    expect(name.safeParse(42).error?.issues.map((i) => i.message)).toEqual(['Name is required.']);
  });

  it('trims before checking when asked, so surrounding white space and line breaks are dropped', () => {
    expect(name.parse('  Meera\r\n')).toBe('Meera');
    expect(name.safeParse('Me\nera').success).toBe(false);
    expect(singleLineText('Password').safeParse('secret\n').success).toBe(false);
    expect(singleLineText('Password').parse(' secret ')).toBe(' secret ');
  });

  it('refuses tab inside one line', () => {
    expect(name.safeParse('Me\tera').success).toBe(false);
  });
});

describe('multiLineText', () => {
  const message = multiLineText('Message', { trim: true }).max(2000);

  it('keeps tabs and line breaks', () => {
    expect(message.parse('Line one\r\n\tLine two\n')).toBe('Line one\r\n\tLine two');
  });

  it.each([
    ['NUL', '\u0000'],
    ['vertical tab', '\u000b'],
    ['form feed', '\u000c'],
    ['escape', '\u001b'],
    ['DEL', '\u007f'],
    ['next line (C1)', '\u0085'],
    ['lone surrogate', '\ud800'],
  ])('refuses %s', (_name, c) => {
    expect(message.safeParse(`Please call${c} me`).error?.issues.map((i) => i.message)).toEqual([
      'Message contains characters that are not allowed.',
    ]);
  });
});

describe('numberText', () => {
  it('turns text with a control character into NaN, which JavaScript would otherwise read as a number', () => {
    expect(Number('\u000b25.3')).toBe(25.3);
    expect(numberText('\u000b25.3')).toBeNaN();
    expect(numberText('25\t')).toBeNaN();
  });

  it('leaves numbers and clean text alone', () => {
    expect(numberText('25.3')).toBe('25.3');
    expect(numberText(' 25.3 ')).toBe(' 25.3 ');
    expect(numberText(82.9)).toBe(82.9);
    expect(numberText(null)).toBeNull();
  });
});
