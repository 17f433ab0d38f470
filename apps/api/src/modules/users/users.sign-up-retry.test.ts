import { otpVerifications, users } from '@realty/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastOtpFor, uniqueIp, uniqueMobile } from '../../../test/fixtures/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // Makes the database refuse a customer row AFTER every check of the sign-up passed (the OTP
  // included): 'Disk Full' fails like a server fault, 'Email Race' like an e-mail taken by a
  // simultaneous sign-up between the check and the insert.
  await ctx.db.execute(
    sql.raw(`CREATE FUNCTION test_refuse_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_name = 'Disk Full' THEN RAISE EXCEPTION 'could not extend file: No space left on device'; END IF;
  IF NEW.user_name = 'Email Race' THEN
    RAISE EXCEPTION USING ERRCODE = 'unique_violation', CONSTRAINT = 'users_email',
      MESSAGE = 'duplicate key value violates unique constraint "users_email"';
  END IF;
  RETURN NEW;
END
$$`),
  );
  await ctx.db.execute(
    sql.raw('CREATE TRIGGER test_refuse_customer BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION test_refuse_customer()'),
  );
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: uniqueIp() });

const form = (mobile: string) => ({
  user_name: 'Meera Joshi',
  user_email: `meera.${mobile}@example.in`,
  user_mobile: mobile,
  user_password: 'Kashi@Vishwanath1',
});

async function sentCode(mobile: string): Promise<string> {
  expect((await post('/auth/user/send-otp', { mobile })).statusCode).toBe(200);
  return lastOtpFor(ctx.app, mobile);
}

describe('a failed customer sign-up keeps the mobile verification for the corrected retry', () => {
  it('a server fault after the OTP check: the retry with the same code creates the account', async () => {
    const mobile = uniqueMobile();
    const otp = await sentCode(mobile);
    const failed = await post('/user/sign-up', { ...form(mobile), user_name: 'Disk Full', otp });
    expect(failed.statusCode).toBe(500);
    expect(await ctx.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(0);

    const retry = await post('/user/sign-up', { ...form(mobile), otp });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toMatchObject({ success: true, user: { user_name: 'Meera Joshi', user_mobile: mobile } });
  });

  it('a mobile verified beforehand with verify-otp: the retry without a code creates the account', async () => {
    const mobile = uniqueMobile();
    const otp = await sentCode(mobile);
    expect((await post('/auth/user/verify-otp', { mobile, otp })).json()).toEqual({ success: true, message: 'OTP verified' });
    expect((await post('/user/sign-up', { ...form(mobile), user_name: 'Disk Full' })).statusCode).toBe(500);
    expect((await post('/user/sign-up', form(mobile))).statusCode).toBe(201);
  });

  it('an e-mail taken at the last moment answers 409, and the retry with another e-mail and the same code succeeds', async () => {
    const mobile = uniqueMobile();
    const otp = await sentCode(mobile);
    const raced = await post('/user/sign-up', { ...form(mobile), user_name: 'Email Race', otp });
    expect(raced.statusCode).toBe(409);
    expect(raced.json()).toEqual({ success: false, code: 'EMAIL_TAKEN', message: 'Email already registered', field: 'user_email' });

    const retry = await post('/user/sign-up', { ...form(mobile), user_email: `meera.other.${mobile}@example.in`, otp });
    expect(retry.statusCode).toBe(201);
  });

  it('a successful sign-up uses the verification up: once the account is gone, neither the code nor the verification works again', async () => {
    const mobile = uniqueMobile();
    const otp = await sentCode(mobile);
    expect((await post('/user/sign-up', { ...form(mobile), otp })).statusCode).toBe(201);
    const [code] = await ctx.db.select().from(otpVerifications).where(eq(otpVerifications.target, mobile));
    expect(code?.consumedAt).not.toBeNull();

    // the account is removed (so the mobile is free again): the old verification must not create another
    await ctx.db.execute(
      sql`delete from sessions where subject_type = 'user' and subject_id in (select user_id from users where user_mobile = ${mobile})`,
    );
    await ctx.db.delete(users).where(eq(users.mobile, mobile));
    const withCode = await post('/user/sign-up', { ...form(mobile), otp });
    expect(withCode.statusCode).toBe(400);
    expect(withCode.json()).toEqual({ success: false, code: 'OTP_EXPIRED', message: 'Invalid OTP', field: 'otp' });
    const withoutCode = await post('/user/sign-up', form(mobile));
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json()).toEqual({
      success: false,
      code: 'OTP_NOT_VERIFIED',
      message: 'Verify your mobile number with the OTP first.',
      field: 'otp',
    });
  });

  it('a wrong code given with the sign-up is still counted as a wrong try', async () => {
    const mobile = uniqueMobile();
    const otp = await sentCode(mobile);
    const wrong = otp === '000000' ? '111111' : '000000';
    expect((await post('/user/sign-up', { ...form(mobile), otp: wrong })).json()).toMatchObject({ message: 'Invalid OTP' });
    const [code] = await ctx.db.select().from(otpVerifications).where(eq(otpVerifications.target, mobile));
    expect(code?.attempts).toBe(1);
    expect((await post('/user/sign-up', { ...form(mobile), otp })).statusCode).toBe(201);
  });
});
