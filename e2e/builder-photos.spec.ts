import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signUpBuilderViaApi } from './fixtures/accounts.ts';

/**
 * A builder's project photos (docs/product/builders.md, "Projects"; issue "What a new user trips
 * over", item 22): they keep the order they were picked in, and the photo control shared with the
 * back office makes another photo the cover and deletes one. Desktop and phone.
 */

const RED = { r: 200, g: 40, b: 40 };
const GREEN = { r: 40, g: 160, b: 60 };
const BLUE = { r: 40, g: 80, b: 200 };

/** A JPEG of one colour; the first photo is a large one, slower to take in than the small ones after it. */
async function colouredPhoto(colour: { r: number; g: number; b: number }, width: number): Promise<Buffer> {
  return sharp({ create: { width, height: (width * 3) / 4, channels: 3, background: colour } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** The few page objects the colour check reads (e2e code is compiled without the DOM's types). */
type PageImage = {
  loading: string;
  complete: boolean;
  naturalWidth: number;
  addEventListener(type: 'load', listener: () => void, options: { once: boolean }): void;
};
/** A canvas, to read a photo's colour. */
type PageCanvas = {
  width: number;
  height: number;
  getContext(kind: '2d'): {
    drawImage(image: PageImage, x: number, y: number, width: number, height: number): void;
    getImageData(x: number, y: number, width: number, height: number): { data: Iterable<number> };
  };
};
/** The page's globals the colour check reads. */
type PageGlobals = { document: { createElement(tag: 'canvas'): PageCanvas } };

/** The colour names of the photos of `list`, in display order, read from the pictures themselves. */
async function colours(list: Locator): Promise<string[]> {
  const images = list.getByRole('img');
  await expect(images.first()).toBeVisible();
  return images.evaluateAll((nodes) =>
    Promise.all(
      (nodes as unknown as PageImage[]).map(async (img) => {
        img.loading = 'eager';
        if (!img.complete || img.naturalWidth === 0)
          await new Promise<void>((done) => img.addEventListener('load', () => done(), { once: true }));
        const canvas = (globalThis as unknown as PageGlobals).document.createElement('canvas');
        canvas.width = 4;
        canvas.height = 4;
        const context = canvas.getContext('2d');
        context.drawImage(img, 0, 0, 4, 4);
        const [r = 0, g = 0, b = 0] = context.getImageData(2, 2, 1, 1).data;
        return r > g && r > b ? 'red' : g > b ? 'green' : 'blue';
      }),
    ),
  );
}

async function newProject(page: Page, title: string): Promise<number> {
  const res = await page.request.post('/api/builder/projects', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      site_title: title,
      site_city: 'Varanasi',
      site_state: 'Uttar Pradesh',
      site_landmark: 'Near BHU',
      site_category: 'Apartment',
      site_min_price: '4500000',
      site_max_price: '6000000',
      site_price: '4500000',
      site_description: 'Two and three bedroom homes near the ghats.',
      carpet_area_sqft_min: 950,
      rera_number: `UPRERAPRJ${Date.now().toString().slice(-6)}`,
      brokerage_percent_offered: '2.50',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { project_id: number } }).data.project_id;
}

test('photos keep the order they were picked in; "Make cover" and "Delete" work as in the back office', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUpBuilderViaApi(page, testInfo.project.name);
  const title = `Assi Ghat Residency ${testInfo.project.name}`;
  const projectId = await newProject(page, title);
  await page.goto(`/builderdashboard/projects/${projectId}`);
  await page.getByLabel('Add photos').setInputFiles([
    { name: 'first-red.jpg', mimeType: 'image/jpeg', buffer: await colouredPhoto(RED, 4000) },
    { name: 'second-green.jpg', mimeType: 'image/jpeg', buffer: await colouredPhoto(GREEN, 800) },
    { name: 'third-blue.jpg', mimeType: 'image/jpeg', buffer: await colouredPhoto(BLUE, 800) },
  ]);
  const list = page.getByRole('list', { name: 'Photos in display order' });
  await expect(list.getByRole('listitem')).toHaveCount(3, { timeout: 60_000 });
  expect(await colours(list)).toEqual(['red', 'green', 'blue']);
  await expect(list.getByRole('listitem').first().getByText('Cover', { exact: true })).toBeVisible();

  await list.getByRole('button', { name: 'Make cover (photo 3)' }).click();
  await expect(page.getByText('Cover photo changed.')).toBeVisible();
  await expect.poll(() => colours(list)).toEqual(['blue', 'red', 'green']);

  page.once('dialog', (dialog) => void dialog.accept());
  await list.getByRole('button', { name: 'Delete photo 2' }).click();
  await expect(page.getByText('Photo deleted.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect.poll(() => colours(list)).toEqual(['blue', 'green']);

  // the order is the server's, not only the page's
  await page.reload();
  await expect.poll(() => colours(page.getByRole('list', { name: 'Photos in display order' }))).toEqual(['blue', 'green']);
});
