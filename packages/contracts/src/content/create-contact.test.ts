import { describe, expect, it } from 'vitest';
import { createContactBodySchema, normaliseContactPhone } from './create-contact.ts';

describe('normaliseContactPhone', () => {
  it.each([
    ['9415012345', '+919415012345'],
    ['+91 94150 12345', '+919415012345'],
    ['091-9415-012345', undefined],
    ['09415012345', '+919415012345'],
    ['919415012345', '+919415012345'],
    ['(+91) 94150-12345', '+919415012345'],
    ['+1 415 555 2671', '+14155552671'],
    ['5415012345', undefined],
    ['94150 1234', undefined],
    ['+0 123 456 789', undefined],
    ['', undefined],
  ])('%j becomes %j', (input, expected) => {
    expect(normaliseContactPhone(input)).toBe(expected);
  });
});

describe('createContactBodySchema', () => {
  const valid = {
    con_name: '  Meera  ',
    con_email: 'meera@example.in',
    con_phone: '9415012345',
    con_type: 'Builder',
    con_message: 'Please call me back tomorrow.',
  };

  it('trims text and normalises the phone', () => {
    expect(createContactBodySchema.parse(valid)).toEqual({ ...valid, con_name: 'Meera', con_phone: '+919415012345' });
  });

  it('names each bad field with its message', () => {
    const result = createContactBodySchema.safeParse({
      con_name: 'M',
      con_email: 'x',
      con_phone: '1',
      con_type: 'Agent',
      con_message: 'short',
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({
      con_name: 'Please enter your full name.',
      con_email: 'Please enter a valid email address.',
      con_phone: 'Please enter a valid phone number.',
      con_type: 'Please choose who you are.',
      con_message: 'Please write a message of 10 to 2000 characters.',
    });
  });
});
