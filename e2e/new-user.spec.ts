import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { verhoeffCheckDigit } from '../packages/contracts/src/accounts/aadhaar.ts';

// What a new user trips over (issue #36): mobile numbers as typed and pasted, Aadhaar check
// digits, weak passwords and odd names, associate sign-up without location and in one step, Back
// and Forward during sign-up, and texts that say what sign-in does. Runs on desktop and phone.

const outbox = path.resolve(process.env.E2E_DATA_DIR ?? '.data-e2e', 'sms-outbox.jsonl');

/** The code of the OTP SMS number `count` (1-based) to exactly `mobile`. */
async function otpFor(mobile: string, count = 1): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        if (!existsSync(outbox)) return '';
        const sms = readFileSync(outbox, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { to: string; body: string })
          .filter((one) => one.to === mobile)[count - 1];
        code = sms?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

let counter = 0;
/** A fresh mobile for this run, project and test ('9' or '8' first, so it is a real-looking Indian mobile). */
function freshMobile(projectName: string): string {
  counter += 1;
  return `${projectName === 'phone' ? 8 : 9}${String(Date.now()).slice(-7)}${String(counter).padStart(2, '0')}`;
}

/** "+91 98390 12345" for the mobile 9839012345. */
const spaced = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

/** Pastes `text` into the field labelled `label` (a paste event carrying the text, as a person's paste does). */
async function pasteInto(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await page.evaluate(`(() => {
    const data = new DataTransfer();
    data.setData('text/plain', ${JSON.stringify(text)});
    document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  })()`);
}

/** The texts that describe the group named `name` (its `aria-describedby`), e.g. the Aadhaar boxes. */
async function describedText(page: Page, name: string): Promise<string> {
  const ids = ((await page.getByRole('group', { name }).getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

test.describe('what a new user trips over', () => {
  test('a customer types "+91 98390 12345": the OTP goes to those 10 digits and the account stores them', async ({
    page,
    context,
  }, info) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 25.3176, longitude: 82.9739 });
    const mobile = freshMobile(info.project.name);
    await page.goto('/registeruser');
    await page.getByLabel('Full name').fill(`Neha Gupta ${mobile.slice(-3)}`);
    await page.getByLabel('Email').fill(`neha.${mobile}@example.in`);
    await page.getByLabel('Mobile number').pressSequentially(spaced(mobile));
    await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);
    // autofill of the alternate mobile with +91 lands as 10 digits too
    await page.getByLabel('Alternate mobile (optional)').fill(`+91${mobile.slice(0, 9)}7`);
    await expect(page.getByLabel('Alternate mobile (optional)')).toHaveValue(`${mobile.slice(0, 9)}7`);
    await page.getByLabel('Password', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Password must be at least 8 characters').first()).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Password@2024');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('This password is too common. Choose a less common one.').first()).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Assi-Ghat-Aarti-7');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const code = await otpFor(mobile);

    // Back and Forward keep what was typed (not the password) and the sent OTP
    await page.goBack();
    await page.goForward();
    await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);
    await expect(page.getByLabel('Email')).toHaveValue(`neha.${mobile}@example.in`);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await page.getByLabel('Password', { exact: true }).fill('Assi-Ghat-Aarti-7');
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verify OTP & Create Account' }).click();
    await expect(page).toHaveURL(/\/userdashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('main').getByText(`+91 ${mobile}`)).toBeVisible();
  });

  test('a name without a letter is refused next to the field', async ({ page }) => {
    await page.goto('/registeruser');
    await page.getByLabel('Full name').fill('😀😀');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('A name needs at least one letter.')).toBeVisible();
  });

  test('an associate without location chooses a city, sees why, and creates the account with the OTP in one step', async ({
    page,
    context,
  }, info) => {
    await context.clearPermissions(); // location refused
    const mobile = freshMobile(info.project.name);
    const name = `Pooja Mishra ${mobile.slice(-3)}`;
    await page.goto('/registerassociate?sponsor=KR000001');
    await expect(page.getByText('We ask for your location to offer you leads near you.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enable Location or Choose Your City' })).toBeDisabled({ timeout: 30_000 });
    await page.getByLabel('Your city').selectOption('Varanasi');
    await expect(page.getByText('City chosen: Varanasi.')).toBeVisible();

    await page.getByLabel('Full Name').fill('😀😀');
    await page.getByLabel('Email').fill(`pooja.${mobile}@example.in`);
    await page.getByLabel('Password', { exact: true }).fill('Sarnath-Stupa-9');
    // pasted or autofilled at once
    await page.getByLabel('Mobile number').fill(`0${mobile.slice(0, 5)}-${mobile.slice(5)}`);
    await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);
    await page.getByRole('button', { name: 'Create Account' }).click();
    // the message stands next to the field, not only in a toast
    await expect(page.locator('p', { hasText: 'A name needs at least one letter.' })).toBeVisible();
    await page.getByLabel('Full Name').fill(name);

    // Aadhaar "123412341234" is not an Aadhaar number
    await pasteInto(page, 'Aadhaar digit 1 of 12', '1234 1234 1234');
    await expect.poll(() => describedText(page, 'Aadhaar number (optional)')).toContain('An Aadhaar number never starts with 0 or 1');
    await page.waitForTimeout(1000); // longer than the 350 ms duplicate check
    expect(await describedText(page, 'Aadhaar number (optional)')).not.toContain('Available');
    // a real-looking number unique to this run: 2 to 9 first, Verhoeff check digit last
    const first11 = `2${mobile.slice(-10)}`;
    await pasteInto(page, 'Aadhaar digit 1 of 12', `${first11}${verhoeffCheckDigit(first11)}`);
    await expect.poll(() => describedText(page, 'Aadhaar number (optional)'), { timeout: 10_000 }).toContain('Available');

    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP', { exact: true }).fill(await otpFor(mobile));
    await expect(page.getByRole('button', { name: 'Verify OTP' })).toHaveCount(0);
    await expect(page.getByText('Sponsor: Rajesh Kumar Srivastava')).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('dialog', { name: `Welcome, ${name}!` })).toBeVisible();
    await expect(page).toHaveURL(/\/associatedashboard$/, { timeout: 15_000 });
  });

  test('the home page and the sign-in say what sign-in does', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('No passwords to remember')).toHaveCount(0);
    await expect(page.getByText(/mobile number and password, then confirm with the one-time code/)).toBeAttached();
    await page.goto('/signinuser');
    await page.getByLabel('Mobile number').fill('+91 98390 00001');
    await expect(page.getByLabel('Mobile number')).toHaveValue('9839000001');
    await page.getByLabel('Password', { exact: true }).fill('Demo@2024');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/verify$/);
    await expect(page.getByText('Password accepted. Enter the OTP sent to your mobile to finish signing in.')).toBeVisible();
    await expect(page.getByText('Signed in successfully! Please verify OTP.')).toHaveCount(0);
  });
});
