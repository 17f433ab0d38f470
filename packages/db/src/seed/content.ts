import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../client.ts';
import { blogs, teams } from '../schema.ts';
import { createRandom, type Random } from './random.ts';

/** Where generated files go (DATA_DIR/uploads, served under /server/). */
export type ContentSeedOptions = { uploadsDir: string };

const DAY_MS = 86_400_000;
/** Widths of the blog cover renditions, in pixels; the largest is stored without a suffix. */
const COVER_WIDTHS = [480, 960, 1600] as const;

/** Sky, sun, hill, building and river colours of one cover illustration. */
type CoverPalette = {
  skyTop: string;
  skyBottom: string;
  sun: string;
  hillFar: string;
  hillNear: string;
  building: string;
  window: string;
  water: string;
};

const PALETTES: readonly CoverPalette[] = [
  {
    skyTop: '#0f3d3e',
    skyBottom: '#f4b942',
    sun: '#fde68a',
    hillFar: '#1f8a84',
    hillNear: '#135a57',
    building: '#0a2a2b',
    window: '#f4b942',
    water: '#17706b',
  },
  {
    skyTop: '#1e3a8a',
    skyBottom: '#93c5fd',
    sun: '#fef3c7',
    hillFar: '#60a5fa',
    hillNear: '#1d4ed8',
    building: '#172554',
    window: '#fde68a',
    water: '#2563eb',
  },
  {
    skyTop: '#7c2d12',
    skyBottom: '#fdba74',
    sun: '#fff7ed',
    hillFar: '#ea580c',
    hillNear: '#9a3412',
    building: '#431407',
    window: '#fed7aa',
    water: '#c2410c',
  },
  {
    skyTop: '#134e4a',
    skyBottom: '#99f6e4',
    sun: '#ecfeff',
    hillFar: '#2dd4bf',
    hillNear: '#0f766e',
    building: '#042f2e',
    window: '#fef9c3',
    water: '#0d9488',
  },
  {
    skyTop: '#4c1d95',
    skyBottom: '#f0abfc',
    sun: '#fdf4ff',
    hillFar: '#a855f7',
    hillNear: '#6d28d9',
    building: '#2e1065',
    window: '#fde68a',
    water: '#7e22ce',
  },
  {
    skyTop: '#365314',
    skyBottom: '#d9f99d',
    sun: '#fefce8',
    hillFar: '#84cc16',
    hillNear: '#4d7c0f',
    building: '#1a2e05',
    window: '#fef08a',
    water: '#65a30d',
  },
  {
    skyTop: '#0c4a6e',
    skyBottom: '#fcd34d',
    sun: '#fffbeb',
    hillFar: '#0ea5e9',
    hillNear: '#0369a1',
    building: '#082f49',
    window: '#fcd34d',
    water: '#0284c7',
  },
  {
    skyTop: '#881337',
    skyBottom: '#fecdd3',
    sun: '#fff1f2',
    hillFar: '#f43f5e',
    hillNear: '#be123c',
    building: '#4c0519',
    window: '#fde68a',
    water: '#e11d48',
  },
];

/** A smooth ridge line across the 1600-wide canvas around height `base`, closed to the bottom. */
function ridge(random: Random, base: number, amplitude: number, bottom: number): string {
  const points: string[] = [];
  for (let x = 0; x <= 1600; x += 200) points.push(`${x},${(base + random.between(-amplitude, amplitude)).toFixed(0)}`);
  return `M0,${bottom} L${points.join(' L')} L1600,${bottom} Z`;
}

/**
 * A 1600x900 SVG illustration for a blog cover: sky gradient, sun, two hill ridges, a skyline
 * of lit buildings and a river with ghat steps. Deterministic for a given `seed`.
 */
export function coverSvg(seed: number): string {
  const random = createRandom(seed * 7919 + 17);
  const p = PALETTES[seed % PALETTES.length] as CoverPalette;
  const buildings: string[] = [];
  let x = random.int(-40, 40);
  while (x < 1600) {
    const width = random.int(70, 150);
    const height = random.int(140, 360);
    const top = 640 - height;
    buildings.push(`<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${p.building}"/>`);
    if (random.next() < 0.35)
      buildings.push(
        `<path d="M${x - 6},${top} L${x + width / 2},${top - random.int(30, 70)} L${x + width + 6},${top} Z" fill="${p.building}"/>`,
      );
    for (let wy = top + 24; wy < 620; wy += 42) {
      for (let wx = x + 14; wx < x + width - 20; wx += 30) {
        if (random.next() < 0.45)
          buildings.push(`<rect x="${wx}" y="${wy}" width="14" height="20" rx="2" fill="${p.window}" opacity="0.85"/>`);
      }
    }
    x += width + random.int(8, 40);
  }
  const steps = Array.from(
    { length: 5 },
    (_, i) => `<rect x="0" y="${640 + i * 14}" width="1600" height="8" fill="${p.hillNear}" opacity="${(0.9 - i * 0.15).toFixed(2)}"/>`,
  ).join('');
  const ripples = Array.from({ length: 14 }, () => {
    const rx = random.int(0, 1500);
    const ry = random.int(730, 880);
    return `<rect x="${rx}" y="${ry}" width="${random.int(60, 180)}" height="4" rx="2" fill="#ffffff" opacity="0.25"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#sky)"/>
<circle cx="${random.int(250, 1350)}" cy="${random.int(170, 300)}" r="${random.int(70, 110)}" fill="${p.sun}" opacity="0.9"/>
<path d="${ridge(random, 430, 60, 700)}" fill="${p.hillFar}" opacity="0.7"/>
<path d="${ridge(random, 520, 40, 700)}" fill="${p.hillNear}" opacity="0.85"/>
${buildings.join('')}
${steps}
<rect x="0" y="710" width="1600" height="190" fill="${p.water}"/>
${ripples}
</svg>`;
}

/** A 400x400 SVG head-and-shoulders portrait in flat colours (no text, no photo). */
export function portraitSvg(look: {
  background: string;
  skin: string;
  hair: string;
  shirt: string;
  hairStyle: 'short' | 'long' | 'bun';
}): string {
  const hairBack =
    look.hairStyle === 'long'
      ? `<path d="M120,170 C110,260 120,330 140,360 L260,360 C280,330 290,260 280,170 Z" fill="${look.hair}"/>`
      : look.hairStyle === 'bun'
        ? `<circle cx="200" cy="92" r="34" fill="${look.hair}"/>`
        : '';
  const hairTop =
    look.hairStyle === 'short'
      ? `<path d="M136,170 C130,110 170,88 204,88 C248,88 274,116 266,172 C256,140 232,128 200,128 C170,128 146,140 136,170 Z" fill="${look.hair}"/>`
      : `<path d="M132,180 C124,112 168,84 202,84 C242,84 280,112 270,184 C258,142 236,124 200,124 C166,124 144,142 132,180 Z" fill="${look.hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="${look.background}"/>
<circle cx="200" cy="200" r="170" fill="#ffffff" opacity="0.35"/>
${hairBack}
<path d="M70,400 C70,310 130,282 200,282 C270,282 330,310 330,400 Z" fill="${look.shirt}"/>
<path d="M172,250 L228,250 L222,296 C210,306 190,306 178,296 Z" fill="${look.skin}"/>
<path d="M178,292 L200,322 L222,292 L232,300 L200,340 L168,300 Z" fill="#ffffff" opacity="0.9"/>
<ellipse cx="200" cy="186" rx="66" ry="80" fill="${look.skin}"/>
<ellipse cx="134" cy="192" rx="10" ry="16" fill="${look.skin}"/>
<ellipse cx="266" cy="192" rx="10" ry="16" fill="${look.skin}"/>
${hairTop}
<circle cx="176" cy="190" r="6" fill="#1f2937"/>
<circle cx="224" cy="190" r="6" fill="#1f2937"/>
<path d="M184,228 C194,236 206,236 216,228" stroke="#7c2d12" stroke-width="5" fill="none" stroke-linecap="round"/>
</svg>`;
}

/** Writes `svg` as WebP renditions `base.webp`, `base-w960.webp`, `base-w480.webp` (skipping existing files). */
async function writeCover(svg: string, dir: string, base: string): Promise<void> {
  const rendered = await sharp(Buffer.from(svg)).png().toBuffer();
  for (const width of COVER_WIDTHS) {
    const file = join(dir, width === 1600 ? `${base}.webp` : `${base}-w${width}.webp`);
    if (existsSync(file)) continue;
    await sharp(rendered)
      .resize({ width })
      .webp({ quality: width === 1600 ? 70 : 72 })
      .toFile(file);
  }
}

/**
 * Loads the demo content: the blog (docs/product/content.md "Blog", created_at spread around the
 * seeding time, one Hidden post) with generated 16:9 WebP covers at 480, 960 and 1600 pixels
 * under `media/blogs/`, and the team (§3 "Team member") with generated 400x400 WebP portraits
 * under `media/team/`. Does nothing to a table that already holds rows. `now` is injectable.
 */
export async function seedContent(db: Database, options: ContentSeedOptions, now: Date = new Date()): Promise<void> {
  const [blogCount] = await db.select({ n: sql<number>`count(*)::int` }).from(blogs);
  if (Number(blogCount?.n ?? 0) === 0) {
    const dir = join(options.uploadsDir, 'media', 'blogs');
    mkdirSync(dir, { recursive: true });
    for (const [index, post] of DEMO_POSTS.entries()) await writeCover(coverSvg(index), dir, post.slug);
    await db.insert(blogs).values(
      DEMO_POSTS.map((post, index) => {
        // spread the hour too, so posts of the same day still sort in a stable order
        const createdAt = new Date(now.getTime() - post.daysAgo * DAY_MS - (index + 1) * 3_600_000);
        return {
          title: post.title,
          excerpt: post.excerpt,
          description: post.body,
          image: `media/blogs/${post.slug}.webp`,
          status: post.status,
          author: post.author,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
  }

  const [teamCount] = await db.select({ n: sql<number>`count(*)::int` }).from(teams);
  if (Number(teamCount?.n ?? 0) === 0) {
    const dir = join(options.uploadsDir, 'media', 'team');
    mkdirSync(dir, { recursive: true });
    for (const member of DEMO_TEAM) {
      const file = join(dir, `${member.slug}.webp`);
      if (!existsSync(file))
        await sharp(Buffer.from(portraitSvg(member.portrait)))
          .resize(400, 400)
          .webp({ quality: 78 })
          .toFile(file);
    }
    await db.insert(teams).values(
      DEMO_TEAM.map((member, index) => ({
        name: member.name,
        designation: member.designation,
        profileImage: `media/team/${member.slug}.webp`,
        social: member.social,
        sortOrder: index + 1,
      })),
    );
  }
}

/** One demo blog post: its cover palette index, age in days at seeding time and HTML body. */
export type DemoPost = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  daysAgo: number;
  status: 'Active' | 'Hidden';
  body: string;
};

/**
 * The demo blog (docs/product/content.md "Blog"): practical guides for property buyers, sellers and
 * associates in Uttar Pradesh. Ages are spread so that several posts fall within the last month
 * of the seeding time and others are older; one post is Hidden.
 */
export const DEMO_POSTS: readonly DemoPost[] = [
  {
    slug: 'buying-a-plot-in-varanasi',
    title: 'Buying a Plot in Varanasi: The Seven Papers to Check First',
    excerpt: 'Khatauni, mutation, VDA approval and more: the documents that tell you whether a plot in Varanasi is safe to buy.',
    author: 'Adv. Ritu Pandey',
    daysAgo: 3,
    status: 'Active',
    body: `<p>A plot is the simplest property to own and the easiest one to get wrong. In and around Varanasi, most disputes we see come from a handful of papers that nobody asked for before the token money changed hands. Here is the order in which we check them for every plot we list.</p>
<h2>1. Khatauni (record of rights)</h2>
<p>The khatauni shows who the revenue records name as the owner (bhumidhar) and the khasra (survey) numbers of the land. Download the latest copy from the UP Bhulekh portal and make sure the seller's name, the khasra number and the area match the sale deed they show you.</p>
<h2>2. Mutation (dakhil kharij)</h2>
<p>If the seller bought the land themselves, the revenue record should already be updated in their name. A sale deed without mutation is a warning sign: ask why it was never completed.</p>
<h2>3. Chain of title for 30 years</h2>
<p>Ask for every earlier sale deed, gift deed or will that brought the land to the present seller. Gaps in the chain are where family claims appear years later.</p>
<h2>4. Land use and VDA approval</h2>
<p>Inside the Varanasi Development Authority area, agricultural land cannot be built on without a change of land use. For plotted colonies, ask for the approved layout map and check that your plot, its road width and the park are shown on it.</p>
<h2>5. Encumbrance and loans</h2>
<p>Get a search of the sub-registrar's records for any mortgage or charge. If the seller has a bank loan on the land, the bank's no-objection letter must come before registration.</p>
<h2>6. Boundaries on the ground</h2>
<p>Walk the plot with the lekhpal's measurement or a private surveyor. The four boundaries written in the deed should match what you see.</p>
<h2>7. Dues and taxes</h2>
<p>Ask for receipts of land revenue, house tax (if any) and development charges. Unpaid dues follow the land, not the seller.</p>
<p><strong>Our advice:</strong> pay only a small, refundable token until the papers are checked. Our legal desk reviews these documents free of charge for buyers who come through Kashi Realty.</p>`,
  },
  {
    slug: 'home-loan-emi-explained',
    title: 'Home Loans and EMI: How Much Can You Really Borrow?',
    excerpt: 'A worked EMI example for a ₹40 lakh loan, what banks look at, and how to keep your monthly instalment comfortable.',
    author: 'Sana Khan',
    daysAgo: 8,
    status: 'Active',
    body: `<p>Most families we meet decide on a budget first and ask about the loan later. It works better the other way round: know what a bank will lend and what EMI you are comfortable with, then shortlist properties.</p>
<h2>How the EMI is worked out</h2>
<p>Your equated monthly instalment depends on three numbers: the loan amount, the interest rate and the tenure. For a loan of <strong>₹40 lakh at 8.5% a year for 20 years</strong>, the EMI is about <strong>₹34,700</strong>. Over 20 years you repay roughly ₹83 lakh, so the interest is more than the loan itself. Stretch the tenure to 25 years and the EMI falls to about ₹32,200, but the total interest rises.</p>
<h2>What the bank looks at</h2>
<ul>
<li><strong>Income and stability:</strong> salary slips and Form 16, or two to three years of ITRs if you run a business.</li>
<li><strong>Existing EMIs:</strong> most lenders keep all your instalments together under 50 to 60% of your monthly income.</li>
<li><strong>Credit score:</strong> a score above 750 usually gets the best rate.</li>
<li><strong>The property:</strong> banks lend only on projects with clear title and, for new projects, UP RERA registration. Many projects are already approved by major banks, which makes processing faster.</li>
</ul>
<h2>The down payment</h2>
<p>Banks finance up to 75 to 90% of the property value depending on the loan size. Stamp duty, registration and interiors are not financed, so keep savings for them.</p>
<h2>Three ways to keep the EMI light</h2>
<ul>
<li>Add an earning co-applicant, such as your spouse, to raise eligibility.</li>
<li>Make a part-prepayment every year from your bonus; it cuts the interest sharply in the early years.</li>
<li>Compare floating rates every couple of years and ask your bank for a rate revision before switching.</li>
</ul>
<p>Your Kashi Realty associate can arrange meetings with partner banks and help you compare sanction letters side by side.</p>`,
  },
  {
    slug: 'check-a-project-on-up-rera',
    title: 'How to Check a Project on UP RERA Before You Book',
    excerpt:
      'Every new project in Uttar Pradesh above the size limits must be registered with UP RERA. Here is how to look one up in five minutes.',
    author: 'Adv. Ritu Pandey',
    daysAgo: 14,
    status: 'Active',
    body: `<p>The Real Estate (Regulation and Development) Act gives buyers real protection, but only if the project is registered. In Uttar Pradesh the regulator is UP RERA, and its public portal lets anyone look up a project for free.</p>
<h2>Find the registration number</h2>
<p>Every advertisement and brochure of a registered project must carry its RERA number, which looks like <strong>UPRERAPRJ</strong> followed by digits. If the builder's brochure does not show one, ask for it before you visit the site.</p>
<h2>What to read on the project page</h2>
<ul>
<li><strong>Promoter details</strong>: the company, its directors and their other projects.</li>
<li><strong>Approved plans</strong>: the layout and building plans sanctioned by the development authority.</li>
<li><strong>Completion date</strong>: the date the builder has committed to; compare it with what the sales team tells you.</li>
<li><strong>Quarterly progress reports</strong>: construction status and the number of units booked.</li>
<li><strong>Complaints</strong>: orders passed against the project or the promoter.</li>
</ul>
<h2>Carpet area is what you pay for</h2>
<p>Under RERA, the price must be quoted on the carpet area: the usable floor area inside your walls. Ask for it in writing; super built-up figures can be 25 to 35% higher.</p>
<h2>The 10% rule</h2>
<p>A builder cannot take more than 10% of the cost as an advance before signing a registered agreement for sale. If you are asked for more, stop and ask why.</p>
<p>Every project on Kashi Realty shows its RERA number where one applies, and our team checks the portal before a listing goes live.</p>`,
  },
  {
    slug: 'site-visit-checklist',
    title: 'Your Site-Visit Checklist: 15 Things to Look At',
    excerpt: 'From the approach road to the water pressure, the points our associates walk through with every buyer on a site visit.',
    author: 'Vivek Tripathi',
    daysAgo: 22,
    status: 'Active',
    body: `<p>A brochure shows the best angle of a project; a site visit shows the rest. Our associates accompany buyers on every visit, and this is the list they carry.</p>
<h2>Getting there</h2>
<ul>
<li>Drive the route at office time, not on a Sunday morning.</li>
<li>Check the width and condition of the approach road, and whether it floods in the monsoon.</li>
<li>Note the distance to a school, a hospital, a market and the nearest main road.</li>
</ul>
<h2>The project</h2>
<ul>
<li>Compare the construction on site with the stage the sales team describes.</li>
<li>Look at the quality of finished work in a sample flat: plaster, tiles, window frames, plumbing.</li>
<li>Ask where the water comes from, the size of the storage tank and the backup power load per flat.</li>
<li>Check the parking you are buying: covered or open, allotted or shared.</li>
<li>See the amenities that exist today, not only those on the master plan.</li>
</ul>
<h2>The flat or plot itself</h2>
<ul>
<li>Sunlight and ventilation at the hour you are usually at home.</li>
<li>Which way the main door and balconies face, if that matters to your family.</li>
<li>The view: what could be built on the empty land next door?</li>
<li>For plots, the boundary stones and the road level compared with the plot.</li>
</ul>
<h2>Before you leave</h2>
<ul>
<li>Ask for the RERA number, the approved plan and a written cost sheet.</li>
<li>Talk to a resident or a security guard if the project has people living in it.</li>
<li>Take photos and notes; after three visits, projects blur together.</li>
</ul>
<p>Book a private property tour from any listing page and your associate will plan the route for you.</p>`,
  },
  {
    slug: 'stamp-duty-and-registration-in-up',
    title: 'Stamp Duty and Registration Charges in Uttar Pradesh',
    excerpt: 'What you pay to register a property in UP, the concession for women buyers, and how to pay it online.',
    author: 'Adv. Ritu Pandey',
    daysAgo: 28,
    status: 'Active',
    body: `<p>After the price is agreed, the biggest extra cost of buying a property is the stamp duty and registration fee. In Uttar Pradesh both are charged on the higher of the agreed price and the circle rate fixed by the district administration.</p>
<h2>The usual rates</h2>
<ul>
<li><strong>Stamp duty:</strong> 7% of the property value.</li>
<li><strong>Women buyers:</strong> a 1% concession on property worth up to ₹10 lakh, a saving of up to ₹10,000.</li>
<li><strong>Registration fee:</strong> 1% of the property value.</li>
</ul>
<p>Rates and concessions are revised from time to time, so confirm them on the IGRSUP portal of the Stamp and Registration Department before you pay.</p>
<h2>A worked example</h2>
<p>For a flat bought for ₹50 lakh where the circle rate value is ₹46 lakh, duty is charged on ₹50 lakh: ₹3.5 lakh of stamp duty and ₹50,000 of registration fee.</p>
<h2>How the process works</h2>
<ul>
<li>Calculate the duty and buy an e-stamp paper online or at an authorised centre.</li>
<li>Book an appointment at the sub-registrar's office through the portal.</li>
<li>Buyer, seller and two witnesses attend with identity proof and photographs.</li>
<li>The deed is registered, scanned and returned; apply for mutation afterwards.</li>
</ul>
<p>Your associate prepares a cost sheet that includes duty, registration and legal charges, so there are no surprises on the day.</p>`,
  },
  {
    slug: 'prayagraj-growing-localities',
    title: "Prayagraj's Growing Localities: Where Families Are Buying",
    excerpt: 'Jhalwa, Phaphamau, Naini and beyond: a short guide to the parts of Prayagraj where new homes and plots are coming up.',
    author: 'Sana Khan',
    daysAgo: 41,
    status: 'Active',
    body: `<p>Prayagraj has grown well beyond Civil Lines and the old city. Better roads, new bridges over the Ganga and the Yamuna, and the infrastructure built for large gatherings have opened up areas that were farmland a decade ago.</p>
<h2>Jhalwa and the airport side</h2>
<p>Close to IIIT Allahabad and on the way to the airport, Jhalwa has seen many plotted colonies and mid-size apartment projects. Prices are still below the city centre, and the area suits families with children in the nearby schools.</p>
<h2>Phaphamau</h2>
<p>Across the Ganga on the Lucknow road, Phaphamau benefits from the newer bridge and easier access to the highway. Independent houses and plots are the common choice here.</p>
<h2>Naini</h2>
<p>Across the Yamuna, Naini combines the industrial area with newer residential pockets. It offers some of the most affordable options within reach of the city, with a railway junction close by.</p>
<h2>Civil Lines and Tagore Town</h2>
<p>The established addresses remain in demand for resale flats. Expect higher prices and fewer new projects, but everything is within walking distance.</p>
<h2>What to keep in mind</h2>
<ul>
<li>Check the flood history of low-lying plots near the rivers.</li>
<li>Confirm that a colony is approved by the Prayagraj Development Authority.</li>
<li>Visit at different times of day; traffic on the bridges changes the commute a lot.</li>
</ul>`,
  },
  {
    slug: 'joint-ownership-explained',
    title: 'Buying Property Jointly: What Co-owners Should Know',
    excerpt: 'Joint ownership can raise your loan eligibility and bring tax benefits, but the shares and paperwork need care.',
    author: 'Adv. Ritu Pandey',
    daysAgo: 72,
    status: 'Active',
    body: `<p>Many couples and families in Uttar Pradesh now buy their home together. Done well, joint ownership brings real benefits; done carelessly, it causes trouble at resale or in inheritance.</p>
<h2>The benefits</h2>
<ul>
<li><strong>Higher loan eligibility:</strong> both incomes count when co-owners are also co-borrowers.</li>
<li><strong>Tax benefits for each:</strong> each co-borrower who is also a co-owner can claim the deductions on principal and interest within their own limits.</li>
<li><strong>Lower stamp duty:</strong> adding a woman as a co-owner can bring the women buyers' concession in UP.</li>
</ul>
<h2>Write down the shares</h2>
<p>The sale deed should state each owner's share, for example 50:50 or 70:30. If it is silent, shares are presumed equal, which may not match who actually paid.</p>
<h2>Plan for the future</h2>
<ul>
<li>Each co-owner should make a will covering their share.</li>
<li>Selling or mortgaging the property needs every co-owner's signature.</li>
<li>Keep records of who paid what; they matter if the owners part ways.</li>
</ul>
<p>Our legal desk can review the draft deed and suggest the right wording before registration.</p>`,
  },
  {
    slug: 'what-an-associate-does-for-a-buyer',
    title: 'What a Kashi Realty Associate Does for You',
    excerpt: 'From the first call to the registry office: how your personal associate saves you time, money and mistakes.',
    author: 'Vivek Tripathi',
    daysAgo: 103,
    status: 'Active',
    body: `<p>Every buyer who signs up with Kashi Realty is matched with a personal associate: a trained, registered member of our network who works in your city. Here is what that person does for you.</p>
<h2>Understands what you need</h2>
<p>Your associate starts with a conversation about budget, location, the size of your family and how soon you want to move. That turns a list of hundreds of listings into a shortlist of five or six.</p>
<h2>Plans private property tours</h2>
<p>They schedule visits so that you see several projects in one trip, travel with you, and ask the builder the questions you might not think of.</p>
<h2>Checks the paperwork</h2>
<p>Associates collect the RERA number, approved plans and title documents and pass them to our legal desk before you pay any token amount.</p>
<h2>Closes the deal directly with the builder</h2>
<p>We work with builders directly, so there is no chain of middlemen. Your associate negotiates the price and payment plan, coordinates the bank loan and books the registry appointment.</p>
<h2>Keeps you updated</h2>
<p>Every step shows on your dashboard, from the first visit to the handover. You always know what happens next and who is responsible.</p>
<p>Want to become an associate yourself? Read about our membership and start earning brokerage on closed deals.</p>`,
  },
  {
    slug: 'ready-to-move-or-under-construction',
    title: 'Ready-to-Move or Under-Construction: Which Suits You?',
    excerpt: 'Price, risk, GST and possession time compared, with the questions to ask before you choose.',
    author: 'Sana Khan',
    daysAgo: 150,
    status: 'Active',
    body: `<p>The choice between a finished flat and one still being built is mostly a choice between certainty and price.</p>
<p>Families who need to move soon, or who are paying rent today, usually lean towards a ready home. Investors and buyers with time on their side often prefer a new project booked early, when builders offer their best prices.</p>
<h2>Ready-to-move</h2>
<ul>
<li>You see exactly what you buy, and you can move in or rent it out at once.</li>
<li>No GST is charged on a completed property that has its completion certificate.</li>
<li>Prices are usually higher, and choice of floors and facing is limited.</li>
</ul>
<h2>Under-construction</h2>
<ul>
<li>Lower prices and flexible payment plans linked to construction stages.</li>
<li>GST applies on the price, and you may pay rent and EMI together until possession.</li>
<li>The main risk is delay; check the builder's record and the RERA completion date.</li>
</ul>
<h2>Questions to ask</h2>
<ul>
<li>Does the ready flat have a completion or occupancy certificate?</li>
<li>For a new project, how many earlier projects did this builder deliver on time?</li>
<li>Which banks have approved the project for loans?</li>
</ul>
<p>Your associate can show you both kinds in the same locality so you can compare like with like.</p>`,
  },
  {
    slug: 'festive-season-offers-draft',
    title: 'Festive Season Offers on Plots in Mirzapur',
    excerpt: 'Offers from partner builders for the festive season.',
    author: 'Kashi Realty Desk',
    daysAgo: 5,
    status: 'Hidden',
    body: `<p>Partner builders are preparing festive offers on plots near Vindhyachal. Details will be published once the offers are confirmed in writing.</p>`,
  },
];

/** One demo team member (docs/product/content.md "Team member") and the colours of the generated portrait. */
export type DemoTeamMember = {
  slug: string;
  name: string;
  designation: string;
  social: string;
  portrait: { background: string; skin: string; hair: string; shirt: string; hairStyle: 'short' | 'long' | 'bun' };
};

/** The demo team in display order. */
export const DEMO_TEAM: readonly DemoTeamMember[] = [
  {
    slug: 'alok-mishra',
    name: 'Alok Mishra',
    designation: 'Founder & Managing Director',
    social: 'https://www.linkedin.com/company/kashirealty',
    portrait: { background: '#d7f1ee', skin: '#c68c5c', hair: '#2b2b2b', shirt: '#135a57', hairStyle: 'short' },
  },
  {
    slug: 'sana-khan',
    name: 'Sana Khan',
    designation: 'Head of Sales',
    social: '',
    portrait: { background: '#fdf0d5', skin: '#d9a27a', hair: '#1d1b1a', shirt: '#e09f1f', hairStyle: 'long' },
  },
  {
    slug: 'ritu-pandey',
    name: 'Adv. Ritu Pandey',
    designation: 'Legal Advisor',
    social: '',
    portrait: { background: '#e6ecf5', skin: '#b97c50', hair: '#2a1f1a', shirt: '#334155', hairStyle: 'bun' },
  },
  {
    slug: 'vivek-tripathi',
    name: 'Vivek Tripathi',
    designation: 'Associate Network Manager',
    social: '',
    portrait: { background: '#e9f5e1', skin: '#a86f45', hair: '#1f1f1f', shirt: '#17706b', hairStyle: 'short' },
  },
  {
    slug: 'neha-gupta',
    name: 'Neha Gupta',
    designation: 'Customer Care Lead',
    social: '',
    portrait: { background: '#fbe4e4', skin: '#e0b08a', hair: '#3a2418', shirt: '#9f1239', hairStyle: 'long' },
  },
  {
    slug: 'arjun-maurya',
    name: 'Arjun Maurya',
    designation: 'Builder Relations Manager',
    social: '',
    portrait: { background: '#efe9f8', skin: '#b07650', hair: '#262626', shirt: '#0f3d3e', hairStyle: 'short' },
  },
];
