import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing with argon2id (docs/decisions/0002-sessions-and-security.md) at the OWASP
 * minimum: 19 MiB of memory, 2 passes, 1 lane.
 */
const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, so spelled out here)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes `password` with argon2id; the result embeds salt and parameters (`$argon2id$v=19$…`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS as never);
}

/** True when `password` matches `passwordHash`; a malformed hash counts as no match. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification against a throw-away hash, so an unknown mobile number
 * answers as slowly as a wrong password (no account enumeration by timing).
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}

/**
 * The most common passwords in public breach lists (plus local favourites), lower-cased.
 * Each is refused for a new or reset password.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '654321',
  '111111',
  '000000',
  '123123',
  '112233',
  '121212',
  '123321',
  '666666',
  '777777',
  '888888',
  '999999',
  '555555',
  '222222',
  '159753',
  '147258',
  '147258369',
  '987654321',
  '123654',
  '789456',
  '456789',
  '11111111',
  '00000000',
  '88888888',
  '1q2w3e',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'q1w2e3r4',
  '1qaz2wsx',
  'zaq12wsx',
  'qwerty',
  'qwerty1',
  'qwerty12',
  'qwerty123',
  'qwertyuiop',
  'asdfgh',
  'asdfghjkl',
  'zxcvbn',
  'zxcvbnm',
  'qazwsx',
  'password',
  'password1',
  'password12',
  'password123',
  'password@123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'pass@123',
  'admin',
  'admin123',
  'admin@123',
  'administrator',
  'root',
  'welcome',
  'welcome1',
  'welcome123',
  'welcome@123',
  'letmein',
  'iloveyou',
  'iloveyou1',
  'abc123',
  'abcd1234',
  'abcdef',
  'abc@123',
  'aa123456',
  'a123456',
  'a12345678',
  'monkey',
  'dragon',
  'master',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'shadow',
  'superman',
  'batman',
  'trustno1',
  'starwars',
  'whatever',
  'freedom',
  'secret',
  'secret123',
  'hello123',
  'test123',
  'test@123',
  'login',
  'guest',
  'changeme',
  'default',
  'computer',
  'internet',
  'google',
  'samsung',
  'india123',
  'india@123',
  'bharat',
  'krishna',
  'jaishreeram',
  'omnamahshivay',
  'sairam',
  'ganesh',
  'mahadev',
  'hanuman',
  'cricket',
  'sachin',
  'dhoni',
  'iloveindia',
  'mummy',
  'papa123',
  'password1234',
  '123qwe',
  'qwe123',
  'asd123',
]);

/** True when `password` is one of {@link COMMON_PASSWORDS} (case-insensitive, surrounding spaces ignored). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
