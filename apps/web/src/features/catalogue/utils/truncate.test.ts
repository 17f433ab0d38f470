import { describe, expect, it } from 'vitest';
import { locationLine, truncateText } from './truncate.ts';

describe('truncateText', () => {
  it('keeps text that fits', () => {
    expect(truncateText('Short text.', 300)).toEqual({ text: 'Short text.', isCut: false });
  });
  it('cuts at a word boundary near the limit and adds an ellipsis', () => {
    const text = `${'word '.repeat(70)}end`;
    const result = truncateText(text, 300);
    expect(result.isCut).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(301);
    expect(result.text.endsWith('word…')).toBe(true);
  });
  it('cuts mid-word when no boundary is close', () => {
    const result = truncateText('a'.repeat(400), 300);
    expect(result.text).toBe(`${'a'.repeat(300)}…`);
  });
});

describe('locationLine', () => {
  it('joins famous place, landmark, city and state, skipping blanks and repeats', () => {
    expect(locationLine(['Assi Ghat', 'Assi', 'Varanasi', 'Uttar Pradesh'])).toBe('Assi Ghat, Assi, Varanasi, Uttar Pradesh');
    expect(locationLine(['', 'Varanasi', 'varanasi', 'Uttar Pradesh'])).toBe('Varanasi, Uttar Pradesh');
  });
});
