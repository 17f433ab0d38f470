import { associates, otpVerifications } from '@realty/db/schema';
import { FOUNDING_ASSOCIATE, seedAccounts } from '@realty/db/seed/accounts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastOtpFor, uniqueIp, uniqueMobile } from '../../../test/fixtures/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedAccounts(ctx.db);
  // Makes the database refuse an associate row AFTER every check of the sign-up passed (the
  // mobile verification included), like a server fault or an e-mail taken at the last moment.
  await ctx.db.execute(
    sql.raw(`CREATE FUNCTION test_refuse_associate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.ass_name = 'Disk Full' THEN RAISE EXCEPTION 'could not extend file: No space left on device'; END IF;
  IF NEW.ass_name = 'Email Race' THEN
    RAISE EXCEPTION USING ERRCODE = 'unique_violation', CONSTRAINT = 'associates_email',
      MESSAGE = 'duplicate key value violates unique constraint "associates_email"';
  END IF;
  RETURN NEW;
END
$$`),
  );
  await ctx.db.execute(
    sql.raw('CREATE TRIGGER test_refuse_associate BEFORE INSERT ON associates FOR EACH ROW EXECUTE FUNCTION test_refuse_associate()'),
  );
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: uniqueIp() });

const form = (mobile: string) => ({
  ass_name: 'Pooja Mishra',
  ass_email: `pooja.${mobile}@example.in`,
  ass_mobile: mobile,
  ass_password: 'Ramnagar#Fort5',
  ass_sponsor_id: FOUNDING_ASSOCIATE.memberId,
  ass_lat: 25.3176,
  ass_lon: 82.9739,
});

/** A mobile verified through send-otp + verify-otp, ready for sign-up. */
async function verifiedMobile(): Promise<string> {
  const mobile = uniqueMobile();
  expect((await post('/auth/associate/send-otp', { mobile })).statusCode).toBe(200);
  expect((await post('/auth/associate/verify-otp', { mobile, otp: lastOtpFor(ctx.app, mobile) })).statusCode).toBe(200);
  return mobile;
}

describe('a failed associate sign-up keeps the mobile verification for the corrected retry', () => {
  it('a server fault after the checks: the retry creates the associate with the same verification', async () => {
    const mobile = await verifiedMobile();
    const failed = await post('/associate/sign-up', { ...form(mobile), ass_name: 'Disk Full' });
    expect(failed.statusCode).toBe(500);
    expect(await ctx.db.select().from(associates).where(eq(associates.mobile, mobile))).toHaveLength(0);

    const retry = await post('/associate/sign-up', form(mobile));
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toMatchObject({ success: true, associate: { ass_name: 'Pooja Mishra', ass_mobile: mobile } });
  });

  it('an e-mail taken at the last moment answers 409 DUPLICATE, and the retry with another e-mail succeeds', async () => {
    const mobile = await verifiedMobile();
    const raced = await post('/associate/sign-up', { ...form(mobile), ass_name: 'Email Race' });
    expect(raced.statusCode).toBe(409);
    expect(raced.json()).toMatchObject({ success: false, error: 'DUPLICATE', field: 'ass_email' });
    expect((await post('/associate/sign-up', { ...form(mobile), ass_email: `pooja.other.${mobile}@example.in` })).statusCode).toBe(201);
  });

  it('a successful sign-up uses the verification up: once the associate is gone it does not create another', async () => {
    const mobile = await verifiedMobile();
    expect((await post('/associate/sign-up', form(mobile))).statusCode).toBe(201);
    const [code] = await ctx.db
      .select()
      .from(otpVerifications)
      .where(and(eq(otpVerifications.target, mobile), eq(otpVerifications.purpose, 'associate-signup')));
    expect(code?.consumedAt).not.toBeNull();

    await ctx.db.execute(
      sql`delete from sessions where subject_type = 'associate' and subject_id in (select ass_id from associates where ass_mobile = ${mobile})`,
    );
    await ctx.db.delete(associates).where(eq(associates.mobile, mobile));
    const again = await post('/associate/sign-up', form(mobile));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message: 'Verify mobile first.', field: 'ass_mobile' });
  });
});
