import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { loadEnv } from '../../config/env.ts';
import { loadVapidKeys, sendPushNotification, vapidFile, vapidPublicKeyOf } from './push.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('GET /api/push/vapid-public-key', () => {
  it('answers a stable public key generated into DATA_DIR/vapid.json', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json();
    expect(res.json()).toEqual({ success: true, publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{80,90}$/) });
    expect(existsSync(vapidFile(ctx.dataDir))).toBe(true);
    expect(loadVapidKeys(ctx.env, () => {})?.publicKey).toBe(publicKey);
    expect(res.body).not.toContain('privateKey');
  });
});

describe('VAPID keys', () => {
  it('come from the settings when given, and are off in production without them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'realty-vapid-'));
    try {
      const env = loadEnv({ DATA_DIR: dir, VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' });
      expect(loadVapidKeys(env, () => {})).toEqual({ publicKey: 'pub', privateKey: 'priv' });
      const production = loadEnv({
        DATA_DIR: dir,
        NODE_ENV: 'production',
        PII_ENCRYPTION_KEY: 'ab'.repeat(32),
        PII_HASH_KEY: 'h'.repeat(40),
      });
      const keys = loadVapidKeys(production, () => {});
      expect(keys).toBeNull();
      expect(existsSync(vapidFile(dir))).toBe(false);
      expect(() => vapidPublicKeyOf(keys)).toThrow('Push notifications are not set up.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('skips subscriptions that are not valid JSON subscriptions', async () => {
    const keys = loadVapidKeys(ctx.env, () => {});
    if (!keys) throw new Error('keys expected');
    expect(await sendPushNotification(keys, 'mailto:a@example.in', 'not json', { title: 't', body: 'b' })).toBe(false);
    expect(await sendPushNotification(keys, 'mailto:a@example.in', '{"endpoint":"https://x"}', { title: 't', body: 'b' })).toBe(false);
  });
});
