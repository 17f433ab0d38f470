import { ACCOUNT_MESSAGES } from '@realty/contracts/accounts/fields';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { BANK_ACCOUNT_MESSAGES } from '@realty/contracts/payouts/bank-account';
import { associateBankAccounts, auditLog } from '@realty/db/schema';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, signUpAssociate, signUpCustomer, uniqueIp } from '../../../test/fixtures/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { decryptPii } from '../../lib/crypto.ts';
import { bankAccountsOf, findBankAccount } from './bank-accounts.service.ts';

// docs/product/payouts-bank-details.md: adding and changing the account with an OTP, masking, the audit.

type Associate = Awaited<ReturnType<typeof signUpAssociate>>;

let ctx: TestContext;
/** The app's clock, moved forward by the tests (OTP resend waits, expiry). */
let offsetMs = 0;
beforeAll(async () => {
  ctx = await createTestContext({ JOB_WORKERS: 'false' });
  ctx.app.identity.now = () => new Date(Date.now() + offsetMs);
}, 60_000);
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const getAccount = (who: { cookie: string }) => call('GET', '/api/associate/bank-account', who.cookie);
const sendOtp = (who: { cookie: string }) => call('POST', '/api/associate/bank-account/otp', who.cookie);
const put = (who: { cookie: string }, body: Record<string, unknown>) => call('PUT', '/api/associate/bank-account', who.cookie, body);

/** The code of the newest bank account SMS to `mobile`. */
function bankOtpFor(mobile: string): string {
  const message = readOutbox(ctx)
    .filter((m) => m.to === mobile && m.body.includes('bank account'))
    .at(-1);
  const code = message?.body.match(/^(\d{6}) /)?.[1];
  if (!code) throw new Error(`No bank account OTP was sent to ${mobile}`);
  return code;
}
/** Sends a bank account OTP to `who` (past the resend wait) and reads it back from the outbox. */
async function freshOtp(who: Associate): Promise<string> {
  offsetMs += 31_000;
  const sent = await sendOtp(who);
  expect(sent.statusCode, sent.body).toBe(200);
  return bankOtpFor(who.mobile);
}
/** A code that is not `code` (six digits). */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const SBI = { holder_name: 'Vikram Singh', account_number: '3012 4567 8901', ifsc: 'sbin0000001' };
const SBI_NUMBER = '301245678901';

/** Fails when any text of `body` holds `number` or its first 8 digits. */
function expectNoNumber(body: string, number: string) {
  expect(body).not.toContain(number);
  expect(body).not.toContain(number.slice(0, 8));
}

describe('adding a bank account', { timeout: 60_000 }, () => {
  it('answers null before any account, sends an OTP to the associate’s own mobile, and saves the account masked and sealed', async () => {
    const vikram = await signUpAssociate(ctx);
    const none = await getAccount(vikram);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ success: true, data: null });

    const sent = await sendOtp(vikram);
    expect(sent.statusCode).toBe(200);
    const last4 = vikram.mobile.slice(-4);
    expect(sent.json()).toEqual({
      success: true,
      message: `OTP sent to your mobile number ending in ${last4}. Enter it to save your bank account.`,
      mobile_last4: last4,
      resend_after: 30,
    });
    expect(sent.body).not.toContain(vikram.mobile);
    const sms = readOutbox(ctx).at(-1);
    expect(sms?.to).toBe(vikram.mobile);
    expect(sms?.body).toMatch(/^\d{6} is your Kashi Realty verification code to save the bank account for your payouts\./);

    const saved = await put(vikram, { ...SBI, otp: bankOtpFor(vikram.mobile) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      message: BANK_ACCOUNT_MESSAGES.saved,
      data: {
        holder_name: 'Vikram Singh',
        account_last4: '8901',
        account_masked: 'XXXXXX8901',
        ifsc: 'SBIN0000001',
        bank_name: 'State Bank of India',
        updated_at: expect.any(String),
      },
    });
    expectNoNumber(saved.body, SBI_NUMBER);

    const read = await getAccount(vikram);
    expect(read.json().data).toEqual(saved.json().data);
    expectNoNumber(read.body, SBI_NUMBER);

    // stored sealed like Aadhaar and PAN: only the key opens it
    const [row] = await ctx.db.select().from(associateBankAccounts).where(eq(associateBankAccounts.assId, vikram.user.ass_id));
    expect(row?.accountNumberEnc).toMatch(/^v1\./);
    expectNoNumber(row?.accountNumberEnc ?? '', SBI_NUMBER);
    expect(decryptPii(ctx.app.identity.keys, row?.accountNumberEnc ?? '')).toBe(SBI_NUMBER);
    expect(row).toMatchObject({ accountNumberLast4: '8901', ifsc: 'SBIN0000001', bankName: 'State Bank of India' });
  });

  it('needs an OTP that was sent: none sent, a wrong one, a used one and an expired one are each a 400 naming the OTP', async () => {
    const asha = await signUpAssociate(ctx);
    const noneSent = await put(asha, { ...SBI, otp: '123456' });
    expect(noneSent.statusCode).toBe(400);
    expect(noneSent.json()).toMatchObject({ field: 'otp', message: ACCOUNT_MESSAGES.otpInvalid, code: ERROR_CODES.OTP_INVALID });

    const code = await freshOtp(asha);
    const wrong = await put(asha, { ...SBI, otp: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'otp', message: 'Invalid OTP' });
    expect((await getAccount(asha)).json().data).toBeNull();

    // the right code still works after one wrong try, once
    expect((await put(asha, { ...SBI, otp: code })).statusCode).toBe(200);
    const again = await put(asha, { ...SBI, holder_name: 'Someone Else', otp: code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: 'otp', message: ACCOUNT_MESSAGES.otpInvalid, code: ERROR_CODES.OTP_EXPIRED });
    expect((await getAccount(asha)).json().data.holder_name).toBe('Vikram Singh');

    // a code older than 5 minutes is refused in words
    const late = await freshOtp(asha);
    offsetMs += 5 * 60_000 + 1_000;
    const expired = await put(asha, { ...SBI, otp: late });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ field: 'otp', message: ACCOUNT_MESSAGES.otpExpired });

    // a newer code kills the older one
    const first = await freshOtp(asha);
    const second = await freshOtp(asha);
    if (first !== second) expect((await put(asha, { ...SBI, otp: first })).json()).toMatchObject({ field: 'otp' });
    expect((await put(asha, { ...SBI, otp: second })).statusCode).toBe(200);
  });

  it('does not take the code of a sign-in or sign-up for a bank account change', async () => {
    const ravi = await signUpAssociate(ctx);
    // the sign-up code was verified on this mobile; it proves nothing for the bank account
    const signUpCode = readOutbox(ctx)
      .filter((m) => m.to === ravi.mobile)
      .at(-1)
      ?.body.slice(0, 6);
    const refused = await put(ravi, { ...SBI, otp: signUpCode });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'otp' });
  });

  it('waits 30 seconds between OTPs in words, with Retry-After', async () => {
    const meera = await signUpAssociate(ctx);
    expect((await sendOtp(meera)).statusCode).toBe(200);
    const soon = await sendOtp(meera);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/^Please wait \d+ seconds before requesting another OTP\.$/);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('takes an IFSC the list does not know (no bank name) and a listed bank’s unlisted branch (the bank’s name)', async () => {
    const sunil = await signUpAssociate(ctx);
    const unknownBank = await put(sunil, {
      holder_name: 'Sunil Yadav',
      account_number: '123456789',
      ifsc: 'QQQQ0ABC123',
      otp: await freshOtp(sunil),
    });
    expect(unknownBank.statusCode, unknownBank.body).toBe(200);
    expect(unknownBank.json().data).toMatchObject({ ifsc: 'QQQQ0ABC123', bank_name: null, account_masked: 'XXXXXX6789' });

    const lookup = await call('GET', '/api/ifsc/qqqq0abc123', sunil.cookie);
    expect(lookup.json()).toEqual({ success: true, data: { ifsc: 'QQQQ0ABC123', bank_name: null, branch_listed: false } });
    const sbi = await call('GET', '/api/ifsc/SBIN0000001', sunil.cookie);
    expect(sbi.json()).toEqual({ success: true, data: { ifsc: 'SBIN0000001', bank_name: 'State Bank of India', branch_listed: true } });
    const newBranch = await call('GET', '/api/ifsc/HDFC0ZZZZZ9', sunil.cookie);
    expect(newBranch.json().data).toEqual({ ifsc: 'HDFC0ZZZZZ9', bank_name: 'HDFC Bank', branch_listed: false });
    const bad = await call('GET', '/api/ifsc/SBIN1000001', sunil.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'ifsc', message: BANK_ACCOUNT_MESSAGES.ifscInvalid });
    expect((await call('GET', '/api/ifsc/SBIN0000001')).statusCode).toBe(401);
  });
});

describe('bad input is a 400 naming the field in words', { timeout: 60_000 }, () => {
  let kiran: Associate;
  beforeAll(async () => {
    kiran = await signUpAssociate(ctx);
  });
  const cases: [label: string, body: Record<string, unknown>, field: string, message: string][] = [
    ['no holder name', { holder_name: undefined }, 'holder_name', BANK_ACCOUNT_MESSAGES.holderNameRequired],
    ['a blank holder name', { holder_name: '   ' }, 'holder_name', BANK_ACCOUNT_MESSAGES.holderNameRequired],
    ['a holder name of 101 characters', { holder_name: 'A'.repeat(101) }, 'holder_name', BANK_ACCOUNT_MESSAGES.holderNameTooLong],
    [
      'a holder name with a line break inside',
      { holder_name: 'Kiran\nDevi' },
      'holder_name',
      'Account holder name contains characters that are not allowed.',
    ],
    ['no account number', { account_number: undefined }, 'account_number', BANK_ACCOUNT_MESSAGES.accountNumberInvalid],
    ['8 digits', { account_number: '12345678' }, 'account_number', BANK_ACCOUNT_MESSAGES.accountNumberInvalid],
    ['19 digits', { account_number: '1234567890123456789' }, 'account_number', BANK_ACCOUNT_MESSAGES.accountNumberInvalid],
    ['letters in the number', { account_number: '12345678901A' }, 'account_number', BANK_ACCOUNT_MESSAGES.accountNumberInvalid],
    ['dashes in the number', { account_number: '1234-5678-9012' }, 'account_number', BANK_ACCOUNT_MESSAGES.accountNumberInvalid],
    ['the number as a JSON number', { account_number: 123456789012 }, 'account_number', BANK_ACCOUNT_MESSAGES.accountNumberInvalid],
    ['no IFSC', { ifsc: undefined }, 'ifsc', BANK_ACCOUNT_MESSAGES.ifscInvalid],
    ['an IFSC without the zero', { ifsc: 'SBIN1000001' }, 'ifsc', BANK_ACCOUNT_MESSAGES.ifscInvalid],
    ['an IFSC of 10 characters', { ifsc: 'SBIN000001' }, 'ifsc', BANK_ACCOUNT_MESSAGES.ifscInvalid],
    ['an IFSC with digits for the bank', { ifsc: 'SB1N0000001' }, 'ifsc', BANK_ACCOUNT_MESSAGES.ifscInvalid],
    ['no OTP', { otp: undefined }, 'otp', ACCOUNT_MESSAGES.otpSixDigits],
    ['an OTP of 5 digits', { otp: '12345' }, 'otp', ACCOUNT_MESSAGES.otpSixDigits],
  ];
  it.each(cases)('%s', async (_label, change, field, message) => {
    const body: Record<string, unknown> = { ...SBI, otp: '123456', ...change };
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    const response = await put(kiran, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field, message });
    // the answer never repeats a number it was sent
    expectNoNumber(response.body, '1234567890123456789');
    expectNoNumber(response.body, SBI_NUMBER);
  });

  it('an empty body names a field, not a 500', async () => {
    const response = await call('PUT', '/api/associate/bank-account', kiran.cookie, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBeTruthy();
  });

  it('a number typed in groups with spaces and a lower-case IFSC with spaces around are taken as the bank has them', async () => {
    const response = await put(kiran, {
      holder_name: '  Kiran Devi ',
      account_number: ' 0012 3456 7890 12 ',
      ifsc: ' punb0123400 ',
      otp: await freshOtp(kiran),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ holder_name: 'Kiran Devi', account_last4: '9012', ifsc: 'PUNB0123400' });
    const row = await findBankAccount(ctx.db, kiran.user.ass_id);
    expect(decryptPii(ctx.app.identity.keys, row?.accountNumberEnc ?? '')).toBe('00123456789012');
  });
});

describe('changing the account keeps the previous one in the audit', { timeout: 60_000 }, () => {
  it('audits the first account masked, and a change with the previous details’ sealed number and last 4', async () => {
    const neha = await signUpAssociate(ctx);
    const assId = neha.user.ass_id;
    await put(neha, { ...SBI, holder_name: 'Neha Gupta', otp: await freshOtp(neha) });
    const first = await findBankAccount(ctx.db, assId);
    expect(first).not.toBeNull();

    const changed = await put(neha, {
      holder_name: 'Neha Gupta',
      account_number: '50100123456789',
      ifsc: 'HDFC0000001',
      otp: await freshOtp(neha),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ account_masked: 'XXXXXX6789', ifsc: 'HDFC0000001', bank_name: 'HDFC Bank' });

    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'associate_bank_account'), eq(auditLog.entityId, String(assId))))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual(['bank_account_added', 'bank_account_changed']);
    expect(entries[0]?.before).toBeNull();
    expect(entries[0]?.after).toMatchObject({ holder_name: 'Neha Gupta', account_masked: 'XXXXXX8901', ifsc: 'SBIN0000001' });
    expect(entries[1]?.before).toEqual({
      holder_name: 'Neha Gupta',
      account_number_enc: first?.accountNumberEnc,
      account_last4: '8901',
      ifsc: 'SBIN0000001',
      bank_name: 'State Bank of India',
      updated_at: new Date(first?.updatedAt ?? 0).toISOString(),
    });
    // the previous number can still be opened by whoever holds the key
    const before = entries[1]?.before as { account_number_enc: string } | undefined;
    expect(decryptPii(ctx.app.identity.keys, before?.account_number_enc ?? '')).toBe(SBI_NUMBER);
    expect(entries[1]?.after).toMatchObject({
      account_last4: '6789',
      account_masked: 'XXXXXX6789',
      ifsc: 'HDFC0000001',
      bank_name: 'HDFC Bank',
    });
    const auditText = JSON.stringify(entries);
    expectNoNumber(auditText, SBI_NUMBER);
    expectNoNumber(auditText, '50100123456789');

    // the back office's audit list shows the change, masked
    expect(JSON.stringify(entries[1]?.after)).not.toContain('account_number');
  });
});

describe('only the caller’s own account', { timeout: 60_000 }, () => {
  it('another associate neither reads nor changes yours, and your OTP does not work for them', async () => {
    const owner = await signUpAssociate(ctx);
    const other = await signUpAssociate(ctx);
    await put(owner, { ...SBI, otp: await freshOtp(owner) });

    expect((await getAccount(other)).json()).toEqual({ success: true, data: null });
    // the owner's code, sent to the owner's mobile, proves nothing for the other associate
    const ownerCode = await freshOtp(owner);
    const stolen = await put(other, { holder_name: 'Thief', account_number: '999999999999', ifsc: 'SBIN0000001', otp: ownerCode });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ field: 'otp' });
    // the other associate's own change touches only their own account
    await put(other, { holder_name: 'Other Person', account_number: '888888888888', ifsc: 'SBIN0000001', otp: await freshOtp(other) });
    expect((await getAccount(owner)).json().data).toMatchObject({ holder_name: 'Vikram Singh', account_last4: '8901' });
    expect((await getAccount(other)).json().data).toMatchObject({ holder_name: 'Other Person', account_last4: '8888' });
    // the owner's code is still theirs to use
    expect((await put(owner, { ...SBI, holder_name: 'Vikram S', otp: ownerCode })).statusCode).toBe(200);
    // a body naming another associate changes nothing: the routes act on the caller alone
    const named = await put(other, {
      holder_name: 'X',
      account_number: '777777777777',
      ifsc: 'SBIN0000001',
      otp: '000000',
      ass_id: owner.user.ass_id,
    });
    expect(named.statusCode).toBe(400);
    expect((await getAccount(owner)).json().data.holder_name).toBe('Vikram S');
  });

  it('guests are asked to sign in and customers are told it is for associates', async () => {
    expect((await call('GET', '/api/associate/bank-account')).statusCode).toBe(401);
    expect((await call('POST', '/api/associate/bank-account/otp')).statusCode).toBe(401);
    expect((await call('PUT', '/api/associate/bank-account', undefined, { ...SBI, otp: '123456' })).statusCode).toBe(401);
    const customer = await signUpCustomer(ctx);
    for (const response of [await getAccount(customer), await sendOtp(customer), await put(customer, { ...SBI, otp: '123456' })]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(BANK_ACCOUNT_MESSAGES.associatesOnly);
    }
  });
});

describe('for payout runs', { timeout: 60_000 }, () => {
  it('findBankAccount and bankAccountsOf give the stored rows with the sealed number, by associate', async () => {
    const a = await signUpAssociate(ctx);
    const b = await signUpAssociate(ctx);
    await put(a, { ...SBI, otp: await freshOtp(a) });
    const row = await findBankAccount(ctx.db, a.user.ass_id);
    expect(row).toMatchObject({ assId: a.user.ass_id, holderName: 'Vikram Singh', accountNumberLast4: '8901', ifsc: 'SBIN0000001' });
    expect(decryptPii(ctx.app.identity.keys, row?.accountNumberEnc ?? '')).toBe(SBI_NUMBER);
    expect(await findBankAccount(ctx.db, b.user.ass_id)).toBeNull();
    const map = await bankAccountsOf(ctx.db, [a.user.ass_id, b.user.ass_id, a.user.ass_id]);
    expect([...map.keys()]).toEqual([a.user.ass_id]);
    expect(map.get(a.user.ass_id)?.accountNumberEnc).toBe(row?.accountNumberEnc);
    expect((await bankAccountsOf(ctx.db, [])).size).toBe(0);
  });
});
