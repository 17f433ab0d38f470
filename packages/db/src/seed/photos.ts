/**
 * Locally generated listing "photographs": SVG scenes (sky, hills, trees, ground and a building
 * of the listing's kind, or a furnished room) rendered with sharp to 4:3 WebP in every width of
 * `@realty/contracts/media/image-variants`. No network. A pool of about thirty images is drawn
 * once and shared by the listings, so the first start stays fast.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { IMAGE_WIDTHS, variantPath } from '@realty/contracts/media/image-variants';
import sharp from 'sharp';
import { createRandom, type Random } from './random.ts';

/** What a pool photo shows. */
export type PhotoKind = 'apartment' | 'town' | 'family' | 'plot' | 'interior';

/** One photo of the pool: what it shows and its stored path (the 1600 px rendition). */
export type PoolPhoto = { kind: PhotoKind; path: string; seed: number };

/** Width and height in pixels of the largest rendition (4:3). */
export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 1200;

const POOL_SIZES: Record<PhotoKind, number> = { apartment: 6, town: 6, family: 6, plot: 6, interior: 6 };

/** The shared photo pool: six exteriors per category and six interiors, under `media/sites/demo/`. */
export const PHOTO_POOL: readonly PoolPhoto[] = (Object.keys(POOL_SIZES) as PhotoKind[]).flatMap((kind, k) =>
  Array.from({ length: POOL_SIZES[kind] }, (_, i) => ({
    kind,
    seed: 1000 * (k + 1) + i * 37 + 11,
    path: `media/sites/demo/${kind}-${String(i + 1).padStart(2, '0')}.webp`,
  })),
);

/** Pool photos of one kind. */
export function photosOf(kind: PhotoKind): PoolPhoto[] {
  return PHOTO_POOL.filter((p) => p.kind === kind);
}

/** Every stored file of `path`: the largest rendition and its smaller widths. */
export function renditionPaths(path: string): string[] {
  return IMAGE_WIDTHS.map((w) => variantPath(path, w));
}

const W = PHOTO_WIDTH;
const H = PHOTO_HEIGHT;
const HORIZON = 820;

const SKIES = [
  ['#5b9bd5', '#cfe6f7'],
  ['#3f7fbf', '#bfe0f5'],
  ['#f2a65a', '#fde2b8'],
  ['#7fa7c9', '#e8eef2'],
  ['#6a8fd0', '#f6d6b0'],
  ['#4d8fcc', '#d8ecf8'],
] as const;
const FACADES = ['#f1e4cf', '#e9d7b9', '#f5f1e8', '#dcc7a1', '#efe0d0', '#d9d4cc', '#f3d9b1', '#e6c9a8', '#cfd8dc', '#f0e6da'];
const ACCENTS = ['#b5532f', '#8d5a3b', '#6b7b8c', '#a0522d', '#7a4e2d', '#4f6d7a', '#9c3d2e', '#5d6d4e'];
const GLASS = ['#8fb3cf', '#a8c8de', '#7a9fbc', '#b9d3e4'];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`;

function sky(r: Random): string {
  const [top, bottom] = r.pick(SKIES);
  const sunX = r.int(150, W - 150);
  const clouds = Array.from({ length: r.int(2, 5) }, () => {
    const cx = r.int(0, W);
    const cy = r.int(80, 380);
    const s = r.between(0.7, 1.6);
    return `<g opacity="${r.between(0.55, 0.9).toFixed(2)}" fill="#ffffff"><ellipse cx="${cx}" cy="${cy}" rx="${90 * s}" ry="${28 * s}"/><ellipse cx="${cx + 60 * s}" cy="${cy - 18 * s}" rx="${70 * s}" ry="${34 * s}"/><ellipse cx="${cx - 50 * s}" cy="${cy - 8 * s}" rx="${60 * s}" ry="${26 * s}"/></g>`;
  }).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7d9b4f"/><stop offset="1" stop-color="#4f6b2f"/></linearGradient></defs>
${rect(0, 0, W, H, 'url(#sky)')}<circle cx="${sunX}" cy="${r.int(110, 260)}" r="${r.int(45, 70)}" fill="#fff6d5" opacity="0.85"/>${clouds}`;
}

function hills(r: Random): string {
  let d = `M0 ${HORIZON}`;
  for (let x = 0; x <= W; x += 100) d += ` L${x} ${HORIZON - r.int(60, 170)}`;
  d += ` L${W} ${HORIZON} Z`;
  return `<path d="${d}" fill="#8aa8a0" opacity="0.55"/>`;
}

function ground(r: Random, dusty: boolean): string {
  const fill = dusty ? '#c9a97a' : 'url(#ground)';
  const road = `<path d="M${W * 0.38} ${H} L${W * 0.47} ${HORIZON + 40} L${W * 0.53} ${HORIZON + 40} L${W * 0.66} ${H} Z" fill="#9a9590"/>`;
  return `${rect(0, HORIZON, W, H - HORIZON, fill)}${r.next() < 0.6 ? road : ''}`;
}

function tree(x: number, baseY: number, scale: number, r: Random): string {
  const green = r.pick(['#2f6b2f', '#3d7a35', '#4a8a3c', '#2c5e34']);
  const trunk = rect(x - 7 * scale, baseY - 70 * scale, 14 * scale, 70 * scale, '#5b3a21');
  const crown = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${x + (i - 1) * 26 * scale}" cy="${baseY - (90 + (i % 2) * 25) * scale}" r="${(38 + i * 4) * scale}" fill="${green}"/>`,
    )
    .join('');
  return trunk + crown;
}

function trees(r: Random, count: number, baseY: number): string {
  return Array.from({ length: count }, () => tree(r.int(20, W - 20), baseY + r.int(0, 60), r.between(0.8, 1.5), r)).join('');
}

function windowsGrid(x: number, y: number, w: number, h: number, cols: number, rows: number, r: Random): string {
  const out: string[] = [];
  const cw = w / cols;
  const rh = h / rows;
  for (let c = 0; c < cols; c++) {
    for (let row = 0; row < rows; row++) {
      const glass = r.next() < 0.12 ? '#ffe9a8' : r.pick(GLASS);
      out.push(rect(x + c * cw + cw * 0.18, y + row * rh + rh * 0.2, cw * 0.64, rh * 0.55, glass, 'stroke="#ffffff" stroke-width="3"'));
    }
  }
  return out.join('');
}

function apartment(r: Random): string {
  const towers = r.int(2, 3);
  const out: string[] = [];
  let x = r.int(60, 200);
  for (let i = 0; i < towers; i++) {
    const w = r.int(280, 380);
    const h = r.int(520, 760);
    const y = HORIZON + 30 - h;
    const facade = r.pick(FACADES);
    const accent = r.pick(ACCENTS);
    out.push(rect(x + 14, y + 14, w, h, '#000000', 'opacity="0.12"'));
    out.push(rect(x, y, w, h, facade));
    out.push(rect(x + w * 0.42, y, w * 0.16, h, accent, 'opacity="0.85"'));
    const floors = Math.floor(h / 62);
    out.push(windowsGrid(x + 10, y + 20, w * 0.4 - 10, h - 90, 2, floors, r));
    out.push(windowsGrid(x + w * 0.58, y + 20, w * 0.42 - 10, h - 90, 2, floors, r));
    for (let f = 1; f < floors; f++) out.push(rect(x - 6, y + 20 + (f * (h - 90)) / floors - 4, w + 12, 6, '#ffffff', 'opacity="0.7"'));
    out.push(rect(x + w * 0.2, y - 40, w * 0.25, 40, '#b0b0b0'));
    out.push(rect(x + w * 0.4, HORIZON - 50, w * 0.2, 80, '#5a4632'));
    x += w + r.int(60, 140);
    if (x > W - 300) break;
  }
  return out.join('');
}

function townHouses(r: Random): string {
  const out: string[] = [];
  const count = r.int(4, 5);
  const w = (W - 160) / count;
  const roof = r.pick(ACCENTS);
  for (let i = 0; i < count; i++) {
    const x = 80 + i * w;
    const h = r.int(360, 430);
    const y = HORIZON + 40 - h;
    const facade = FACADES[(i * 3 + r.int(0, 2)) % FACADES.length] ?? '#f1e4cf';
    out.push(rect(x, y, w, h, facade, 'stroke="#c8b89a" stroke-width="2"'));
    out.push(`<polygon points="${x - 10},${y} ${x + w / 2},${y - 120} ${x + w + 10},${y}" fill="${roof}"/>`);
    out.push(windowsGrid(x + 15, y + 30, w - 30, h * 0.45, 2, 2, r));
    out.push(rect(x + w * 0.38, HORIZON + 40 - 150, w * 0.24, 150, '#6d4c33'));
    out.push(rect(x + w * 0.1, HORIZON - 10, w * 0.8, 12, '#ffffff', 'opacity="0.8"'));
  }
  out.push(rect(0, HORIZON + 40, W, 20, '#b9b2a6'));
  return out.join('');
}

function familyHouse(r: Random): string {
  const facade = r.pick(FACADES);
  const accent = r.pick(ACCENTS);
  const x = r.int(260, 420);
  const w = r.int(760, 900);
  const lowerH = 260;
  const upperH = 230;
  const y = HORIZON + 60 - lowerH - upperH;
  const out: string[] = [];
  out.push(rect(x + 20, y + 20, w, lowerH + upperH, '#000000', 'opacity="0.12"'));
  out.push(rect(x, y + upperH, w, lowerH, facade));
  out.push(rect(x + 60, y, w - 120, upperH, facade));
  out.push(rect(x + 40, y - 20, w - 80, 24, accent));
  out.push(rect(x - 20, y + upperH - 18, w + 40, 22, accent));
  out.push(windowsGrid(x + 90, y + 30, w - 180, upperH - 50, 4, 1, r));
  out.push(windowsGrid(x + 30, y + upperH + 40, w * 0.45, lowerH - 90, 2, 1, r));
  out.push(rect(x + w * 0.62, y + upperH + 60, 110, lowerH - 60, '#6d4c33'));
  out.push(rect(x + w * 0.6 - 20, y + upperH + 40, 170, 16, accent));
  // boundary wall with gate and a lawn
  out.push(rect(0, HORIZON + 60, W, 70, '#e4dccd', 'stroke="#b9ad97" stroke-width="3"'));
  out.push(rect(W * 0.62, HORIZON + 55, 200, 80, '#3f3f3f', 'opacity="0.85"'));
  for (let i = 0; i < 9; i++) out.push(rect(W * 0.62 + 10 + i * 21, HORIZON + 62, 6, 66, '#8c8c8c'));
  return out.join('');
}

function plot(r: Random): string {
  const out: string[] = [];
  // faint township in the distance
  for (let i = 0; i < 7; i++) {
    const w = r.int(70, 140);
    const h = r.int(90, 220);
    out.push(rect(r.int(0, W - w), HORIZON - h + 10, w, h, '#b8b1a5', 'opacity="0.6"'));
  }
  // plot lines and boundary pegs
  out.push(
    `<path d="M120 ${H - 60} L420 ${HORIZON + 70} L1180 ${HORIZON + 70} L1480 ${H - 60} Z" fill="#d9bf8f" stroke="#ffffff" stroke-width="6" stroke-dasharray="26 16"/>`,
  );
  for (const [px, py] of [
    [120, H - 60],
    [420, HORIZON + 70],
    [1180, HORIZON + 70],
    [1480, H - 60],
  ] as const) {
    out.push(rect(px - 8, py - 46, 16, 46, '#c0392b'));
  }
  out.push(rect(0, HORIZON + 40, W, 26, '#d8d0c0', 'stroke="#a89c84" stroke-width="2"'));
  const sx = r.int(900, 1250);
  out.push(rect(sx, HORIZON - 40, 12, 160, '#555555'));
  out.push(rect(sx + 220, HORIZON - 40, 12, 160, '#555555'));
  out.push(rect(sx - 20, HORIZON - 150, 272, 120, r.pick(ACCENTS), 'stroke="#ffffff" stroke-width="5"'));
  out.push(rect(sx + 10, HORIZON - 120, 212, 18, '#ffffff', 'opacity="0.9"'));
  out.push(rect(sx + 10, HORIZON - 88, 150, 14, '#ffffff', 'opacity="0.75"'));
  return out.join('');
}

function interior(r: Random): string {
  const wall = r.pick(['#efe6d8', '#e8ddd0', '#f3ece1', '#dfe7e4', '#f1e2d3']);
  const floorY = 780;
  const out: string[] = [];
  out.push(`<defs><linearGradient id="win" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb2de"/><stop offset="1" stop-color="#d9ecf7"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b98b5e"/><stop offset="1" stop-color="#8a6240"/></linearGradient></defs>`);
  out.push(rect(0, 0, W, floorY, wall));
  out.push(rect(0, floorY, W, H - floorY, 'url(#floor)'));
  for (let x = 0; x < W; x += 140) out.push(rect(x, floorY, 3, H - floorY, '#7a5536', 'opacity="0.5"'));
  const wx = r.int(120, 760);
  out.push(rect(wx - 14, 146, 528, 428, '#ffffff'));
  out.push(rect(wx, 160, 500, 400, 'url(#win)'));
  out.push(`<clipPath id="pane"><rect x="${wx}" y="160" width="500" height="400"/></clipPath>`);
  out.push(`<g clip-path="url(#pane)">${tree(wx + r.int(60, 200), 600, 1.3, r)}${tree(wx + r.int(300, 460), 620, 1.1, r)}</g>`);
  out.push(rect(wx + 245, 160, 10, 400, '#ffffff'));
  out.push(rect(wx - 60, 130, 80, 480, r.pick(ACCENTS), 'opacity="0.75"'));
  // sofa, rug, table and lamp
  const sofa = r.pick(['#56687a', '#7b5e4a', '#4e6b5c', '#8a4f4f', '#5d5470']);
  const sx = r.int(700, 900);
  out.push(`<ellipse cx="${sx + 230}" cy="${floorY + 230}" rx="420" ry="90" fill="${r.pick(['#c9b79c', '#b7c4c9', '#d4b8a3'])}"/>`);
  out.push(rect(sx, floorY - 170, 470, 150, sofa, 'rx="24"'));
  out.push(rect(sx - 30, floorY - 70, 530, 110, sofa, 'rx="24"'));
  out.push(rect(sx + 30, floorY - 130, 130, 70, '#f0e3c9', 'rx="14"'));
  out.push(rect(sx + 310, floorY - 130, 130, 70, '#e9d3b3', 'rx="14"'));
  out.push(rect(sx + 80, floorY + 150, 300, 30, '#5b3a21', 'rx="8"'));
  out.push(rect(sx + 560, floorY - 320, 16, 360, '#444444'));
  out.push(
    `<polygon points="${sx + 520},${floorY - 320} ${sx + 616},${floorY - 320} ${sx + 596},${floorY - 400} ${sx + 540},${floorY - 400}" fill="#f6e7c1"/>`,
  );
  out.push(rect(sx + 90, 260, 280, 190, '#ffffff', 'stroke="#6d4c33" stroke-width="12"'));
  out.push(rect(sx + 110, 280, 240, 150, r.pick(['#d98e5f', '#7ea37a', '#6f8fb8']), 'opacity="0.8"'));
  out.push(rect(0, 0, W, 40, '#ffffff', 'opacity="0.6"'));
  return out.join('');
}

/**
 * The SVG source (1600x1200) of pool photo `photo`: a sunny scene with a building of its kind,
 * or a furnished living room for `interior`. Deterministic for a given seed.
 */
export function photoSvg(photo: Pick<PoolPhoto, 'kind' | 'seed'>): string {
  const r = createRandom(photo.seed);
  let body: string;
  if (photo.kind === 'interior') body = interior(r);
  else {
    const dusty = photo.kind === 'plot';
    const building =
      photo.kind === 'apartment'
        ? apartment(r)
        : photo.kind === 'town'
          ? townHouses(r)
          : photo.kind === 'family'
            ? familyHouse(r)
            : plot(r);
    body = `${sky(r)}${hills(r)}${trees(r, r.int(2, 4), HORIZON - 20)}${ground(r, dusty)}${building}${trees(r, r.int(2, 4), H - 120)}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

async function renderPhoto(photo: PoolPhoto, uploadsDir: string): Promise<void> {
  const { data, info } = await sharp(Buffer.from(photoSvg(photo)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  await Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const file = join(uploadsDir, variantPath(photo.path, width));
      mkdirSync(dirname(file), { recursive: true });
      const image = sharp(data, { raw: info });
      const sized = width === info.width ? image : image.resize(width, Math.round(width / (4 / 3)));
      await sized.webp({ quality: 76, effort: 2 }).toFile(file);
    }),
  );
}

/**
 * Renders every pool photo whose files are missing under `uploadsDir` (WebP, widths 480, 960
 * and 1600, 4:3), two at a time. Returns how many photos were drawn (0 when all existed).
 */
export async function ensurePhotoPool(uploadsDir: string): Promise<number> {
  const missing = PHOTO_POOL.filter((p) => renditionPaths(p.path).some((path) => !existsSync(join(uploadsDir, path))));
  const queue = [...missing];
  const worker = async () => {
    for (let photo = queue.shift(); photo; photo = queue.shift()) await renderPhoto(photo, uploadsDir);
  };
  await Promise.all([worker(), worker()]);
  return missing.length;
}
