import { hash } from '@node-rs/argon2';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { builders, projectEvents, projects, sites, staff } from '../schema.ts';
import { DEMO_PASSWORD } from './pipeline.ts';

/**
 * The demo builder (docs/product/builders.md; README "Demo accounts"): Ganga Infra Developers
 * Pvt. Ltd. of Varanasi (mobile 9415100001, password {@link DEMO_PASSWORD}, a GSTIN whose check
 * digit holds) with one approved project that is already a verified listing (RERA
 * UPRERAPRJ12345) and one project in Prayagraj waiting in the verification queue, each with its
 * trail. Runs once: nothing is written when the builder exists.
 */

/** The demo builder's sign-in mobile. */
export const DEMO_BUILDER_MOBILE = '9415100001';
/** Listings the demo builder's approved projects add to the demo catalogue. */
export const DEMO_BUILDER_LISTINGS = 1;
/** The demo builder's company, shown as the developer of its listing. */
export const DEMO_BUILDER_COMPANY = 'Ganga Infra Developers Pvt. Ltd.';

const DAY = 86_400_000;

/** Every listing field of a project's `data` (docs/product/builders.md, "Projects"), with `fields` over blank defaults. */
function projectData(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    site_title: '',
    site_city: '',
    site_state: 'Uttar Pradesh',
    site_landmark: '',
    site_famous_place: '',
    site_category: 'Apartment',
    site_min_price: '0.00',
    site_max_price: '0.00',
    site_price: '0.00',
    site_area: '',
    site_description: '',
    site_lat: null,
    site_lon: null,
    site_youtube_link: '',
    amenities: [],
    bhk: [],
    carpet_area_sqft_min: null,
    carpet_area_sqft_max: null,
    built_up_area_sqft: null,
    super_built_up_area_sqft: null,
    plot_area: null,
    plot_area_unit: null,
    possession: null,
    possession_date: null,
    furnishing: null,
    facing: null,
    transaction: null,
    ownership: null,
    approved_by: [],
    loan_banks: [],
    cover_images: [],
    inner_images: [],
    site_pdfs: [],
    ...fields,
  };
}

/**
 * Loads the demo builder, its approved project (with its listing) and its submitted project.
 * Photos are borrowed from a demo listing of the same city when there is one.
 * @see docs/product/builders.md
 */
export async function seedBuilders(db: Database, options: { now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const [already] = await db.select({ id: builders.builderId }).from(builders).where(eq(builders.mobile, DEMO_BUILDER_MOBILE)).limit(1);
  if (already) return;
  const passwordHash = await hash(DEMO_PASSWORD, { algorithm: 2 as never, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);

  await db.transaction(async (tx) => {
    const [reviewer] = await tx.select({ staffId: staff.staffId }).from(staff).orderBy(asc(staff.staffId)).limit(1);
    const staffId = reviewer?.staffId ?? null;
    const photosOf = async (city: string) => {
      const [site] = await tx
        .select({ cover: sites.coverImages, inner: sites.innerImages })
        .from(sites)
        .where(and(eq(sites.city, city), eq(sites.category, 'Apartment')))
        .orderBy(asc(sites.siteId))
        .limit(1);
      return { cover_images: site?.cover ?? [], inner_images: site?.inner ?? [] };
    };

    const [builder] = await tx
      .insert(builders)
      .values({
        company: DEMO_BUILDER_COMPANY,
        name: 'Rakesh Agrawal',
        email: 'projects@gangainfra.example.in',
        mobile: DEMO_BUILDER_MOBILE,
        passwordHash,
        address: 'Sigra, Varanasi 221010',
        city: 'Varanasi',
        gstin: '09AAGCG4821K1ZE',
        gstinVerified: true,
        reraPromoterNo: 'UPRERAPRM10234',
        createdAt: at(45),
      })
      .returning({ builderId: builders.builderId });
    if (!builder) throw new Error('demo builder was not stored');

    // approved: already a verified listing
    const approvedData = projectData({
      site_title: 'Ganga Vatika Residency',
      site_city: 'Varanasi',
      site_landmark: 'Near Sigra Stadium',
      site_famous_place: 'Kashi Vishwanath Temple',
      site_min_price: '4200000.00',
      site_max_price: '6800000.00',
      site_price: '4200000.00',
      site_description: 'Two and three bedroom homes in a gated society with a garden, ten minutes from the ghats.',
      site_lat: 25.3176,
      site_lon: 82.9739,
      amenities: ['Lift', 'Power backup', 'Covered parking', 'Garden', 'Security'],
      bhk: [2, 3],
      carpet_area_sqft_min: 910,
      carpet_area_sqft_max: 1340,
      possession: 'under_construction',
      possession_date: '2027-12',
      furnishing: 'unfurnished',
      transaction: 'new',
      ownership: 'freehold',
      approved_by: ['VDA', 'UP-RERA'],
      loan_banks: ['SBI', 'HDFC Bank'],
      ...(await photosOf('Varanasi')),
    });
    const [listing] = await tx
      .insert(sites)
      .values({
        title: approvedData.site_title as string,
        city: 'Varanasi',
        state: 'Uttar Pradesh',
        landmark: approvedData.site_landmark as string,
        famousPlace: approvedData.site_famous_place as string,
        category: 'Apartment',
        developer: DEMO_BUILDER_COMPANY,
        reraNumber: 'UPRERAPRJ12345',
        minPrice: '4200000.00',
        maxPrice: '6800000.00',
        price: '4200000.00',
        description: approvedData.site_description as string,
        status: 'Available',
        lat: '25.317600',
        lon: '82.973900',
        coverImages: approvedData.cover_images as string[],
        innerImages: approvedData.inner_images as string[],
        amenities: approvedData.amenities as string[],
        bhk: [2, 3],
        carpetAreaSqftMin: '910.00',
        carpetAreaSqftMax: '1340.00',
        possession: 'under_construction',
        possessionDate: '2027-12-01',
        furnishing: 'unfurnished',
        transaction: 'new',
        ownership: 'freehold',
        approvedBy: ['VDA', 'UP-RERA'],
        loanBanks: ['SBI', 'HDFC Bank'],
        verified: true,
        brokeragePercent: '2.50',
        builderId: builder.builderId,
        reviewedAt: at(20),
        createdAt: at(20),
        updatedAt: at(20),
      })
      .returning({ siteId: sites.siteId });
    if (!listing) throw new Error('demo builder listing was not stored');
    const [approved] = await tx
      .insert(projects)
      .values({
        builderId: builder.builderId,
        status: 'approved',
        data: approvedData,
        reraNumber: 'UPRERAPRJ12345',
        brokeragePercentOffered: '2.50',
        siteId: listing.siteId,
        lastComment: 'Verified with the UP-RERA register.',
        submittedAt: at(22),
        reviewedAt: at(20),
        reviewedBy: staffId,
        createdAt: at(30),
        updatedAt: at(20),
      })
      .returning({ projectId: projects.projectId });
    if (!approved) throw new Error('demo approved project was not stored');
    const builderEvent = { actorType: 'builder', actorId: builder.builderId };
    const staffEvent = { actorType: 'staff', actorId: staffId };
    await tx.insert(projectEvents).values([
      { projectId: approved.projectId, at: at(30), ...builderEvent, fromStatus: null, toStatus: 'draft' },
      { projectId: approved.projectId, at: at(25), ...builderEvent, fromStatus: 'draft', toStatus: 'submitted' },
      {
        projectId: approved.projectId,
        at: at(23),
        ...staffEvent,
        fromStatus: 'submitted',
        toStatus: 'changes_requested',
        comment: 'Please add the map location and the floor plan brochure.',
      },
      { projectId: approved.projectId, at: at(22), ...builderEvent, fromStatus: 'changes_requested', toStatus: 'submitted' },
      {
        projectId: approved.projectId,
        at: at(20),
        ...staffEvent,
        fromStatus: 'submitted',
        toStatus: 'approved',
        comment: 'Verified with the UP-RERA register.',
      },
    ]);

    // submitted: waiting in the verification queue
    const [waiting] = await tx
      .insert(projects)
      .values({
        builderId: builder.builderId,
        status: 'submitted',
        data: projectData({
          site_title: 'Sangam Greens',
          site_city: 'Prayagraj',
          site_landmark: 'Jhunsi',
          site_famous_place: 'Triveni Sangam',
          site_min_price: '3500000.00',
          site_max_price: '5200000.00',
          site_price: '3500000.00',
          site_description: 'Two and three bedroom flats across the Ganga from the Sangam, with a clubhouse and children’s park.',
          site_lat: 25.4358,
          site_lon: 81.9046,
          amenities: ['Lift', 'Clubhouse', 'Children’s park', 'Power backup'],
          bhk: [2, 3],
          carpet_area_sqft_min: 860,
          carpet_area_sqft_max: 1210,
          possession: 'under_construction',
          possession_date: '2028-03',
          transaction: 'new',
          ownership: 'freehold',
          approved_by: ['PDA'],
          ...(await photosOf('Prayagraj')),
        }),
        reraNumber: 'UPRERAPRJ67890',
        brokeragePercentOffered: '2.00',
        submittedAt: at(2),
        createdAt: at(6),
        updatedAt: at(2),
      })
      .returning({ projectId: projects.projectId });
    if (!waiting) throw new Error('demo submitted project was not stored');
    await tx.insert(projectEvents).values([
      { projectId: waiting.projectId, at: at(6), ...builderEvent, fromStatus: null, toStatus: 'draft' },
      { projectId: waiting.projectId, at: at(2), ...builderEvent, fromStatus: 'draft', toStatus: 'submitted' },
    ]);
  });
}
