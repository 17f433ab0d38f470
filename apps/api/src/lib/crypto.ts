import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Env } from '../config/env.ts';

/**
 * Tokens, one-time codes and the protection of personal numbers (docs/decisions/0002-sessions-and-security.md):
 * session tokens are 256 random bits stored only as SHA-256; Aadhaar and PAN are
 * encrypted with AES-256-GCM and compared by HMAC-SHA-256, each with its own key.
 */

/** A new random session token: 32 bytes (256 bits) as URL-safe base64, 43 characters. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of `text` as 64 hex characters (how session tokens are stored). */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Six random digits from the operating system's generator, e.g. '042917' (docs/product/accounts.md). */
export function generateOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Compares two strings in constant time for equal lengths (hash comparisons). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The two secrets protecting personal numbers: a 32-byte AES key and an HMAC key. */
export type PiiKeys = { encryptionKey: Buffer; hashKey: Buffer };

/** Something that can print a warning (the Fastify logger or `console`). */
export type WarningLogger = { warn: (message: string) => void };

/** Where development and test secrets are kept when the environment gives none. */
export const secretsFile = (dataDir: string): string => join(dataDir, 'secrets.json');

/**
 * Reads PII_ENCRYPTION_KEY (64 hex characters) and PII_HASH_KEY (32+ characters) from the
 * settings. In development and test, missing keys are generated once and kept in
 * DATA_DIR/secrets.json (with a warning), so data encrypted yesterday still decrypts today.
 * @throws Error in production when either key is missing (the server must not start).
 */
export function loadPiiKeys(
  env: Pick<Env, 'NODE_ENV' | 'DATA_DIR' | 'PII_ENCRYPTION_KEY' | 'PII_HASH_KEY'>,
  log: WarningLogger = console,
): PiiKeys {
  if (env.PII_ENCRYPTION_KEY && env.PII_HASH_KEY) {
    return { encryptionKey: Buffer.from(env.PII_ENCRYPTION_KEY, 'hex'), hashKey: Buffer.from(env.PII_HASH_KEY, 'utf8') };
  }
  if (env.NODE_ENV === 'production') {
    throw new Error('PII_ENCRYPTION_KEY and PII_HASH_KEY must be set in production (see .env.example).');
  }
  const file = secretsFile(env.DATA_DIR);
  const existing: { piiEncryptionKey?: string; piiHashKey?: string } = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const stored = {
    piiEncryptionKey: existing.piiEncryptionKey ?? randomBytes(32).toString('hex'),
    piiHashKey: existing.piiHashKey ?? randomBytes(32).toString('hex'),
  };
  if (!existing.piiEncryptionKey || !existing.piiHashKey) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    log.warn(`PII_ENCRYPTION_KEY / PII_HASH_KEY not set: generated development keys in ${file}. Set both in production.`);
  }
  return {
    encryptionKey: Buffer.from(env.PII_ENCRYPTION_KEY ?? stored.piiEncryptionKey, 'hex'),
    hashKey: Buffer.from(env.PII_HASH_KEY ?? stored.piiHashKey, 'utf8'),
  };
}

/**
 * Encrypts `plain` with AES-256-GCM under a fresh 96-bit nonce. Returns
 * `v1.<nonce>.<tag>.<ciphertext>` in URL-safe base64; never contains the plain text.
 */
export function encryptPii(keys: PiiKeys, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.encryptionKey, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/**
 * Decrypts a value made by {@link encryptPii}.
 * @throws Error when the text is malformed, was made with another key or was tampered with.
 */
export function decryptPii(keys: PiiKeys, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unknown encrypted value format');
  const decipher = createDecipheriv('aes-256-gcm', keys.encryptionKey, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * Keyed hash (HMAC-SHA-256, hex) of a personal number for duplicate checks; `kind` (e.g.
 * 'aadhaar', 'pan') separates the spaces so equal strings of different kinds never collide.
 */
export function hmacPii(keys: PiiKeys, kind: string, value: string): string {
  return createHmac('sha256', keys.hashKey).update(`${kind}:${value}`, 'utf8').digest('hex');
}

/** Keyed hash of an OTP bound to its purpose and mobile, so a code for one use proves nothing for another. */
export function hashOtpCode(keys: PiiKeys, purpose: string, target: string, code: string): string {
  return hmacPii(keys, `otp:${purpose}:${target}`, code);
}
