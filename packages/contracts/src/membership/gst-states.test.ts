import { describe, expect, it } from 'vitest';
import { GST_STATES, gstStateOf } from './gst-states.ts';

// docs/product/payments.md, "Price and tax": the place of supply is a state or union territory
// named by name or by its two-digit GST state code.
describe('gstStateOf', () => {
  it('reads a two-digit code, with or without its leading zero', () => {
    expect(gstStateOf('09')?.name).toBe('Uttar Pradesh');
    expect(gstStateOf(' 9 ')?.name).toBe('Uttar Pradesh');
    expect(gstStateOf('27')?.name).toBe('Maharashtra');
    expect(gstStateOf('25')?.code).toBe('26');
    expect(gstStateOf('28')).toBeUndefined();
    expect(gstStateOf('00')).toBeUndefined();
    expect(gstStateOf('123')).toBeUndefined();
  });

  it('reads names as people type them, in English or Hindi, and common other names', () => {
    expect(gstStateOf('uttar pradesh')?.code).toBe('09');
    expect(gstStateOf('  Uttar   Pradesh ')?.code).toBe('09');
    expect(gstStateOf('उत्तर प्रदेश')?.code).toBe('09');
    expect(gstStateOf('UP')?.code).toBe('09');
    expect(gstStateOf('Jammu & Kashmir')?.code).toBe('01');
    expect(gstStateOf('Orissa')?.code).toBe('21');
    expect(gstStateOf('New Delhi')?.code).toBe('07');
    expect(gstStateOf('Andaman & Nicobar Islands')?.code).toBe('35');
  });

  it('knows nothing else', () => {
    for (const value of ['', '   ', 'Varanasi', 'Uttar', 'Bombay state', '9a']) expect(gstStateOf(value), value).toBeUndefined();
  });

  it('lists every code once, two digits each', () => {
    const codes = GST_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{2}$/);
    expect(codes).toHaveLength(36);
  });
});
