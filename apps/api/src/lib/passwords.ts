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
 * The common-password rule lives in the contracts (packages/contracts/src/accounts/passwords.ts),
 * so the browser and the API refuse the same passwords; re-exported here for the API's services.
 */
export { COMMON_PASSWORDS, isCommonPassword } from '@realty/contracts/accounts/passwords';
