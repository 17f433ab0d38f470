import { contacts } from '@realty/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let ipCounter = 1;
/** A fresh client address per call, so the per-IP limit only bites where a test wants it. */
const nextIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const valid = {
  con_name: 'Meera Srivastava',
  con_email: 'meera.srivastava@example.in',
  con_phone: '094150 67890',
  con_type: 'Property Seeker',
  con_message: 'Please call me about two-bedroom flats near Sigra under 60 lakh.',
};

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

function post(body: unknown, options: { ip?: string; key?: string } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/contacts',
    payload: body as Record<string, unknown>,
    remoteAddress: options.ip ?? nextIp(),
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });
}

const storedRows = () => ctx.db.select().from(contacts);

describe('POST /api/admin/contacts', () => {
  it("takes the site's three audiences as 'I'm a', and the old client's 'Support Agents' as an associate", async () => {
    for (const [sent, stored] of [
      ['Property Seeker', 'Property Seeker'],
      ['Associate', 'Associate'],
      ['Builder', 'Builder'],
      ['Support Agents', 'Associate'],
    ]) {
      const res = await post({ ...valid, con_type: sent });
      expect(res.statusCode, sent).toBe(201);
      expect((await storedRows()).at(-1)?.type).toBe(stored);
    }
  });

  it('stores the request with a normalised phone and answers 201 with the success message', async () => {
    const before = (await storedRows()).length;
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Thank you! Our team will call you back within 24 hours.' });
    const rows = await storedRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      name: 'Meera Srivastava',
      email: 'meera.srivastava@example.in',
      phone: '+919415067890',
      type: 'Property Seeker',
      message: valid.con_message,
      idempotencyKey: null,
      isHandled: false,
    });
  });

  it.each([
    ['+91 98390 12345', '+919839012345'],
    ['9839012345', '+919839012345'],
    ['919839012345', '+919839012345'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('accepts the phone %s as %s', async (phone, stored) => {
    const res = await post({ ...valid, con_phone: phone });
    expect(res.statusCode).toBe(201);
    expect((await storedRows()).at(-1)?.phone).toBe(stored);
  });

  it.each([
    ['con_name', { con_name: 'A' }, 'Please enter your full name.'],
    ['con_name', { con_name: 'x'.repeat(101) }, 'Please enter your full name.'],
    ['con_name', { con_name: undefined }, 'Please enter your full name.'],
    ['con_email', { con_email: 'meera@' }, 'Please enter a valid email address.'],
    ['con_email', { con_email: undefined }, 'Please enter a valid email address.'],
    ['con_phone', { con_phone: '12345' }, 'Please enter a valid phone number.'],
    ['con_phone', { con_phone: '5839012345' }, 'Please enter a valid phone number.'],
    ['con_phone', { con_phone: 'call me' }, 'Please enter a valid phone number.'],
    ['con_type', { con_type: 'Investor' }, 'Please choose who you are.'],
    ['con_type', { con_type: undefined }, 'Please choose who you are.'],
    ['con_message', { con_message: 'Hi' }, 'Please write a message of 10 to 2000 characters.'],
    ['con_message', { con_message: 'x'.repeat(2001) }, 'Please write a message of 10 to 2000 characters.'],
  ])('answers 400 naming %s for %j', async (field, change, message) => {
    const before = (await storedRows()).length;
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message, field });
    expect(await storedRows()).toHaveLength(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/contacts',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('stores a retried submission with the same Idempotency-Key once and answers the same success', async () => {
    const key = 'contact-retry-7f3a9c21';
    const before = (await storedRows()).length;
    const first = await post(valid, { key });
    const second = await post(valid, { key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const rows = await storedRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.filter((r) => r.idempotencyKey === key)).toHaveLength(1);
  });

  it('refuses a reused Idempotency-Key carrying a different message', async () => {
    const key = 'contact-reuse-1b2c3d4e';
    await post(valid, { key });
    const res = await post({ ...valid, con_message: 'A completely different request about shops.' }, { key });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'This request key was already used for a different message. Please send the form again.',
      field: 'idempotency-key',
    });
  });

  it('answers 400 naming the header for a malformed Idempotency-Key', async () => {
    const res = await post(valid, { key: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('idempotency-key');
  });

  it('limits one IP to 5 requests in 10 minutes, then 429 with Retry-After and a readable message', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 5; i++) expect((await post(valid, { ip })).statusCode).toBe(201);
    const res = await post(valid, { ip });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('Please wait a few minutes') });
    // another address is not affected
    expect((await post(valid, { ip: '203.0.113.78' })).statusCode).toBe(201);
  });
});
