import { describe, expect, it } from 'vitest';
import { formatMoney, readRupeesTyped } from './money.ts';

describe('formatMoney', () => {
  it('shows ledger amounts exactly, with Indian grouping and two decimals', () => {
    expect(formatMoney('90000.00')).toBe('₹90,000.00');
    expect(formatMoney('1234567.80')).toBe('₹12,34,567.80');
    expect(formatMoney('1234567.8')).toBe('₹12,34,567.80');
    expect(formatMoney('100000')).toBe('₹1,00,000.00');
    expect(formatMoney('999.99')).toBe('₹999.99');
    expect(formatMoney('0.00')).toBe('₹0.00');
    expect(formatMoney('0.05')).toBe('₹0.05');
  });

  it('keeps every digit of amounts a float would round', () => {
    expect(formatMoney('9007199254740993.01')).toBe('₹9,00,71,99,25,47,40,993.01');
    expect(formatMoney('10000000000.00')).toBe('₹10,00,00,00,000.00');
    expect(formatMoney('0.10')).toBe('₹0.10');
  });

  it('puts a minus sign before the rupee sign for reversals', () => {
    expect(formatMoney('-1800.00')).toBe('\u2212₹1,800.00');
    expect(formatMoney('-1234567.89')).toBe('\u2212₹12,34,567.89');
    expect(formatMoney('-0.00')).toBe('₹0.00');
  });

  it('shows a dash for text that is not an amount', () => {
    for (const bad of ['', 'N/A', '1,800.00', '12.345', '1e5', '--1', null, undefined]) expect(formatMoney(bad)).toBe('—');
  });
});

describe('readRupeesTyped', () => {
  it('reads rupees, lakh and crore exactly', () => {
    expect(readRupeesTyped('4500000')).toBe('4500000.00');
    expect(readRupeesTyped('45,00,000')).toBe('4500000.00');
    expect(readRupeesTyped('₹45,00,000.50')).toBe('4500000.50');
    expect(readRupeesTyped('45 lakh')).toBe('4500000.00');
    expect(readRupeesTyped('62.5L')).toBe('6250000.00');
    expect(readRupeesTyped('1.2 cr')).toBe('12000000.00');
    expect(readRupeesTyped('1.23456 Crore')).toBe('12345600.00');
    expect(readRupeesTyped('0.1 lakh')).toBe('10000.00');
  });

  it('reads lakh and crore typed in Hindi', () => {
    expect(readRupeesTyped('45 लाख')).toBe('4500000.00');
    expect(readRupeesTyped('62.5लाख')).toBe('6250000.00');
    expect(readRupeesTyped('1.2 \u0915\u0930\u094B\u095C')).toBe('12000000.00');
    expect(readRupeesTyped('1.2 \u0915\u0930\u094B\u0921\u093C')).toBe('12000000.00');
    expect(readRupeesTyped('45 हज़ार')).toBeUndefined();
  });

  it('reads a plain number below 1,000 as lakh, like the catalogue budget boxes', () => {
    expect(readRupeesTyped('45')).toBe('4500000.00');
    expect(readRupeesTyped('62.5')).toBe('6250000.00');
    expect(readRupeesTyped('999')).toBe('99900000.00');
    expect(readRupeesTyped('1000')).toBe('1000.00');
  });

  it('refuses what is not a whole number of paise or not an amount', () => {
    for (const bad of ['', 'abc', '45 bigha', '1000.345', '1e5', '-45 lakh', '1.234567891 lakh', '2000 cr', '4,5']) {
      expect(readRupeesTyped(bad), bad).toBeUndefined();
    }
  });
});
