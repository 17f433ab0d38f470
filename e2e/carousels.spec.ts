import { expect, type Locator, type Page, test } from '@playwright/test';

/** The widths checked: a phone, a tablet and a laptop. */
const WIDTHS = [390, 768, 1366] as const;
type Width = (typeof WIDTHS)[number];

/**
 * Whole slides per view of each carousel at each width, as the pages are designed (this list is
 * the expectation; it is not read from the page). The slide pitch is then
 * (viewport width + gap) / slides per view, one card is the pitch minus the gap, and one
 * viewport-width step is slides per view × pitch.
 */
const SLIDES_PER_VIEW: Record<string, Record<Width, number>> = {
  'Buyer steps': { 390: 1, 768: 2, 1366: 4 },
  'Associate steps': { 390: 1, 768: 2, 1366: 4 },
  'Latest blog posts': { 390: 1, 768: 2, 1366: 3 },
  'Voices of Trust': { 390: 1, 768: 1, 1366: 1 },
  'Partner logos': { 390: 2, 768: 3, 1366: 5 },
  Milestones: { 390: 1, 768: 2, 1366: 4 },
  'Our team': { 390: 1, 768: 3, 1366: 4 },
  Achievements: { 390: 1, 768: 2, 1366: 2 },
  'Recent blog posts': { 390: 1, 768: 2, 1366: 4 },
};

/** The carousels of each page, top to bottom. */
const PAGES: Record<string, readonly string[]> = {
  '/': ['Buyer steps', 'Associate steps', 'Latest blog posts', 'Voices of Trust', 'Partner logos'],
  '/aboutpage': ['Milestones', 'Our team', 'Partner logos', 'Achievements'],
  '/blogs': ['Recent blog posts'],
};

/** Space between two cards in pixels (the carousel's track and slide padding). */
const GAP = 16;
/** Rounding of fractional widths by the browser and the carousel, in pixels. */
const TOLERANCE = 1.5;

type Box = { left: number; width: number };
type Layout = { index: string | null; viewport: Box; cards: Box[] };
/** The little of the page's DOM read below (this folder is type-checked without the DOM library). */
type PageElement = {
  getAttribute(name: string): string | null;
  getBoundingClientRect(): Box;
  readonly firstElementChild: PageElement | null;
  querySelectorAll(selector: string): Iterable<PageElement>;
};
type PageWindow = { getComputedStyle(element: PageElement): { paddingLeft: string } };

/**
 * The carousel's viewport and every card (a slide without its leading gap), read in one go while
 * the slides rest; null while they move, or before the carousel is live.
 */
function readRestingLayout(carousel: PageElement): Layout | null {
  if (carousel.getAttribute('data-settled') !== 'true') return null;
  const viewport = carousel.firstElementChild;
  if (!viewport) return null;
  const view = viewport.getBoundingClientRect();
  const cards = [...carousel.querySelectorAll('[aria-roledescription="slide"]')].map((slide) => {
    const box = slide.getBoundingClientRect();
    const padding = Number.parseFloat((globalThis as unknown as PageWindow).getComputedStyle(slide).paddingLeft);
    return { left: box.left + padding, width: box.width - padding };
  });
  return { index: carousel.getAttribute('data-index'), viewport: { left: view.left, width: view.width }, cards };
}

/** Waits until the carousel rests, then returns its layout. */
async function restingLayout(carousel: Locator): Promise<Layout> {
  let layout: Layout | null = null;
  await expect
    .poll(
      async () => {
        layout = await carousel.evaluate(readRestingLayout);
        return layout !== null;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return layout as unknown as Layout;
}

/**
 * What is wrong with a resting layout, as readable lines (none when it is right): every card has
 * the width of one slot, and lies on the slot grid that starts at the viewport's left edge: either
 * inside the viewport, or a whole number of slots (so whole viewport-width steps) away from it,
 * never across its edge; no two cards share a slot; and every slot of the viewport is filled, so
 * there is no blank frame. When all cards fit in one view, they sit side by side in the middle.
 */
function layoutProblems(label: string, perView: number, { viewport, cards }: Layout): string[] {
  const pitch = (viewport.width + GAP) / perView;
  const cardWidth = pitch - GAP;
  const problems: string[] = [];
  cards.forEach((card, i) => {
    if (Math.abs(card.width - cardWidth) > TOLERANCE)
      problems.push(`${label}: card ${i + 1} is ${card.width.toFixed(1)} px wide, expected ${cardWidth.toFixed(1)}`);
  });
  const offsets = cards.map((card) => card.left - viewport.left);
  if (cards.length <= perView) {
    const first = Math.min(...offsets);
    const used = cards.length * pitch - GAP;
    if (Math.abs(first - (viewport.width - used) / 2) > TOLERANCE)
      problems.push(`${label}: the cards that fit in one view are not centred (first at ${first.toFixed(1)} px)`);
    return problems;
  }
  const slots = new Map<number, number>();
  offsets.forEach((offset, i) => {
    const slot = Math.round(offset / pitch);
    if (Math.abs(offset - slot * pitch) > TOLERANCE)
      problems.push(`${label}: card ${i + 1} rests at ${offset.toFixed(1)} px, off the ${pitch.toFixed(1)} px slot grid`);
    else if (slots.has(slot)) problems.push(`${label}: cards ${(slots.get(slot) ?? 0) + 1} and ${i + 1} overlap in slot ${slot}`);
    else slots.set(slot, i);
  });
  for (let slot = 0; slot < perView; slot++)
    if (!slots.has(slot)) problems.push(`${label}: slot ${slot + 1} of ${perView} in view is empty`);
  return problems;
}

/**
 * Checks every carousel of the page at rest. A carousel that is moving on its own is first held
 * by focus inside it (auto-moving stops, the move under way finishes), then measured once it
 * rests, and let go again; with `start` (the positions they had), each of those first waits until
 * it has moved on its own.
 */
async function expectWholeSlides(page: Page, labels: readonly string[], width: Width, start?: Map<string, string | null>) {
  const problems: string[] = [];
  for (const label of labels) {
    const carousel = await reachCarousel(page, label);
    if (start?.has(label)) await expect.poll(() => carousel.getAttribute('data-index'), { timeout: 15_000 }).not.toBe(start.get(label));
    const pause = carousel.getByRole('button', { name: `Pause ${label}` });
    const isAutoMoving = (await pause.count()) > 0;
    if (isAutoMoving) {
      await pause.focus();
      await expect(carousel).toHaveAttribute('data-playing', 'false');
    }
    problems.push(...layoutProblems(label, SLIDES_PER_VIEW[label]?.[width] ?? 0, await restingLayout(carousel)));
    if (isAutoMoving) await leaveAlone(page);
  }
  expect(problems).toEqual([]);
}

/**
 * The carousel named `label`, live: one below the first screen starts (measures, shows its
 * buttons, moves) only when the visitor comes near it, so it is scrolled to first, as a visitor would.
 */
async function reachCarousel(page: Page, label: string): Promise<Locator> {
  const carousel = carouselOf(page, label);
  if ((await carousel.getAttribute('data-settled')) === null) await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-settled', /true|false/);
  return carousel;
}

/** The carousel named `label` (a section of the same name may hold it). */
function carouselOf(page: Page, label: string): Locator {
  return page.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`);
}

/** Moves the pointer off every carousel and takes focus away, so nothing holds auto-moving still. */
async function leaveAlone(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate('document.activeElement && document.activeElement.blur && document.activeElement.blur()');
}

/** Opens the page at the width and waits until the server-drawn page has been taken over. */
async function open(page: Page, path: string, width: Width) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await leaveAlone(page);
}

/** Saves each carousel and the whole page as pictures in the test's output folder. */
async function saveScreenshots(page: Page, path: string, labels: readonly string[], width: Width, mode: string) {
  const name = path === '/' ? 'home' : path.slice(1);
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}-${mode}.png`), fullPage: true });
  for (const label of labels) {
    const carousel = carouselOf(page, label);
    await carousel.screenshot({ path: test.info().outputPath(`${name}-${width}-${mode}-${label.replaceAll(' ', '-')}.png`) });
  }
}

/** The phone project (a mobile browser) checks the phone width; the desktop project the tablet and laptop widths. */
const widthIsForBrowser = (width: Width, isMobile: boolean) => (width === 390) === isMobile;

for (const [path, labels] of Object.entries(PAGES)) {
  for (const width of WIDTHS) {
    test.describe(`${path} at ${width} px`, () => {
      test.skip(({ isMobile }) => !widthIsForBrowser(width, isMobile), 'this width is checked in the other project');
      test('carousels rest on whole slides, moving on their own and after being paused', async ({ page }) => {
        // auto-moving is the same at every width: checked at the phone and laptop widths (the
        // tablet width's layout is checked by the reduced-motion test below)
        test.skip(width === 768, 'auto-moving is checked at 390 and 1366 px');
        // every carousel of the page through three rounds of moving and resting: about 40 s on a
        // quick machine, over a minute on a slow one
        test.slow();
        await open(page, path, width);
        await expectWholeSlides(page, labels, width);

        // moving on their own: each auto-moving carousel takes a step, then rests on whole slides again
        const start = new Map<string, string | null>();
        for (const label of labels) {
          const carousel = await reachCarousel(page, label);
          if (await carousel.getByRole('button', { name: `Pause ${label}` }).count())
            start.set(label, await carousel.getAttribute('data-index'));
        }
        expect(start.size).toBeGreaterThan(0);
        await expectWholeSlides(page, labels, width, start);

        // paused, then moved by hand where there are arrows
        for (const label of start.keys()) {
          const carousel = await reachCarousel(page, label);
          await carousel.getByRole('button', { name: `Pause ${label}` }).click();
          await expect(carousel).toHaveAttribute('data-playing', 'false');
        }
        await leaveAlone(page);
        await expectWholeSlides(page, labels, width);
        for (const label of labels) {
          const next = (await reachCarousel(page, label)).getByRole('button', { name: 'Next slide' });
          if (await next.count()) await next.click();
        }
        await leaveAlone(page);
        await expectWholeSlides(page, labels, width);
        await saveScreenshots(page, path, labels, width, 'paused');
      });

      test('carousels rest on whole slides for visitors who prefer reduced motion', async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await open(page, path, width);
        await expectWholeSlides(page, labels, width);
        await expect(page.getByRole('button', { name: /^Pause / })).toHaveCount(0);
        for (const label of labels) {
          const carousel = await reachCarousel(page, label);
          const next = carousel.getByRole('button', { name: 'Next slide' });
          if (!(await next.count())) continue;
          const index = await carousel.getAttribute('data-index');
          await next.click();
          await expect(carousel).not.toHaveAttribute('data-index', index ?? '');
        }
        await leaveAlone(page);
        await expectWholeSlides(page, labels, width);
        await saveScreenshots(page, path, labels, width, 'reduced-motion');
      });
    });
  }
}

test.describe('carousels below the first screen', () => {
  test('start only when the visitor comes near them, and then move on their own', async ({ page }) => {
    await open(page, '/', 1366);
    // the page has been taken over and its first screen is done: the last carousel of the page
    // is still the row the server drew (not measured, no buttons, not moving)
    const logos = carouselOf(page, 'Partner logos');
    await expect(logos).toHaveCount(1);
    await page.waitForTimeout(1500);
    await expect(logos).not.toHaveAttribute('data-settled', /.*/);
    await expect(logos.getByRole('button')).toHaveCount(0);

    await logos.scrollIntoViewIfNeeded();
    await expect(logos).toHaveAttribute('data-settled', /true|false/);
    await expect(logos.getByRole('button', { name: 'Pause Partner logos' })).toBeVisible();
    const index = await logos.getAttribute('data-index');
    await leaveAlone(page);
    await expect.poll(() => logos.getAttribute('data-index'), { timeout: 15_000 }).not.toBe(index);
  });
});

/**
 * Drags across `target` by `dx` pixels at its middle: a finger swipe where the browser has a touch
 * screen (the phone), a mouse drag elsewhere.
 */
async function swipe(page: Page, target: Locator, dx: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe on');
  const y = box.y + box.height / 2;
  const fromX = box.x + box.width / 2 - dx / 2;
  const steps = 12;
  if (test.info().project.use.hasTouch) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
    for (let step = 1; step <= steps; step++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + (dx * step) / steps, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(fromX, y);
    await page.mouse.down();
    await page.mouse.move(fromX + dx, y, { steps });
    await page.mouse.up();
  }
}

test.describe('photo viewer', () => {
  test('a swipe left shows the next photo and a swipe right the previous one; arrows and keys still work', async ({ page }) => {
    await page.goto('/detailpage/1');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const openMain = page.getByRole('button', { name: /^Open photo 1 of \d+/ });
    const count = Number(/of (\d+)/.exec((await openMain.getAttribute('aria-label')) ?? '')?.[1]);
    expect(count).toBeGreaterThan(2);
    await openMain.click();
    const viewer = page.getByRole('dialog', { name: /^Photos of / });
    await expect(viewer.getByText(`Photo 1 of ${count}`, { exact: true })).toBeVisible();
    const slide = (n: number) => viewer.locator(`[aria-roledescription="slide"][aria-label="${n} of ${count}"]`);
    // the strip is live once it has placed its slides
    await expect(slide(1).locator('..')).toHaveAttribute('style', /translate3d/);
    const width = (await viewer.boundingBox())?.width ?? 0;

    await swipe(page, slide(1), -width * 0.6);
    await expect(viewer.getByText(`Photo 2 of ${count}`, { exact: true })).toBeVisible();
    await expect(slide(2)).toBeInViewport({ ratio: 0.9 });
    await expect(slide(1)).not.toBeInViewport();

    await swipe(page, slide(2), width * 0.6);
    await expect(viewer.getByText(`Photo 1 of ${count}`, { exact: true })).toBeVisible();
    await expect(slide(1)).toBeInViewport({ ratio: 0.9 });

    // wraps from the first photo to the last
    await swipe(page, slide(1), width * 0.6);
    await expect(viewer.getByText(`Photo ${count} of ${count}`, { exact: true })).toBeVisible();
    await expect(slide(count)).toBeInViewport({ ratio: 0.9 });

    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(viewer.getByText(`Photo 1 of ${count}`, { exact: true })).toBeVisible();
    await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`Photo 2 of ${count}`, { exact: true })).toBeVisible();
    await expect(slide(2)).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText(`Photo 1 of ${count}`, { exact: true })).toBeVisible();
    await viewer.getByRole('button', { name: 'Previous photo' }).click();
    await expect(viewer.getByText(`Photo ${count} of ${count}`, { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('photo-viewer.png') });
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });
});
