import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './fixtures/browser.ts';

/** Moves the pointer off every carousel and takes focus away, so nothing holds auto-moving still. */
async function leaveAlone(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate('document.activeElement && document.activeElement.blur && document.activeElement.blur()');
}

test.describe('home page sections', () => {
  test('shows every section of docs/product/content.md in order with its texts', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Connecting Dreams with the Perfect Property.' })).toBeVisible();
    const hero = page.locator('section').first();
    await expect(hero.getByRole('link', { name: 'Find Your Dream Property Today!' })).toHaveAttribute('href', '/properties');
    await expect(hero.getByRole('link', { name: 'Join Us as an Associate' })).toHaveAttribute('href', '/registerassociate');
    for (const label of ['Listed Properties', 'Associate Members', 'Registered Customers'])
      await expect(hero.getByText(label, { exact: true })).toBeVisible();
    const headings = [
      'Effortless Property Search, Seamless Journey',
      'For Associates',
      'Our Market Impact In Numbers',
      'Exclusive Benefits For You',
      'Why Become Our Associate?',
      'Latest Property Insights',
      'Voices of Trust',
    ];
    const tops: number[] = [];
    for (const name of headings) {
      const heading = page.getByRole('heading', { level: 2, name, exact: true });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeVisible();
      tops.push(Number(await heading.evaluate('(h) => h.getBoundingClientRect().top + window.scrollY')));
    }
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    for (const step of ['Seamless Login', 'Instant Expert Match', 'Private Property Tours', 'Track Your Progress']) {
      await expect(page.getByRole('heading', { level: 3, name: step })).toHaveCount(1);
    }
    for (const step of [
      'Log In to Your Dashboard',
      'Get Matched with Clients',
      'Guide Them Through Site Visits',
      'Close the Deal & Earn',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: step })).toHaveCount(1);
    }
    await expect(page.getByRole('heading', { name: 'Earn Brokerage After a Closed Deal' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read More' }).first()).toHaveAttribute('href', '/');
    await expect(page.getByRole('region', { name: 'Partner logos', exact: true })).toBeVisible();
  });

  test('the counters end on the counts the database has, with no rating or invented figure', async ({ page, request }) => {
    const { data } = await (await request.get('/api/stats')).json();
    expect(data.associates).toBeGreaterThan(0);
    await page.goto('/');
    const hero = page.locator('section').first();
    const impact = page.locator('section', { has: page.getByRole('heading', { name: 'Our Market Impact In Numbers' }) });
    for (const counters of [hero, impact]) {
      await counters.scrollIntoViewIfNeeded();
      for (const [label, figure] of [
        ['Listed Properties', data.sites],
        ['Associate Members', data.associates],
        ['Registered Customers', data.customers],
      ])
        await expect(counters.locator('dl > div', { hasText: label }).locator('dd [aria-hidden="true"]')).toHaveText(String(figure), {
          timeout: 5000,
        });
    }
    for (const claim of ['60K', '30K+', '8.9', '96%', 'Ratings', 'Satisfied Customers'])
      await expect(page.getByText(claim, { exact: true })).toHaveCount(0);
  });

  test('the about page and the FAQs speak of Uttar Pradesh, not of three states', async ({ page }) => {
    for (const path of ['/aboutpage', '/propertyseekers', '/hi/aboutpage']) {
      await page.goto(path);
      await expect(page.locator('main')).toContainText(/Uttar Pradesh|उत्तर प्रदेश/);
      await expect(page.locator('body')).not.toContainText(/three states|तीन राज्यों|Bihar|बिहार/);
    }
  });

  test('blog cards open the post in a new tab', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Latest blog posts', exact: true }).getByRole('link').first();
    await expect(card).toHaveAttribute('target', '_blank');
    await expect(card).toHaveAttribute('href', /^\/blogs\/\d+$/);
  });

  test('a carousel stops moving when its pause button is pressed', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Associate steps', exact: true });
    await carousel.scrollIntoViewIfNeeded();
    await leaveAlone(page);
    const start = await carousel.getAttribute('data-index');
    await expect.poll(() => carousel.getAttribute('data-index'), { timeout: 8000 }).not.toBe(start);

    await carousel.getByRole('button', { name: 'Pause Associate steps' }).click();
    await leaveAlone(page);
    await expect(carousel).toHaveAttribute('data-playing', 'false');
    const paused = await carousel.getAttribute('data-index');
    await page.waitForTimeout(4000);
    await expect(carousel).toHaveAttribute('data-index', paused ?? '');

    await carousel.getByRole('button', { name: 'Play Associate steps' }).click();
    await leaveAlone(page);
    await expect.poll(() => carousel.getAttribute('data-index'), { timeout: 8000 }).not.toBe(paused);
  });

  test('nothing moves for a visitor who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Associate steps', exact: true });
    await carousel.scrollIntoViewIfNeeded();
    await leaveAlone(page);
    await expect(carousel).toHaveAttribute('data-playing', 'false');
    await expect(carousel.getByRole('button', { name: /^Pause/ })).toHaveCount(0);
    const index = await carousel.getAttribute('data-index');
    await page.waitForTimeout(3500);
    await expect(carousel).toHaveAttribute('data-index', index ?? '');
  });
});

test.describe('blog', () => {
  test('the blog page shows its hero, recent carousel and all posts; a post opens in full', async ({ page }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to our blog' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Properties' })).toHaveAttribute('href', '/properties');
    await expect(page.getByRole('region', { name: 'Recent blog posts', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'All Blogs' })).toBeVisible();
    const grid = page.locator('section', { has: page.getByRole('heading', { name: 'All Blogs' }) });
    // the nine demo posts (another spec may have published one more since the demo data was loaded)
    await expect(grid.getByRole('article').nth(8)).toBeVisible();
    // (another spec may have published a post of its own since the demo data was loaded)
    const href = await grid
      .getByRole('link', { name: /Buying a Plot in Varanasi/ })
      .first()
      .getAttribute('href');
    await page.goto(href ?? '/blogs/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Buying a Plot in Varanasi: The Seven Papers to Check First' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '1. Khatauni (record of rights)' })).toBeVisible();
    await expect(page.locator('article time')).toBeVisible();
  });

  test('an unknown or hidden post shows the 404 page', async ({ page }) => {
    await page.goto('/blogs/999999');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/blogs/10');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('contact', () => {
  test('a visitor sends the form, sees the server message in a toast and an empty form', async ({ page }) => {
    await page.goto('/contactus');
    await expect(page.getByRole('heading', { level: 1, name: 'Have A Question? Reach Out To Us.' })).toBeVisible();
    await expect(page.getByText('Monday to Friday 09:00AM to 08:30PM')).toBeVisible();
    await expect(page.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', /google\.com\/maps.*25\.3176,82\.9739/);
    await page.getByLabel('Full Name').fill('Kavita Yadav');
    await page.getByLabel('Email').fill('kavita.yadav@example.in');
    await page.getByLabel('Phone').fill('98390 45678');
    await page.getByRole('radio', { name: 'Builder' }).check();
    await page.getByLabel('Message').fill('We have a plotted colony near Mirzapur to list. Please call.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank you! Our team will call you back within 24 hours.')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Builder' })).not.toBeChecked();
  });

  test('a bad phone number is refused with the field named and the form kept', async ({ page }) => {
    await page.goto('/contactus');
    await page.getByLabel('Full Name').fill('Kavita Yadav');
    await page.getByLabel('Email').fill('kavita.yadav@example.in');
    await page.getByLabel('Phone').fill('12345');
    await page.getByRole('radio', { name: 'Property Seeker' }).check();
    await page.getByLabel('Message').fill('Looking for a flat near Lanka.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();
    await expect(page.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Full Name')).toHaveValue('Kavita Yadav');
  });
});

test.describe('FAQ page', () => {
  test('tabs open their first question, one answer at a time, and the open one closes', async ({ page }) => {
    await page.goto('/faqs');
    await expect(page.getByRole('heading', { level: 1, name: 'Have a question? You will find the answer here.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/contactus');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['For Clients', 'For Associates', 'For Builders']);
    await expect(page.getByRole('tab', { name: 'For Clients' })).toHaveAttribute('aria-selected', 'true');

    const first = page.getByRole('button', { name: 'How do I book a visit to a property?' });
    const second = page.getByRole('button', { name: 'Will you help me with the legal documentation?' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/Our legal desk checks the title/)).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { expanded: true })).toHaveCount(0);

    await page.getByRole('tab', { name: 'For Associates' }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('button', { name: 'How do I register as an associate?' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/within 24 hours/)).toBeVisible();

    // keyboard: arrow keys move between tabs
    await page.getByRole('tab', { name: 'For Associates' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'For Builders' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'For Builders' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'How do I list my project?' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Are there any listing fees?' }).click();
    await expect(page.getByText(/A basic listing is free/)).toBeVisible();
  });
});

test.describe('content pages', () => {
  test('about page: hero, overview, milestones from 2018, mission and vision, team, partners, achievements', async ({ page }) => {
    await page.goto('/aboutpage');
    await expect(page.getByRole('heading', { level: 1, name: 'Connecting You To Property Opportunities' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find Your Dream Property Today!' }).first()).toHaveAttribute('href', '/properties');
    await expect(page.getByRole('link', { name: 'Join Us as an Associate' }).first()).toHaveAttribute('href', '/registerassociate');
    for (const name of ['Clients', 'Associates', 'Builders'])
      await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Milestones', exact: true }).getByText('2018', { exact: true })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Milestones', exact: true }).getByText('1990')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Our team', exact: true }).getByRole('heading', { name: 'Alok Mishra' })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Partner logos', exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Achievements', exact: true }).getByRole('heading', { name: 'Top Builder Award 2022' }),
    ).toHaveCount(1);
  });

  test('mission and vision toggle on a phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the toggle exists below the large breakpoint only');
    await page.goto('/aboutpage');
    await hydrated(page);
    await page.getByRole('button', { name: 'Our Vision' }).click();
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeHidden();
  });

  test('membership page: rupee plans, no dollars, call to action and five questions', async ({ page }) => {
    await page.goto('/associatemembership');
    await expect(page.getByRole('heading', { level: 1, name: 'Join the community for career growth' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Know Our Pricing' })).toHaveAttribute('href', '/properties');
    await expect(page.getByText('₹1,000', { exact: true })).toBeVisible();
    await expect(page.getByText('FREE', { exact: true })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('$');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
    await expect(page.getByRole('link', { name: 'Become an Associate' })).toHaveAttribute('href', '/registerassociate');
    const faq = page.locator('section', { has: page.getByRole('heading', { name: 'Membership Questions' }) });
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(1);
    await expect(faq.getByRole('button')).toHaveCount(5);
  });

  test('property seekers page', async ({ page }) => {
    await page.goto('/propertyseekers');
    await expect(page.getByRole('link', { name: 'Find Your Dream Property Today!' }).first()).toHaveAttribute('href', '/properties');
    for (const name of ['Property Search Assistance', 'Lead Submission & Matching', 'Booking & Payment Support', 'Customer Support']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'How does it work' })).toBeVisible();
    for (const step of ['Submit', 'Match', 'Visit', 'Book'])
      await expect(page.getByRole('heading', { level: 3, name: step, exact: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Voices of Trust' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Properties' })).toHaveAttribute('href', '/properties');
  });

  test('associates page', async ({ page }) => {
    await page.goto('/associates');
    await expect(page.getByRole('heading', { level: 1, name: 'Build Your Real Estate Career With Us!' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Join Us as an Associate' })).toHaveAttribute(
      'href',
      '/registerassociate',
    );
    for (const name of ['Easy Lead Management', 'Track Progress', 'Earn More', 'Better Communication'])
      await expect(page.getByRole('heading', { name })).toBeVisible();
    for (const step of ['Register', 'Get Leads', 'Manage', 'Close Deals'])
      await expect(page.getByRole('heading', { level: 3, name: step, exact: true })).toHaveCount(1);
  });

  test('builders page: Upload Listings Now leads a builder to registration (docs/product/builders.md)', async ({ page }) => {
    await page.goto('/builders');
    await expect(page.getByRole('heading', { level: 1, name: 'Show Your Properties To The Right Audience' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upload Listings Now' })).toHaveAttribute('href', '/registerbuilder');
    for (const step of ['Register', 'Verify Profile', 'Upload Properties', 'Get Approved'])
      await expect(page.getByRole('heading', { level: 3, name: step, exact: true })).toHaveCount(1);
  });
});
