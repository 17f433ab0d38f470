import { associates } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastOtpFor, uniqueIp } from '../../../test/fixtures/accounts.ts';
import { type FakeHttpServer, type RecordedRequest, startFakeHttpServer } from '../../../test/fixtures/fake-http-server.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createExternalMemberRegistry } from './external-member-registry.ts';

/** The member system of docs/product/accounts.md as a fake: KR500001 is a sponsor, 'taken@example.in' and 9415099999 exist. */
function memberSystem(request: RecordedRequest): { status: number; json: unknown } {
  const url = new URL(request.url, 'http://fake');
  if (request.headers.authorization !== 'registry-key' || url.searchParams.get('fkey') !== 'registry-key')
    return { status: 401, json: { error: 1, msg: 'bad key' } };
  const q = (name: string) => url.searchParams.get(name);
  switch (q('act')) {
    case 'check_status':
      return q('sponser_id') === 'KR500001'
        ? { status: 200, json: { error: 0, msg: 'ok', SponserDetail: { name: 'Sunita Devi', id: 'KR500001' } } }
        : { status: 200, json: { error: 1, msg: 'not found', SponserDetail: null } };
    case 'check_email_no':
      return { status: 200, json: { error: q('email_id') === 'taken@example.in' ? 1 : 0, msg: '' } };
    case 'check_mobile_no':
      return { status: 200, json: { error: q('mobile_no') === '9415099999' ? 1 : 0, msg: '' } };
    case 'check_aadhar_no':
      return { status: 200, json: { error: 0, msg: '' } };
    case 'check_pancard':
      return { status: 200, json: { error: q('pancard_no') === 'TAKEN1234X' ? 1 : 0, msg: '' } };
    case 'add_member':
      if (q('ass_mobile') === '9415088888') return { status: 200, json: { error: 0, msg: 'ok', data: {} } };
      return { status: 200, json: { error: 0, msg: 'Member added', data: { Member_id: 'KR700123', Member_db_id: 700123 } } };
    default:
      return { status: 404, json: { error: 1 } };
  }
}

let server: FakeHttpServer;
beforeAll(async () => {
  server = await startFakeHttpServer(memberSystem);
});
afterAll(async () => server?.close());

describe('external member registry adapter (local fake server)', () => {
  it('looks sponsors up with act=check_status, the key in fkey and the Authorization header', async () => {
    const registry = createExternalMemberRegistry({ url: `${server.url}/wp_api/`, key: 'registry-key' });
    expect(await registry.findSponsor('KR500001')).toEqual({ memberId: 'KR500001', name: 'Sunita Devi' });
    expect(await registry.findSponsor('KR000404')).toBeNull();
    const last = new URL(server.requests.at(-1)?.url ?? '', 'http://fake');
    expect(last.pathname).toBe('/wp_api/');
    expect(Object.fromEntries(last.searchParams)).toEqual({ act: 'check_status', fkey: 'registry-key', sponser_id: 'KR000404' });
  });

  it('reports taken values with the check_* acts (error 1 = exists)', async () => {
    const registry = createExternalMemberRegistry({ url: `${server.url}/wp_api/`, key: 'registry-key' });
    expect(await registry.isTaken('email', 'taken@example.in')).toBe(true);
    expect(await registry.isTaken('email', 'free@example.in')).toBe(false);
    expect(await registry.isTaken('mobile', '9415099999')).toBe(true);
    expect(await registry.isTaken('pan', 'TAKEN1234X')).toBe(true);
    expect(await registry.isTaken('aadhaar', '234567890124')).toBe(false);
  });

  it('enrols with add_member and returns the member ids; missing ids or an unreachable system answer 502', async () => {
    const registry = createExternalMemberRegistry({ url: `${server.url}/wp_api/`, key: 'registry-key' });
    const member = {
      name: 'N',
      email: 'n@example.in',
      mobile: '9415012121',
      password: 'p',
      aadhaar: null,
      pan: null,
      sponsorId: 'KR500001',
      sponsorName: 'Sunita Devi',
      lat: 25.3,
      lon: 82.9,
    };
    expect(await registry.registerMember(member)).toEqual({ memberId: 'KR700123', memberDbId: '700123' });
    await expect(registry.registerMember({ ...member, mobile: '9415088888' })).rejects.toMatchObject({
      status: 502,
      message: 'Member IDs missing',
    });
    const wrongKey = createExternalMemberRegistry({ url: `${server.url}/wp_api/`, key: 'nope' });
    await expect(wrongKey.findSponsor('KR500001')).rejects.toMatchObject({ status: 502, message: 'Error checking Sponsor ID' });
    const down = createExternalMemberRegistry({ url: 'http://127.0.0.1:9/wp_api/', key: 'k', timeoutMs: 2000 });
    await expect(down.registerMember(member)).rejects.toMatchObject({ status: 502, message: 'Node API failed' });
  });
});

describe('associate sign-up through the external registry', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ MEMBER_REGISTRY_URL: `${server.url}/wp_api/`, MEMBER_REGISTRY_KEY: 'registry-key' });
  });
  afterAll(async () => ctx?.close());

  it('uses the registry for the sponsor, duplicates and the member ids', async () => {
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: uniqueIp() });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/associate/sponsor/KR500001' })).json()).toEqual({
      success: true,
      data: { member_id: 'KR500001', name: 'Sunita Devi' },
    });
    expect((await post('/auth/associate/check-email', { email: 'taken@example.in' })).json()).toEqual({ success: true, exists: true });
    expect((await post('/auth/associate/send-otp', { mobile: '9415099999' })).statusCode).toBe(409);

    const mobile = '9415012121';
    await post('/auth/associate/send-otp', { mobile });
    await post('/auth/associate/verify-otp', { mobile, otp: lastOtpFor(ctx.app, mobile) });
    const form = {
      ass_name: 'Nisha Rai',
      ass_email: 'nisha@example.in',
      ass_mobile: mobile,
      ass_password: 'Chunar#Fort77',
      ass_sponsor_id: 'KR500001',
      ass_lat: 25.1,
      ass_lon: 82.8,
    };
    const dup = await post('/associate/sign-up', { ...form, ass_pan: 'TAKEN1234X' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: 'DUPLICATE', field: 'ass_pan' });

    const res = await post('/associate/sign-up', form);
    expect(res.statusCode).toBe(201);
    expect(res.json().associate).toMatchObject({
      member_id: 'KR700123',
      member_db_id: '700123',
      ass_sponsor_id: 'KR500001',
      ass_sponsor_name: 'Sunita Devi',
    });
    const [row] = await ctx.db.select().from(associates).where(eq(associates.mobile, mobile));
    expect(row?.memberId).toBe('KR700123');
    const added = server.requests.map((r) => new URL(r.url, 'http://fake')).find((u) => u.searchParams.get('act') === 'add_member');
    expect(added?.searchParams.get('ass_sponsor_name')).toBe('Sunita Devi');
  });
});
