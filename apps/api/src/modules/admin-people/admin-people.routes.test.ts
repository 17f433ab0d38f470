import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate, signUpCustomer } from '../../../test/fixtures/accounts.ts';
import { signInTestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { maskAadhaar, maskPan } from './people.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('masking', () => {
  it('shows only the last four characters', () => {
    expect(maskAadhaar('1234')).toBe('XXXX-XXXX-1234');
    expect(maskPan('234F')).toBe('XXXXXX234F');
    expect(maskAadhaar(null)).toBe('');
  });
});

describe('people (admin only)', () => {
  it('refuses guests, customers, associates and editors', async () => {
    const customer = await signUpCustomer(ctx.app);
    const associate = await signUpAssociate(ctx.app);
    const editor = await signInTestStaff(ctx.app, 'editor');
    for (const [method, url] of [
      ['GET', '/api/admin/people'],
      ['PATCH', '/api/admin/people/customer/1'],
    ] as const) {
      const payload = method === 'PATCH' ? { status: 'disabled' } : undefined;
      expect((await ctx.app.inject({ method, url, payload })).statusCode).toBe(401);
      for (const cookie of [customer.cookie, associate.cookie, editor.cookie])
        expect((await ctx.app.inject({ method, url, payload, headers: { cookie } })).statusCode).toBe(403);
    }
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/admin/people', headers: { cookie: editor.cookie } });
    expect(refused.json().message).toBe('Only an admin can do this.');
  });

  it('lists associates with Aadhaar and PAN masked and customers by search', async () => {
    const admin = await signInTestStaff(ctx.app, 'admin');
    const associate = await signUpAssociate(ctx.app, { ass_name: 'Gaurav Tiwari', ass_aadhaar: '246801357929', ass_pan: 'ABCDE1234F' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/people?kind=associate&q=gaurav',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      kind: 'associate',
      id: associate.user.ass_id,
      name: 'Gaurav Tiwari',
      aadhaar_masked: 'XXXX-XXXX-7929',
      pan_masked: 'XXXXXX234F',
    });
    expect(res.body).not.toContain('234567890123');
    expect(res.body).not.toContain('ABCDE1234F');
    const customer = await signUpCustomer(ctx.app, { user_name: 'Farida Khan' });
    const customers = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/people?kind=customer&q=${customer.mobile}`,
      headers: { cookie: admin.cookie },
    });
    expect(customers.json()).toMatchObject({ total: 1, data: [{ name: 'Farida Khan', status: 'active', aadhaar_masked: '' }] });
  });

  it('disabling an account ends its sessions and is audited', async () => {
    const admin = await signInTestStaff(ctx.app, 'admin');
    const customer = await signUpCustomer(ctx.app);
    const before = await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: { cookie: customer.cookie } });
    expect(before.statusCode).toBe(200);
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/people/customer/${customer.user.user_id}`,
      headers: { cookie: admin.cookie },
      payload: { status: 'disabled' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ message: 'Account disabled; its sessions have ended.', data: { status: 'disabled' } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: { cookie: customer.cookie } })).statusCode).toBe(401);
    const audit = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit?entity=customer', headers: { cookie: admin.cookie } });
    expect(audit.json().data[0]).toMatchObject({
      action: 'disable',
      entity_id: String(customer.user.user_id),
      before: { status: 'active' },
      after: { status: 'disabled' },
    });
    const unknown = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/people/associate/999999',
      headers: { cookie: admin.cookie },
      payload: { status: 'disabled' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Account not found.' });
  });
});
