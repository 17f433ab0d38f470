import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';

const outbox = path.resolve(process.env.E2E_DATA_DIR ?? '.data-e2e', 'sms-outbox.jsonl');
const VARANASI = { latitude: 25.3176, longitude: 82.9739 };

type Sms = { to: string; body: string; at: string };

function messagesTo(mobile: string): Sms[] {
  if (!existsSync(outbox)) return [];
  return readFileSync(outbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Sms)
    .filter((sms) => sms.to.endsWith(mobile));
}

/** Waits for the OTP SMS number `count` (1-based) to `mobile` in the outbox and returns its code. */
async function otpFor(mobile: string, count: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const sms = messagesTo(mobile)[count - 1];
        code = sms?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** A 10-digit mobile unique to this run, project and test. */
function uniqueMobile(projectName: string, slot: number): string {
  const project = projectName === 'phone' ? '8' : '7';
  return `9${project}${String(Date.now()).slice(-7)}${slot}`;
}

async function allowLocation(context: BrowserContext) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(VARANASI);
}

async function typeOtp(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

test.describe('accounts', () => {
  test('a customer signs up with an OTP, stays signed in, logs out and signs in again through /verify', async ({ page, context }, info) => {
    await allowLocation(context);
    const mobile = uniqueMobile(info.project.name, 1);
    const name = `Amit Gupta ${mobile.slice(-4)}`;
    const password = 'ganga-ghat-2026';

    await page.goto('/registerpage');
    await expect(page.getByRole('heading', { name: 'Who are you?' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Property Seeker/ })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/registeruser$/);

    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill(`amit.${mobile}@example.in`);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('OTP sent to your mobile', { exact: true })).toBeVisible();
    await expect(page.getByText(/Resend OTP in \d+s/)).toBeVisible();

    await typeOtp(page, await otpFor(mobile, 1));
    await page.getByRole('button', { name: 'Verify OTP & Create Account' }).click();
    await expect(page.getByRole('dialog', { name: `Welcome, ${name}!` })).toBeVisible();
    expect(page.url()).not.toContain('token');
    await expect(page).toHaveURL(/\/userdashboard$/, { timeout: 10_000 });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: `Welcome, ${name}!` })).toBeVisible();
    await expect(main.getByText(`+91 ${mobile}`)).toBeVisible();

    await page.reload();
    await expect(main.getByRole('heading', { name: `Welcome, ${name}!` })).toBeVisible();

    await main.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/signinuser$/);
    await page.goto('/userdashboard');
    await expect(page).toHaveURL(/\/signinuser$/);
    expect((await page.request.get('/api/user/profile')).status()).toBe(401);

    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/verify$/);
    await expect(page.getByText('Password accepted. Enter the OTP sent to your mobile to finish signing in.')).toBeVisible();
    await typeOtp(page, await otpFor(mobile, 2));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/userdashboard$/);
    await expect(main.getByRole('heading', { name: `Welcome, ${name}!` })).toBeVisible();
  });

  test("an associate signs up under the founding associate's member id and sees their own member id", async ({ page, context }, info) => {
    await allowLocation(context);
    const mobile = uniqueMobile(info.project.name, 2);
    const name = `Sunita Verma ${mobile.slice(-4)}`;

    await page.goto('/registerassocaite');
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Email').fill(`Sunita.${mobile}@Example.in`);
    await page.getByLabel('Password', { exact: true }).fill('kashi-vishwanath-9');
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('OTP sent', { exact: true })).toBeVisible();
    // no separate Verify OTP click: Create Account verifies the code and creates the account
    await page.getByLabel('OTP', { exact: true }).fill(await otpFor(mobile, 1));
    await expect(page.getByRole('button', { name: 'Verify OTP' })).toHaveCount(0);

    await page.getByLabel('Sponsor ID').fill('KR000001');
    await expect(page.getByText('Sponsor: Rajesh Kumar Srivastava')).toBeVisible();
    await expect(page.getByText('Location obtained.')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Create Account' });
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page.getByRole('dialog', { name: `Welcome, ${name}!` })).toBeVisible();
    await expect(page).toHaveURL(/\/associatedashboard$/, { timeout: 10_000 });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: `Welcome, ${name}!` })).toBeVisible();
    const memberId = main.getByTestId('member-id');
    await expect(memberId).toHaveText(/^KR\d{6}$/);
    await expect(memberId).not.toHaveText('KR000001');
    await expect(main.getByText('Rajesh Kumar Srivastava (KR000001)')).toBeVisible();
  });

  test('the founding associate signs in and a wrong password is refused', async ({ page }) => {
    await page.goto('/signinassociate');
    await page.getByLabel('Mobile number').fill('9415000001');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid mobile number or password')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Founder@2018');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/associatedashboard$/);
    await expect(page.getByRole('main').getByTestId('member-id')).toHaveText('KR000001');
  });
});
