import { describe, expect, it } from 'vitest';
import { percentText } from './tds-step.ts';

describe('percentText', () => {
  it('writes a rate as people do', () => {
    expect(percentText('2.00')).toBe('2');
    expect(percentText('20.00')).toBe('20');
    expect(percentText('7.50')).toBe('7.5');
    expect(percentText('0.75')).toBe('0.75');
    expect(percentText('100.00')).toBe('100');
  });
});
