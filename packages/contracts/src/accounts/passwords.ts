/**
 * The password rule of every account kind (docs/product/accounts.md, "Passwords"), after NIST SP
 * 800-63B: at least 8 characters (`PASSWORD_MIN_LENGTH` in fields.ts), at most 128, any characters, and
 * none that is common or looks breached: the most common passwords of public breach lists plus
 * local favourites ({@link COMMON_PASSWORDS}), such a word with digits or marks after it
 * ("Password@2024", "Cricket123"), the product's own name ("KashiRealty1"), one character
 * repeated ("aaaaaaaa") and keyboard or counting runs ("12345678", "abcdefgh", "qwertyui").
 * Shared by the browser and the API so both refuse the same ones.
 */

/**
 * The most common passwords in public breach lists (plus local favourites and the product's name),
 * lower-cased. Each is refused for a new or reset password.
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
  'kashi',
  'kashi123',
  'kashi@123',
  'kashirealty',
  'kashi realty',
  'kashirealty123',
  'realty',
  'realty123',
  'password12345',
  'iloveu',
  'qwerty1234',
  'asdf1234',
  'zxcvbnm1',
]);

/** Words that make a password guessable however they are decorated: the product's name and its home city. */
const GUESSABLE_WORDS = ['kashirealty', 'kashi', 'realty'];

/** Runs people type instead of a password; any 4+ character piece of one, alone, is refused. */
const RUNS = [
  '01234567890123456789',
  '98765432109876543210',
  'abcdefghijklmnopqrstuvwxyz',
  'zyxwvutsrqponmlkjihgfedcba',
  'qwertyuiopasdfghjklzxcvbnm',
  '1qaz2wsx3edc4rfv5tgb',
];

/**
 * True when `password` is common or looks breached (case-insensitive, surrounding spaces
 * ignored): one of {@link COMMON_PASSWORDS}; such a password or the product's name with only
 * digits and marks around it; one character repeated; or a piece of a keyboard or counting run.
 * @example isCommonPassword('Password@123') === true
 * @example isCommonPassword('Ganga#Ghat2024') === false
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.trim().toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  const letters = lower.replace(/[^\p{L}]/gu, '');
  const core = lower.replace(/[^\p{L}\p{N}]/gu, '');
  if (letters.length > 0 && (COMMON_PASSWORDS.has(letters) || GUESSABLE_WORDS.includes(letters))) return true;
  if (GUESSABLE_WORDS.some((word) => word.length > 5 && core.includes(word))) return true;
  if (/^(.)\1*$/u.test(lower)) return true;
  return core.length >= 4 && RUNS.some((run) => run.includes(core));
}
