import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeHttpServer, startFakeHttpServer } from '../../../test/fixtures/fake-http-server.ts';
import { createTestContext } from '../../../test/test-app.ts';
import { loadEnv } from '../../config/env.ts';
import { createSmsProvider } from './create-sms-provider.ts';
import { createOutboxSmsProvider } from './outbox-sms.ts';
import { smsOutboxPath } from './sms-provider.ts';
import { createTwilioSmsProvider } from './twilio-sms.ts';

const quietLog = { info: () => {}, warn: () => {} };
let gateway: FakeHttpServer;
let status = 201;
beforeAll(async () => {
  gateway = await startFakeHttpServer(() => ({
    status,
    json: status < 300 ? { sid: 'SM123', status: 'queued' } : { code: 21211, message: 'Invalid To' },
  }));
});
afterAll(async () => gateway?.close());

describe('outbox SMS provider', () => {
  it('appends one {to, body, at} JSON line per message and logs it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sms-outbox-'));
    const logged: object[] = [];
    const provider = createOutboxSmsProvider(join(dir, 'nested', 'out.jsonl'), { info: (o) => logged.push(o), warn: () => {} });
    await provider.send({ to: '9415012345', body: 'first' });
    await provider.send({ to: '9415012346', body: 'second' });
    const lines = readFileSync(join(dir, 'nested', 'out.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([
      { to: '9415012345', body: 'first', at: expect.stringMatching(/Z$/) },
      { to: '9415012346', body: 'second', at: expect.stringMatching(/Z$/) },
    ]);
    expect(logged).toHaveLength(2);
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes to DATA_DIR/sms-outbox.jsonl unless SMS_OUTBOX_PATH says otherwise', () => {
    expect(smsOutboxPath(loadEnv({ DATA_DIR: '/srv/data' }))).toBe(join('/srv/data', 'sms-outbox.jsonl'));
    expect(smsOutboxPath(loadEnv({ DATA_DIR: '/srv/data', SMS_OUTBOX_PATH: '/tmp/x.jsonl' }))).toBe('/tmp/x.jsonl');
    expect(createSmsProvider(loadEnv({}), quietLog).name).toBe('outbox');
  });
});

describe('Twilio SMS provider (against a local fake gateway)', () => {
  it('posts To (+91), From and Body form-encoded with basic auth to the account’s Messages URL', async () => {
    status = 201;
    const provider = createTwilioSmsProvider({ baseUrl: gateway.url, accountSid: 'AC0001', authToken: 'tok-secret', from: '+15005550006' });
    await provider.send({ to: '9415012345', body: '123456 is your code' });
    const request = gateway.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/2010-04-01/Accounts/AC0001/Messages.json');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('AC0001:tok-secret').toString('base64')}`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: '+919415012345',
      From: '+15005550006',
      Body: '123456 is your code',
    });
  });

  it('rejects when the gateway refuses the message', async () => {
    status = 400;
    const provider = createTwilioSmsProvider({ baseUrl: gateway.url, accountSid: 'AC0001', authToken: 't', from: '+1' });
    await expect(provider.send({ to: '9415012345', body: 'x' })).rejects.toThrow('SMS gateway answered 400');
  });

  it('is chosen by SMS_PROVIDER=twilio, which needs its three settings', () => {
    expect(() => loadEnv({ SMS_PROVIDER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID/);
    const env = loadEnv({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+1',
      TWILIO_BASE_URL: gateway.url,
    });
    expect(createSmsProvider(env, quietLog).name).toBe('twilio');
  });

  it('sends the OTP of the API through the gateway, and answers 502 when it fails', async () => {
    const ctx = await createTestContext({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC77',
      TWILIO_AUTH_TOKEN: 'tok',
      TWILIO_FROM: '+15005550006',
      TWILIO_BASE_URL: gateway.url,
    });
    try {
      status = 201;
      const ok = await ctx.app.inject({ method: 'POST', url: '/api/auth/user/send-otp', payload: { mobile: '9415077777' } });
      expect(ok.statusCode).toBe(200);
      const body = new URLSearchParams(gateway.requests.at(-1)?.body).get('Body') ?? '';
      expect(body).toMatch(/^\d{6} is your Kashi Realty verification code\. It is valid for 5 minutes\. Do not share it with anyone\.$/);
      expect(gateway.requests.at(-1)?.url).toBe('/2010-04-01/Accounts/AC77/Messages.json');

      status = 500;
      const failed = await ctx.app.inject({ method: 'POST', url: '/api/auth/user/send-otp', payload: { mobile: '9415077778' } });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ success: false, code: 'SERVER_ERROR', message: 'Failed to send OTP' });
    } finally {
      await ctx.close();
    }
  });
});
