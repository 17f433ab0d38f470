import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import {
  decryptPii,
  encryptPii,
  generateOtpCode,
  generateToken,
  hashOtpCode,
  hmacPii,
  loadPiiKeys,
  safeEqual,
  secretsFile,
  sha256Hex,
} from './crypto.ts';
import { COMMON_PASSWORDS, hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';

const dir = mkdtempSync(join(tmpdir(), 'realty-crypto-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const quiet = { warn: () => {} };

describe('tokens and codes', () => {
  it('makes 256-bit URL-safe tokens, never twice the same', () => {
    const tokens = new Set(Array.from({ length: 200 }, generateToken));
    expect(tokens.size).toBe(200);
    for (const t of tokens) expect(Buffer.from(t, 'base64url')).toHaveLength(32);
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('makes six-digit codes spread over all digits', () => {
    const codes = Array.from({ length: 500 }, generateOtpCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes.map((c) => c[0])).size).toBe(10);
  });

  it('compares safely', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});

describe('personal numbers', () => {
  it('generates development keys once in DATA_DIR/secrets.json and reuses them', () => {
    const warnings: string[] = [];
    const env = loadEnv({ DATA_DIR: dir, NODE_ENV: 'development' });
    const first = loadPiiKeys(env, { warn: (m) => warnings.push(m) });
    expect(existsSync(secretsFile(dir))).toBe(true);
    expect(warnings).toHaveLength(1);
    const again = loadPiiKeys(env, { warn: (m) => warnings.push(m) });
    expect(again.encryptionKey.equals(first.encryptionKey)).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(readFileSync(secretsFile(dir), 'utf8')).piiEncryptionKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses to start in production without both keys, and uses the given ones', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/PII_ENCRYPTION_KEY and PII_HASH_KEY are required in production/);
    expect(() => loadPiiKeys({ NODE_ENV: 'production', DATA_DIR: dir, PII_ENCRYPTION_KEY: undefined, PII_HASH_KEY: undefined })).toThrow();
    const env = loadEnv({ NODE_ENV: 'production', PII_ENCRYPTION_KEY: 'ab'.repeat(32), PII_HASH_KEY: 'h'.repeat(40) });
    expect(loadPiiKeys(env, quiet).encryptionKey.toString('hex')).toBe('ab'.repeat(32));
  });

  it('encrypts with AES-256-GCM: no plain text, a fresh nonce each time, tampering detected', () => {
    const keys = loadPiiKeys(loadEnv({ DATA_DIR: dir }), quiet);
    const a = encryptPii(keys, '234567890124');
    const b = encryptPii(keys, '234567890124');
    expect(a).not.toBe(b);
    expect(a).not.toContain('234567890124');
    expect(a).toMatch(/^v1\./);
    expect(decryptPii(keys, a)).toBe('234567890124');
    const [v, iv, tag, data] = a.split('.');
    const flipped = `${v}.${iv}.${tag}.${(data ?? '').startsWith('A') ? `B${(data ?? '').slice(1)}` : `A${(data ?? '').slice(1)}`}`;
    expect(() => decryptPii(keys, flipped)).toThrow();
    const otherKeys = { ...keys, encryptionKey: Buffer.alloc(32, 7) };
    expect(() => decryptPii(otherKeys, a)).toThrow();
  });

  it('hashes with a key and a kind, so equal text of different kinds differs', () => {
    const keys = loadPiiKeys(loadEnv({ DATA_DIR: dir }), quiet);
    expect(hmacPii(keys, 'pan', 'ABCDE1234F')).toBe(hmacPii(keys, 'pan', 'ABCDE1234F'));
    expect(hmacPii(keys, 'pan', 'ABCDE1234F')).not.toBe(hmacPii(keys, 'aadhaar', 'ABCDE1234F'));
    expect(hmacPii({ ...keys, hashKey: Buffer.from('other') }, 'pan', 'ABCDE1234F')).not.toBe(hmacPii(keys, 'pan', 'ABCDE1234F'));
    expect(hashOtpCode(keys, 'user-signup', '9415000001', '123456')).not.toBe(hashOtpCode(keys, 'user-signin', '9415000001', '123456'));
  });
});

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('Ganga#Ghat2024');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Ganga#Ghat2024')).toBe(true);
    expect(await verifyPassword(hash, 'ganga#ghat2024')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('refuses about a hundred common passwords, whatever the case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(100);
    for (const p of ['123456', 'Password', 'QWERTY123', ' iloveyou ', 'admin@123']) expect(isCommonPassword(p), p).toBe(true);
    for (const p of ['Ganga#Ghat2024', 'Founder@2018']) expect(isCommonPassword(p), p).toBe(false);
  });
});
