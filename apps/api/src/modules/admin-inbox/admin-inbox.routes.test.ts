import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate, signUpCustomer, uniqueIp } from '../../../test/fixtures/accounts.ts';
import { signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let editor: TestStaff;
let customer: Awaited<ReturnType<typeof signUpCustomer>>;
let associateCookie: string;
let siteId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  editor = await signInTestStaff(ctx.app, 'editor');
  customer = await signUpCustomer(ctx.app, { user_name: 'Sunita Devi' });
  associateCookie = (await signUpAssociate(ctx.app)).cookie;
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/sites',
    headers: { cookie: editor.cookie },
    payload: {
      site_title: 'Ramnagar Fort View',
      site_city: 'Varanasi',
      site_state: 'Uttar Pradesh',
      site_category: 'Plots',
      site_lat: 25.27,
      site_lon: 83.02,
    },
  });
  siteId = created.json().data.site_id;
});
afterAll(async () => ctx?.close());

const contact = (name: string, type = 'Property Seeker') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/contacts',
    remoteAddress: uniqueIp(),
    payload: {
      con_name: name,
      con_email: 'caller@example.in',
      con_phone: '9415012345',
      con_type: type,
      con_message: 'Please call me back about plots near Sarnath.',
    },
  });

describe('guards', () => {
  it('refuses guests, customers and associates on every inbox route, and keeps the contact form public', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/contacts'],
      ['PATCH', '/api/admin/contacts/1'],
      ['GET', '/api/admin/enquiries'],
      ['PATCH', '/api/admin/enquiries/1'],
    ] as const) {
      const payload = method === 'PATCH' ? {} : undefined;
      expect((await ctx.app.inject({ method, url, payload })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method, url, payload, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method, url, payload, headers: { cookie: associateCookie } })).statusCode).toBe(403);
    }
    expect((await contact('Public Caller')).statusCode).toBe(201);
  });
});

describe('contact requests inbox', () => {
  it('lists newest first, filters by type and handling, and marks handled with a note', async () => {
    await contact('Arjun Builder', 'Builder');
    await contact('Neha Seeker');
    const all = await ctx.app.inject({ method: 'GET', url: '/api/admin/contacts', headers: { cookie: editor.cookie } });
    expect(all.statusCode).toBe(200);
    const names = (all.json().data as { con_name: string }[]).map((c) => c.con_name);
    expect(names.slice(0, 2)).toEqual(['Neha Seeker', 'Arjun Builder']);
    const builders = await ctx.app.inject({ method: 'GET', url: '/api/admin/contacts?type=Builder', headers: { cookie: editor.cookie } });
    expect(builders.json().data.map((c: { con_name: string }) => c.con_name)).toEqual(['Arjun Builder']);
    const id = builders.json().data[0].con_id as number;

    const handled = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/contacts/${id}`,
      headers: { cookie: editor.cookie },
      payload: { is_handled: true, handled_note: 'Called back; site visit on Monday.' },
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().data).toMatchObject({
      is_handled: true,
      handled_note: 'Called back; site visit on Monday.',
      handled_by: 'Rohan Editor',
    });
    expect(handled.json().data.handled_at).not.toBeNull();
    const open = await ctx.app.inject({ method: 'GET', url: '/api/admin/contacts?handled=unhandled', headers: { cookie: editor.cookie } });
    expect(open.json().data.some((c: { con_id: number }) => c.con_id === id)).toBe(false);
    expect(open.json().unhandled).toBe(open.json().total);

    const bad = await ctx.app.inject({ method: 'GET', url: '/api/admin/contacts?type=Alien', headers: { cookie: editor.cookie } });
    expect(bad.json()).toMatchObject({ field: 'type' });
    const unknown = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/contacts/999999',
      headers: { cookie: editor.cookie },
      payload: { is_handled: true },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Contact request not found.' });
  });
});

describe('enquiries inbox', () => {
  it('shows customer enquiries and a status change reaches the customer’s dashboard', async () => {
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/user_enquiry',
      headers: { cookie: customer.cookie },
      payload: { user_id: customer.user.user_id, site_id: siteId },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/admin/enquiries?status=new', headers: { cookie: editor.cookie } });
    expect(inbox.statusCode).toBe(200);
    const item = inbox.json().data[0];
    expect(item).toMatchObject({
      status: 'new',
      user: { user_name: 'Sunita Devi' },
      site: { site_id: siteId, site_title: 'Ramnagar Fort View' },
    });
    expect(inbox.json().new_count).toBeGreaterThanOrEqual(1);

    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/enquiries/${item.enquiry_id}`,
      headers: { cookie: editor.cookie },
      payload: { status: 'contacted', note: 'Called; visit booked for Saturday.' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Enquiry marked contacted.', data: { status: 'contacted' } });
    const dashboard = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/user_enquiry/${customer.user.user_id}`,
      headers: { cookie: customer.cookie },
    });
    expect(dashboard.json().data[0]).toMatchObject({ status: 'contacted', note: 'Called; visit booked for Saturday.' });

    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/enquiries/${item.enquiry_id}`,
      headers: { cookie: editor.cookie },
      payload: { status: 'won' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'status', message: 'Status must be one of new, contacted, closed.' });
    const unknown = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/enquiries/999999',
      headers: { cookie: editor.cookie },
      payload: { status: 'closed' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Enquiry not found.' });

    const admin = await signInTestStaff(ctx.app, 'admin');
    const audit = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit?entity=enquiry', headers: { cookie: admin.cookie } });
    expect(audit.json().data[0]).toMatchObject({
      action: 'status',
      staff_id: editor.staffId,
      before: { status: 'new' },
      after: { status: 'contacted' },
    });
  });
});
