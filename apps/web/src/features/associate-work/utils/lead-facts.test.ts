import { describe, expect, it } from 'vitest';
import { bhkText, budgetText, telHref, whatsAppHref } from './lead-facts.ts';

describe('budgetText', () => {
  it('shows a budget as the catalogue shows rupees, lower end first', () => {
    expect(budgetText('4500000.00', '6000000.00')).toBe('₹45 L – ₹60 L');
    expect(budgetText('6000000.00', '4500000.00')).toBe('₹45 L – ₹60 L');
    expect(budgetText('11500000.00', '11500000.00')).toBe('₹1.15 Cr');
    expect(budgetText('0.00', '6000000.00')).toBe('₹0 – ₹60 L');
  });

  it('writes lakh and crore in Hindi on Hindi pages', () => {
    expect(budgetText('4500000.00', '6000000.00', 'hi')).toBe('₹45 लाख – ₹60 लाख');
    expect(budgetText('6000000.00', '11500000.00', 'hi')).toBe('₹60 लाख – ₹1.15 करोड़');
    expect(budgetText('85000.00', '85000.00', 'hi')).toBe('₹85,000');
  });

  it('gives null (not given) for no budget or an unreadable one', () => {
    expect(budgetText('0.00', '0.00')).toBeNull();
    expect(budgetText('N/A', '6000000.00')).toBeNull();
  });
});

describe('contact links and BHK', () => {
  it('builds call and WhatsApp links with the India code, and the BHK text', () => {
    expect(telHref('98765 00001')).toBe('tel:+919876500001');
    expect(whatsAppHref('9876500001')).toBe('https://wa.me/919876500001');
    expect(bhkText(2)).toBe('2 BHK');
  });
});
