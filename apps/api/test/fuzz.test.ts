/**
 * Malformed input against every operation of the OpenAPI document (ARCHITECTURE.md, "A request through
 * the API": never 500 for bad input). For each operation the test reads its path, query, header
 * and body fields from the document and sends, as a guest and with a signed-in customer, associate
 * and staff session: a NUL (U+0000) in each field, every other refused control character, ids in
 * other spellings, wrong types, missing, blank and nonsense values, empty and broken bodies and huge
 * values. Nothing may answer 5xx; a refused character or a malformed id is a 400 whose `field` names
 * the field (a guarded route may answer 401/403 first to a caller it does not serve). Every message
 * of every answer, nested ones too, speaks in words: it never holds a field's code name
 * ('budget_min', 'minPrice') nor starts with one ('city is required'), while the 400's `field`
 * still names the field by its code (docs/product/README.md, "Errors").
 */
import { codeNamesIn, FIELD_LABELS } from '@realty/contracts/common/field-labels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFoundingAssociate, signUpCustomer, uniqueIp } from './fixtures/accounts.ts';
import { insertSites } from './fixtures/sites.ts';
import { signInTestStaff } from './fixtures/staff-session.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/** The parts of an OpenAPI 3 schema object the fuzzer reads. */
type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
};
type OpenApiParameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>>; components?: { schemas?: Record<string, JsonSchema> } };

/** One operation as the fuzzer sees it. */
type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The document's path template, e.g. `/api/sites/{id}`. */
  path: string;
  key: string;
  pathParams: OpenApiParameter[];
  query: OpenApiParameter[];
  headers: OpenApiParameter[];
  body: JsonSchema | undefined;
  /** Declares a 401 answer: a guard may refuse a caller before validation. */
  guarded: boolean;
};

type CallerName = 'guest' | 'customer' | 'associate' | 'staff';
type Caller = { name: CallerName; headers: Record<string, string> };

/** One request of the fuzz and what must come back. */
type Case = {
  label: string;
  op: Operation;
  caller: Caller;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
  /** When set: a 400 naming this field (or 401/403 from a guard). Otherwise anything below 500. */
  field?: string;
  /** A 400 answer must name some field (the case changed one field of an otherwise valid request). */
  namesAField?: boolean;
};

/** Characters refused in every text field (C0 but tab and line breaks, DEL, C1, unpaired surrogates). */
const REFUSED_EVERYWHERE = ['\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f'];
/** Unpaired surrogates: only a JSON body can carry them (a URL or a header cannot). */
const LONE_SURROGATES = ['\ud800', '\udfff'];
/** Allowed in multi-line fields only, so the answer depends on the field: it must just not be 5xx. */
const LINE_BREAKS = ['\t', '\n', '\r'];
/** Text that is allowed but means something to SQL, LIKE patterns, HTML, paths or bidirectional layout. */
const AWKWARD_TEXT = [
  '\\',
  '%',
  '_',
  "'",
  '"',
  "'); drop table sites; --",
  '<script>',
  '../../etc',
  '\u202e',
  '\u2028',
  '\ufeff',
  '🏠',
  'ﬀ',
];
/** Ids written in other spellings than decimal digits without a leading zero, and out of range. */
const ID_SPELLINGS = ['0x7', '+7', '7e0', ' 7', '7.0', '07', '-1', '0', '99999999999999999999', '2147483648', ''];
/** Values of the wrong type for any body field. */
const WRONG_TYPES: unknown[] = [12345, true, null, [], { nested: { deeper: 'x' } }, 'x'.repeat(100_000)];
/** Whole bodies that are empty, not JSON or not an object. */
const BROKEN_BODIES: { payload?: string; contentType?: string }[] = [
  {},
  { payload: '', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '12', contentType: 'application/json' },
  { payload: '{', contentType: 'application/json' },
  { payload: '{}', contentType: 'application/json' },
  { payload: '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}', contentType: 'application/json' },
  { payload: 'hello', contentType: 'text/plain' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
];

const SITE = {
  site_title: 'Lanka Heights',
  site_city: 'Varanasi',
  site_brokerage_percent: '2.00',
  site_state: 'Uttar Pradesh',
  site_landmark: 'BHU gate',
  site_famous_place: 'Assi Ghat',
  site_category: 'Apartment',
  site_developer: 'Kashi Builders',
  site_rera_number: 'UPRERAPRJ1234',
  site_min_price: '4500000',
  site_max_price: '6500000',
  site_price: 5_500_000,
  site_area: '1,450 sq ft carpet area',
  site_description: 'Three bedrooms near the river.',
  site_title_hi: 'लंका हाइट्स',
  site_description_hi: 'नदी के पास तीन बेडरूम।',
  site_status: 'Available',
  site_lat: 25.2819,
  site_lon: 83.0005,
  site_youtube_link: 'https://youtu.be/abcdefghijk',
  amenities: ['Lift', 'Power backup'],
  related_sites: [1],
  bhk: [2, 3],
  carpet_area_sqft_min: 1100,
  carpet_area_sqft_max: '1450',
  built_up_area_sqft: 1250,
  super_built_up_area_sqft: 1600,
  plot_area: null,
  plot_area_unit: null,
  possession: 'under_construction',
  possession_date: '2027-06',
  furnishing: 'semi',
  facing: 'north_east',
  transaction: 'new',
  ownership: 'freehold',
  approved_by: ['VDA', 'UP-RERA'],
  loan_banks: ['SBI', 'HDFC Bank'],
  verified: true,
};
const BLOG = {
  blog_title: 'Buying a plot in Varanasi',
  blog_excerpt: 'What to check first.',
  blog_description: '<p>Check the RERA number.</p>',
  blog_status: 'Hidden',
  blog_author: 'Priya',
};
const TEAM = { team_name: 'Meera Singh', team_designation: 'Sales', team_social: 'https://example.in/meera' };

/**
 * A valid body of every operation that takes one. The fuzz changes one field at a time, so the
 * other fields must pass and the 400 can name the changed one. Ids point at rows that exist or
 * at nobody; passwords and codes are wrong, so no request signs anyone in or out.
 */
/** A builder's project (docs/product/builders.md, "Projects"): the listing fields without the staff-only ones, with RERA details. */
const {
  site_brokerage_percent: _brokerage,
  site_developer: _developer,
  site_rera_number: _rera,
  site_status: _status,
  related_sites: _related,
  verified: _verified,
  site_title_hi: _titleHi,
  site_description_hi: _descriptionHi,
  ...PROJECT_FIELDS
} = SITE;
const PROJECT = {
  ...PROJECT_FIELDS,
  rera_number: 'UPRERAPRJ123456',
  rera_exempt: false,
  rera_exemption: { land_area_sqm: 400, units: 6 },
  brokerage_percent_offered: '2.50',
};

const EXAMPLE_BODIES: Record<string, unknown> = {
  'POST /api/user/favorites': { user_id: 1, site_id: 1 },
  'POST /api/user/viewed_site': { user_id: 1, site_id: 1 },
  'POST /api/user/user_enquiry': { user_id: 1, site_id: 1, question: 'Is a site visit possible this Sunday?' },
  'PUT /api/user/push_subscription': { token: '{"endpoint":"https://push.example.in/3"}' },
  'PUT /api/associate/push_subscription': { token: '{"endpoint":"https://push.example.in/4"}' },
  'POST /api/me/email/confirm': { token: 'x3Jq8vWm0aR1bYc2dZe3fAg4hBi5jCk6lDm7nEo8pFq' },
  'PUT /api/me/email': { email: 'asha.new@example.in' },
  'PATCH /api/me/profile': {
    name: 'Asha Verma',
    email: 'asha.new@example.in',
    mobile: '9415000077',
    otp: '123456',
    alt_mobile: '9415000078',
    address: 'Sigra, Varanasi',
    state_code: '09',
    company: 'Ganga Builders',
    city: 'Varanasi',
  },
  'POST /api/me/profile/mobile-otp': { mobile: '9415000077' },
  'POST /api/me/deletion': { otp: '123456' },
  'POST /api/associate/membership/orders': { state: 'Uttar Pradesh' },
  'POST /api/associate/membership/orders/{orderId}/utr': { utr: '412345678901' },
  'POST /api/associate/membership/orders/{orderId}/verify': {
    razorpay_payment_id: 'pay_T0000000001',
    razorpay_order_id: 'order_T0000000001',
    razorpay_signature: 'a'.repeat(64),
  },
  'POST /api/admin/membership/orders/{orderId}/confirm': { note: 'UTR matched in the bank statement.' },
  'POST /api/admin/payout-runs': { until: '2026-11-01', exclude_ass_ids: [1] },
  'POST /api/admin/payout-runs/{runId}/lines/{lineId}/paid': { reference: 'SBIN426112233' },
  'POST /api/admin/payout-runs/{runId}/lines/{lineId}/failed': { reason: 'Account closed' },
  'POST /api/admin/payout-runs/{runId}/bank-response': { csv: 'reference,utr,status\r\nKR-P1-L1,SBIN1,paid\r\n' },
  'PUT /api/associate/bank-account': { holder_name: 'Amit Verma', account_number: '30211456789012', ifsc: 'SBIN0000123', otp: '123456' },
  'POST /api/admin/membership/orders/{orderId}/reject': { note: 'No payment with this UTR reached our account.' },
  'POST /api/admin/membership/orders/{orderId}/refund': { reason: 'Paid twice by mistake.', end_pro: true },
  'PUT /api/admin/membership/settings': { pro_price: '1000.00' },
  'POST /api/auth/user/check-email': { email: 'asha@example.in' },
  'POST /api/auth/user/check-mobile': { mobile: '9415000009' },
  'POST /api/auth/user/send-otp': { mobile: '9415000009', purpose: 'signup', language: 'hi' },
  'POST /api/auth/user/verify-otp': { mobile: '9415000009', otp: '123456', purpose: 'signup' },
  'POST /api/auth/user/reset-password': { mobile: '9415000009', otp: '123456', new_password: 'Ganga#Ghat2024' },
  'POST /api/auth/associate/check-email': { email: 'vikram@example.in' },
  'POST /api/auth/associate/check-mobile': { mobile: '9415000009' },
  'POST /api/auth/associate/check-aadhaar': { aadhaar: '234567890123' },
  'POST /api/auth/associate/check-pan': { pan: 'ABCDE1234F' },
  'POST /api/auth/associate/send-otp': { mobile: '9415000009', language: 'hi' },
  'POST /api/auth/associate/verify-otp': { mobile: '9415000009', otp: '123456' },
  'POST /api/user/sign-up': {
    user_name: 'Asha Verma',
    user_email: 'asha@example.in',
    user_mobile: '9415000009',
    user_alt_mobile: '9415000008',
    user_password: 'Ganga#Ghat2024',
    user_noti_token: '{"endpoint":"https://push.example.in/1"}',
    user_loc_lat: 25.3,
    user_loc_lon: 82.9,
    user_address: 'Lanka, Varanasi',
    otp: '123456',
    language: 'hi',
  },
  'POST /api/user/sign-in': { user_mobile: '9415000009', user_password: 'Not#TheRightOne1' },
  'POST /api/user/user_locations': {
    user_id: 1,
    user_loc_lat: 25.3,
    user_loc_lon: 82.9,
    user_noti_token: '{"endpoint":"https://push.example.in/1"}',
    user_address: 'Lanka, Varanasi',
  },
  'POST /api/associate/sign-up': {
    ass_name: 'Vikram Singh',
    ass_email: 'vikram@example.in',
    ass_mobile: '9415000009',
    ass_password: 'Sarnath@Stupa9',
    ass_sponsor_id: 'KR000001',
    ass_lat: 25.3176,
    ass_lon: 82.9739,
    ass_aadhaar: '234567890123',
    ass_pan: 'ABCDE1234F',
    ass_noti_token: '{"endpoint":"https://push.example.in/2"}',
    language: 'hi',
  },
  'POST /api/associate/sign-in': { reg_mobile: '9415000009', reg_password: 'Not#TheRightOne1' },
  'POST /api/associate/sign-in/verify-otp': { mobile: '9415000009', otp: '123456' },
  'POST /api/associate/sign-in/resend-otp': { mobile: '9415000009' },
  'POST /api/admin/contacts': {
    con_name: 'Meera',
    con_email: 'meera@example.in',
    con_phone: '9415012345',
    con_type: 'Builder',
    con_message: 'Please call me back tomorrow.',
  },
  'POST /api/admin/auth/sign-in': { mobile: '9415000009', password: 'Not#TheRightOne1' },
  'POST /api/admin/auth/resend-otp': { mobile: '9415000009' },
  'POST /api/admin/auth/verify-otp': { mobile: '9415000009', otp: '123456' },
  'POST /api/admin/auth/change-password': { current_password: 'Not#TheRightOne1', new_password: 'Another#Password2026' },
  'POST /api/admin/sites': SITE,
  'PUT /api/admin/sites/{id}': SITE,
  'PATCH /api/admin/sites/{id}/status': { site_status: 'Available' },
  'PUT /api/admin/sites/{id}/media': {
    cover_images: ['media/sites/1/a.webp'],
    inner_images: ['media/sites/1/b.webp'],
    site_pdfs: ['media/sites/1/c.pdf'],
  },
  'PATCH /api/admin/contacts/{id}': { is_handled: true, handled_note: 'Called back.' },
  'PATCH /api/admin/enquiries/{id}': { status: 'contacted', note: 'Site visit on Sunday.' },
  'POST /api/admin/blogs': BLOG,
  'PUT /api/admin/blogs/{id}': BLOG,
  'POST /api/admin/teams': TEAM,
  'PUT /api/admin/teams/{id}': TEAM,
  'PUT /api/admin/teams/order': { team_ids: [1] },
  'PATCH /api/admin/people/{kind}/{id}': { status: 'active' },
  'POST /api/admin/import/listings': { listings: [SITE] },
  // builders and their projects (docs/product/builders.md)
  'POST /api/auth/builder/send-otp': { mobile: '9415100009', purpose: 'signup', language: 'hi' },
  'POST /api/auth/builder/verify-otp': { mobile: '9415100009', otp: '123456', purpose: 'signup' },
  'POST /api/builder/sign-up': {
    builder_company: 'Sarnath Buildcon LLP',
    builder_name: 'Alok Jaiswal',
    builder_email: 'alok@sarnathbuildcon.example.in',
    builder_mobile: '9415100009',
    builder_password: 'Ganga#Ghat2024',
    builder_address: 'Pandeypur, Varanasi',
    builder_gstin: '27AAPFU0939F1ZV',
    builder_rera_promoter_no: 'UPRERAPRM1234',
    builder_city: 'Varanasi',
    otp: '123456',
    language: 'hi',
  },
  'POST /api/builder/sign-in': { builder_mobile: '9415100009', builder_password: 'Not#TheRightOne1' },
  'POST /api/builder/projects': PROJECT,
  'PUT /api/builder/projects/{id}': PROJECT,
  'PUT /api/builder/projects/{id}/media': {
    cover_images: ['media/projects/1/a.webp'],
    inner_images: ['media/projects/1/b.webp'],
    site_pdfs: ['media/projects/1/c.pdf'],
  },
  'POST /api/admin/projects/{id}/review': { decision: 'request_changes', comment: 'Add the brochure.' },
  // the brokerage pipeline (docs/product/pipeline.md)
  'POST /api/user/requirements': {
    city: 'Varanasi',
    category: 'Apartment',
    budget_min: 2500000,
    budget_max: '4500000',
    bhk: 2,
    note: 'Near BHU',
  },
  'POST /api/associate/leads/{leadId}/decline': { reason: 'Too far from my area' },
  'PATCH /api/associate/leads/{leadId}': { status: 'lost', note: 'Called twice', reason: 'Bought elsewhere' },
  'PUT /api/associate/preferences': { cities: ['Varanasi'], categories: ['Apartment'], max_open_leads: 5 },
  'POST /api/associate/leads/{leadId}/visits': { site_id: 1, scheduled_at: '2099-12-01T10:30:00+05:30', meeting_point: 'Sigra crossing' },
  'PATCH /api/associate/visits/{visitId}': { status: 'completed', outcome_note: 'Liked the corner plot' },
  'PATCH /api/user/visits/{visitId}': { action: 'reschedule', proposed_at: '2099-12-02T10:30:00+05:30' },
  'POST /api/associate/leads/{leadId}/deal': { site_id: 1, unit: 'Tower A, 302', agreement_value: '4500000.00', booked_on: '2026-11-20' },
  'POST /api/admin/leads/{leadId}/reassign': { ass_id: 1 },
  'PATCH /api/admin/associates/{assId}/plan': { plan: 'pro' },
  'PATCH /api/admin/deals/{dealId}': { status: 'confirmed' },
  'PUT /api/admin/brokerage-rules': {
    free_share_percent: '50',
    pro_share_percent: '70.00',
    sponsor_level_1_percent: 5,
    sponsor_level_2_percent: '2',
  },
  'POST /api/admin/tds-rules': {
    effective_from: '2099-04-01',
    rate_percent: '2',
    no_pan_rate_percent: 20,
    threshold: '20,000',
    note: 'Budget',
  },
  'PUT /api/admin/tds-rules/{ruleId}': {
    effective_from: '2099-04-01',
    rate_percent: 2,
    no_pan_rate_percent: '20.00',
    threshold: 20000,
    note: 'Moved',
  },
  'PUT /api/admin/counters': { sites: 0, associates: '1,000', customers: 500 },
  'POST /api/user/saved-searches': {
    name: 'Flats in Varanasi',
    query: { city: 'Varanasi', bhk: '2' },
    channels: ['sms'],
    frequency: 'instant',
  },
  'PATCH /api/user/saved-searches/{id}': {
    name: 'Flats near Assi Ghat',
    query: { city: 'Varanasi' },
    channels: ['push'],
    frequency: 'daily',
    paused: true,
  },
  'POST /api/alerts/unsubscribe': { token: 'v1.s.1.1.k5x.oTCEjxkngjZsF-DlsxipXYXL-LKXETsMS6E0Jmre4_c' },
  'PATCH /api/user/alert-settings': { favourite_price_alerts: false },
  'PUT /api/me/nominee': { name: 'Kiran Verma', mobile: '9839012345', relation: 'Sister' },
  'POST /api/me/grievances': { text: 'Please tell me why my address is kept.' },
  'POST /api/grievances': {
    name: 'Gopal Das',
    mobile: '9415012345',
    email: 'gopal@example.in',
    text: 'Please tell me why my address is kept.',
  },
  'POST /api/admin/grievances/{id}/resolve': { reply: 'Your enquiry was deleted on 3 March.' },
  'POST /api/admin/breaches': {
    description: 'A spreadsheet was shared by mistake.',
    discovered_at: '2026-11-01T10:00:00Z',
    accounts: ['customer:1'],
  },
};

/** Valid values of path parameters that are not ids (ids take 1). */
const EXAMPLE_PATH_VALUES: Record<string, string> = {
  memberId: 'KR000001',
  mobile: '9415000001',
  kind: 'customer',
  file: 'pages.xml',
  invoiceFile: '1.pdf',
  creditNoteFile: '1.pdf',
  payoutFile: '1.pdf',
  fy: '2026-27',
  ifsc: 'SBIN0000123',
  purpose: 'marketing_sms',
  exportId: '00000000-0000-4000-8000-000000000000',
};

/** Requests that end the caller's session whatever they carry: sent by the guest only. */
const SESSION_ENDING = new Set(['POST /api/auth/logout']);

let ctx: TestContext;
let callers: Caller[];
let operations: Operation[];
let doc: OpenApiDocument;

const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined => {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split('/').at(-1) ?? '';
  return resolve(doc.components?.schemas?.[name]);
};

/** The schema of the field at `path` inside `schema` (objects by key, arrays by index). */
function schemaAt(schema: JsonSchema | undefined, path: (string | number)[]): JsonSchema | undefined {
  let current = resolve(schema);
  for (const step of path) {
    if (!current) return undefined;
    const branches = current.anyOf ?? current.oneOf;
    if (branches) current = resolve(branches.find((b) => resolve(b)?.properties || resolve(b)?.items));
    if (!current) return undefined;
    current = resolve(typeof step === 'number' ? current.items : current.properties?.[step]);
  }
  return current;
}

const typesOf = (schema: JsonSchema | undefined): string[] => {
  const s = resolve(schema);
  if (!s) return [];
  const own = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
  return [...own, ...(s.anyOf ?? s.oneOf ?? []).flatMap(typesOf)];
};
const isInteger = (schema: JsonSchema | undefined) => typesOf(schema).includes('integer');

/** Every primitive in `value` with its path; empty arrays and objects hold none. */
function leavesOf(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leavesOf(item, [...path, i]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leavesOf(v, [...path, k]));
  return [{ path, value }];
}

/** A copy of `body` with the field at `path` set to `value`. */
function withField(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>;
  target[path.at(-1) as string | number] = value;
  return copy;
}

/** `value` with `c` put after its first character, so trimming cannot remove it. */
const inject = (value: unknown, c: string): string => {
  const text = String(value);
  return `${text.slice(0, 1)}${c}${text.slice(1)}`;
};

const exampleParam = (param: OpenApiParameter): string => {
  const schema = resolve(param.schema);
  if (EXAMPLE_PATH_VALUES[param.name] !== undefined) return EXAMPLE_PATH_VALUES[param.name] as string;
  if (isInteger(schema)) return '1';
  if (schema?.enum?.length) return String(schema.enum[0]);
  if (typesOf(schema).includes('number')) return '100';
  return 'ab';
};

/** A valid value of each required query parameter of `op`, by name. */
const requiredQueryOf = (op: Operation): Record<string, string> =>
  Object.fromEntries(op.query.filter((q) => q.required).map((q) => [q.name, exampleParam(q)]));

/** The URL of `op` with path parameters from `path` (encoded) and the query `query`. */
function urlOf(op: Operation, path: Record<string, string> = {}, query: Record<string, string> = {}): string {
  const filled = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(path[name] ?? exampleParam(op.pathParams.find((p) => p.name === name) as OpenApiParameter)),
  );
  const search = Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return search ? `${filled}?${search}` : filled;
}

const json = (body: unknown) => JSON.stringify(body);

/** The caller that passes `op`'s guard, so its requests reach validation: staff for the back office, and so on. */
function bestCallerOf(op: Operation): Caller {
  const name: CallerName = op.path.startsWith('/api/admin/')
    ? 'staff'
    : op.path.startsWith('/api/user/')
      ? 'customer'
      : op.path.startsWith('/api/associate/')
        ? 'associate'
        : 'guest';
  return callers.find((c) => c.name === name) as Caller;
}

/** Callers of `op` for the NUL cases: everyone, but only the guest where a request would end the session. */
const allCallersOf = (op: Operation) => (SESSION_ENDING.has(op.key) ? callers.filter((c) => c.name === 'guest') : callers);

let rotation = 0;

/**
 * Cases with characters of `characters` put into every path, query, header and body field of
 * `op`. With `perField`, each field gets that many of them in turn (the next field the next
 * ones), so a long list is spread over the whole API instead of multiplying every field.
 * Unpaired surrogates go into JSON bodies only: a URL or a header cannot carry them.
 */
function characterCases(op: Operation, caller: Caller, characters: string[], expectField: boolean, perField?: number): Case[] {
  const example = EXAMPLE_BODIES[op.key];
  const bodyPayload = example === undefined ? undefined : json(example);
  type Slot = { label: string; field: string; inUrl: boolean; make: (c: string) => Pick<Case, 'url' | 'headers' | 'payload'> };
  const slots: Slot[] = [
    ...op.pathParams.map((p) => ({
      label: `path ${p.name}`,
      field: p.name,
      inUrl: true,
      make: (c: string) => ({ url: urlOf(op, { [p.name]: inject(exampleParam(p), c) }), payload: bodyPayload }),
    })),
    ...op.query.map((q) => ({
      label: `query ${q.name}`,
      field: q.name,
      inUrl: true,
      // the other required parameters are given valid values, so the one at fault is the only one
      make: (c: string) => ({ url: urlOf(op, {}, { ...requiredQueryOf(op), [q.name]: inject(exampleParam(q), c) }), payload: bodyPayload }),
    })),
    ...op.headers.map((h) => ({
      label: `header ${h.name}`,
      field: h.name,
      inUrl: true,
      make: (c: string) => ({ url: urlOf(op), headers: { [h.name]: inject('key-12345678', c) }, payload: bodyPayload }),
    })),
    ...(example === undefined ? [] : leavesOf(example)).map((leaf) => ({
      label: `body ${leaf.path.join('.')}`,
      field: leaf.path.join('.'),
      inUrl: false,
      make: (c: string) => ({ url: urlOf(op), payload: json(withField(example, leaf.path, inject(leaf.value, c))) }),
    })),
  ];
  return slots.flatMap((slot) => {
    const usable = slot.inUrl ? characters.filter((c) => !LONE_SURROGATES.includes(c)) : characters;
    let chosen = usable;
    if (perField !== undefined) {
      chosen = Array.from({ length: Math.min(perField, usable.length) }, (_, j) => usable[(rotation + j) % usable.length] as string);
      rotation += perField;
    }
    return chosen.map((c) => ({
      label: `${slot.label} with ${json(c)}`,
      op,
      caller,
      ...slot.make(c),
      field: expectField ? slot.field : undefined,
    }));
  });
}

/**
 * Whole-number body fields that are not ids, with the values of {@link ID_SPELLINGS} their own
 * rule accepts: `bhk` 0 is a 1 RK and blank means any (docs/product/pipeline.md, "Leads").
 */
const ACCEPTED_NON_ID_VALUES: Record<string, unknown[]> = {
  'POST /api/user/requirements bhk': [0, '0', ''],
  // a counter's marketing floor: 0 or blank is no floor, spaces and commas group digits (docs/product/back-office.md)
  ...Object.fromEntries(['sites', 'associates', 'customers'].map((c) => [`PUT /api/admin/counters ${c}`, [0, '0', '', ' 7']])),
};

/** Every id field of `op` (path, query, body) written in each of {@link ID_SPELLINGS}. */
function idCases(op: Operation, caller: Caller): Case[] {
  const cases: Case[] = [];
  const example = EXAMPLE_BODIES[op.key];
  const bodyPayload = example === undefined ? undefined : json(example);
  for (const spelling of ID_SPELLINGS) {
    for (const p of op.pathParams.filter((p) => isInteger(p.schema))) {
      // An empty path segment is another address (404 or another route), not a malformed id.
      if (spelling === '') continue;
      cases.push({
        label: `path ${p.name} = ${json(spelling)}`,
        op,
        caller,
        url: urlOf(op, { [p.name]: spelling }),
        payload: bodyPayload,
        field: p.name,
      });
    }
    for (const q of op.query.filter((q) => isInteger(q.schema))) {
      // A blank paging value counts as absent (docs/product/catalogue.md).
      const field = spelling === '' ? undefined : q.name;
      cases.push({
        label: `query ${q.name} = ${json(spelling)}`,
        op,
        caller,
        url: urlOf(op, {}, { [q.name]: spelling }),
        payload: bodyPayload,
        field,
      });
    }
    if (example === undefined) continue;
    for (const leaf of leavesOf(example).filter((l) => isInteger(schemaAt(op.body, l.path)))) {
      // In a body the id may also come as a JSON number: out of range or not whole.
      const values: unknown[] = spelling === '-1' ? [spelling, -1, 0, 1.5, 2_147_483_648, 1e20] : [spelling];
      for (const value of values) {
        if (ACCEPTED_NON_ID_VALUES[`${op.key} ${leaf.path.join('.')}`]?.includes(value)) continue;
        // A blank optional site_id is read as absent and answered by the service.
        const field =
          value === '' && op.key === 'POST /api/user/user_enquiry' && leaf.path.join('.') === 'site_id' ? undefined : leaf.path.join('.');
        cases.push({
          label: `body ${leaf.path.join('.')} = ${json(value)}`,
          op,
          caller,
          url: urlOf(op),
          payload: json(withField(example, leaf.path, value)),
          field,
        });
      }
    }
  }
  return cases;
}

/**
 * Wrong types in every body field, huge values, repeated query keys, broken escapes, line breaks
 * and awkward but allowed text in every field, and broken whole bodies: anything but 5xx.
 */
function roughCases(op: Operation, caller: Caller): Case[] {
  const cases: Case[] = [];
  const example = EXAMPLE_BODIES[op.key];
  const bodyPayload = example === undefined ? undefined : json(example);
  const huge = 'x'.repeat(10_000);
  for (const p of op.pathParams)
    cases.push({ label: `path ${p.name} huge`, op, caller, url: urlOf(op, { [p.name]: huge }), payload: bodyPayload });
  for (const q of op.query) {
    cases.push({ label: `query ${q.name} huge`, op, caller, url: urlOf(op, {}, { [q.name]: huge }), payload: bodyPayload });
    cases.push({
      label: `query ${q.name} twice`,
      op,
      caller,
      url: `${urlOf(op, {}, { [q.name]: exampleParam(q) })}&${q.name}=2`,
      payload: bodyPayload,
    });
    cases.push({ label: `query ${q.name} broken escape`, op, caller, url: `${urlOf(op)}?${q.name}=%E0%A4%zz%`, payload: bodyPayload });
  }
  for (const h of op.headers)
    cases.push({ label: `header ${h.name} huge`, op, caller, url: urlOf(op), headers: { [h.name]: huge }, payload: bodyPayload });
  cases.push(...characterCases(op, caller, LINE_BREAKS, false, 1));
  cases.push(...characterCases(op, caller, AWKWARD_TEXT, false, 1));
  if (op.method === 'GET' || op.method === 'DELETE') return cases;
  for (const broken of BROKEN_BODIES) {
    cases.push({
      label: `body ${json(broken.payload ?? 'none')} as ${broken.contentType ?? 'nothing'}`,
      op,
      caller,
      url: urlOf(op),
      payload: broken.payload,
      headers: broken.contentType ? { 'content-type': broken.contentType } : {},
    });
  }
  if (example === undefined) return cases;
  const fields = leavesOf(example).map((l) => l.path);
  // Whole arrays and objects replaced too, not only their elements.
  for (const key of Object.keys(example as object)) if (!fields.some((f) => f.length === 1 && f[0] === key)) fields.push([key]);
  for (const path of fields) {
    for (const value of WRONG_TYPES) {
      cases.push({
        label: `body ${path.join('.')} = ${json(value).slice(0, 30)}`,
        op,
        caller,
        url: urlOf(op),
        payload: json(withField(example, path, value)),
      });
    }
  }
  return cases;
}

/** Query values that no filter or paging parameter accepts, or only some do. */
const ODD_QUERY_VALUES = ['', ' ', 'not-a-value', '-5', '1.5', '99999999999999', 'true', 'x'.repeat(300)];
/** Body values that are missing, blank or out of every range. */
const ODD_BODY_VALUES: unknown[] = [undefined, '', ' ', -5, 0, 1.5, 1e15, 'not-a-value', '2020-01-01T00:00:00+05:30', 'x'.repeat(5000)];

/**
 * Each query parameter and each body field of `op` in turn missing, blank or holding a value out
 * of its range (a time in the past, a huge number, text where a number belongs), and the body's
 * compared pairs the wrong way round (a minimum above its maximum): the messages must be words.
 */
function oddValueCases(op: Operation, caller: Caller): Case[] {
  const cases: Case[] = [];
  const example = EXAMPLE_BODIES[op.key];
  const bodyPayload = example === undefined ? undefined : json(example);
  for (const q of op.query)
    for (const value of ODD_QUERY_VALUES)
      cases.push({
        label: `query ${q.name} = ${json(value).slice(0, 30)}`,
        op,
        caller,
        url: urlOf(op, {}, { [q.name]: value }),
        payload: bodyPayload,
      });
  if (op.query.some((q) => q.name === 'minPrice'))
    cases.push({
      label: 'minPrice above maxPrice',
      op,
      caller,
      url: urlOf(op, {}, { minPrice: '900', maxPrice: '100' }),
      payload: bodyPayload,
    });
  if (op.query.some((q) => q.name === 'minArea'))
    cases.push({
      label: 'minArea above maxArea',
      op,
      caller,
      url: urlOf(op, {}, { minArea: '900', maxArea: '100' }),
      payload: bodyPayload,
    });
  if (example === undefined || typeof example !== 'object') return cases;
  const body = example as Record<string, unknown>;
  for (const key of Object.keys(body)) {
    for (const value of ODD_BODY_VALUES) {
      const changed = { ...body, [key]: value };
      if (value === undefined) delete changed[key];
      cases.push({
        label: `body ${key} ${value === undefined ? 'missing' : `= ${json(value).slice(0, 30)}`}`,
        op,
        caller,
        url: urlOf(op),
        payload: json(changed),
        namesAField: true,
      });
    }
  }
  for (const [low, high] of Object.keys(body).flatMap((key) => {
    const max = key.replace(/min/, 'max');
    return key !== max && max in body ? [[key, max] as const] : [];
  }))
    cases.push({
      label: `body ${low} above ${high}`,
      op,
      caller,
      url: urlOf(op),
      payload: json({ ...body, [low]: 900, [high]: 100 }),
      namesAField: true,
    });
  return cases;
}

/**
 * Every `message` in an answer, at any depth (`{ message }`, `errors: [{ field, message }]`,
 * `rows[].errors[].message`), with where it stands.
 */
function messagesOf(value: unknown, path = ''): { path: string; text: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => messagesOf(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'message' && typeof item === 'string' ? [{ path: `${path}.${key}`, text: item }] : messagesOf(item, `${path}.${key}`),
  );
}

/** Why `text` is not written for a person, or undefined when it is: a code name in it, or one at its start. */
function notInWords(text: string): string | undefined {
  const codes = codeNamesIn(text);
  if (codes.length > 0) return `names ${codes.join(', ')}`;
  if (/^[a-z]/.test(text)) return 'starts with a code name';
  return undefined;
}

/** Sends every case and returns a line for each answer that breaks its rule. */
async function run(cases: Case[]): Promise<string[]> {
  const failures: string[] = [];
  for (const c of cases) {
    const headers: Record<string, string> = { ...c.caller.headers, ...(c.headers ?? {}) };
    if (c.payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const response = await ctx.app.inject({
      method: c.op.method,
      url: c.url,
      headers,
      remoteAddress: uniqueIp(),
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    });
    const status = response.statusCode;
    const where = `${c.op.method} ${c.url.slice(0, 120)} as ${c.caller.name} (${c.label})`;
    if (status >= 500) {
      failures.push(`${where} → ${status} ${response.body.slice(0, 200)}`);
      continue;
    }
    let answer: unknown;
    try {
      answer = response.headers['content-type']?.toString().includes('json') ? response.json() : undefined;
    } catch {
      answer = undefined;
    }
    for (const { path, text } of messagesOf(answer)) {
      const fault = notInWords(text);
      if (fault) failures.push(`${where} → ${status} ${path} ${fault}: "${text.slice(0, 160)}"`);
    }
    if (c.namesAField && status === 400) {
      const field = (answer as { field?: unknown } | undefined)?.field;
      if (typeof field !== 'string' || field === '') failures.push(`${where} → 400 without a field: ${response.body.slice(0, 200)}`);
    }
    if (c.field === undefined) continue;
    const turnedAway = c.op.guarded && c.caller.name !== 'staff' && (status === 401 || status === 403);
    if (turnedAway) continue;
    const body = response.json() as { success?: boolean; field?: string; message?: string };
    if (status !== 400 || body.success !== false || body.field !== c.field || !body.message) {
      failures.push(`${where} → ${status} ${response.body.slice(0, 200)} (expected 400 naming ${c.field})`);
    }
  }
  return failures;
}

beforeAll(async () => {
  ctx = await createTestContext();
  // One of each record, so id 1 exists for the routes that look it up.
  await insertSites(ctx.db, [{ title: 'Sigra Heights' }]);
  const customer = await signUpCustomer(ctx.app);
  const associate = await signInFoundingAssociate(ctx.app);
  const staff = await signInTestStaff(ctx.app, 'admin');
  for (const [url, payload] of [
    ['/api/admin/blogs', BLOG],
    ['/api/admin/teams', TEAM],
  ] as const) {
    const created = await ctx.app.inject({ method: 'POST', url, headers: { cookie: staff.cookie }, payload });
    if (created.statusCode !== 201) throw new Error(`${url} answered ${created.statusCode}: ${created.body}`);
  }
  callers = [
    { name: 'guest', headers: {} },
    { name: 'customer', headers: { cookie: customer.cookie } },
    { name: 'associate', headers: { cookie: associate.cookie } },
    { name: 'staff', headers: { cookie: staff.cookie } },
  ];
  doc = ctx.app.swagger() as unknown as OpenApiDocument;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const upper = method.toUpperCase() as Operation['method'];
      const params = op.parameters ?? [];
      return {
        method: upper,
        path,
        key: `${upper} ${path}`,
        pathParams: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        headers: params.filter((p) => p.in === 'header'),
        body: op.requestBody?.content?.['application/json']?.schema,
        guarded: Boolean(op.responses?.['401']),
      };
    }),
  );
}, 120_000);
afterAll(async () => ctx?.close());

describe('every API operation refuses malformed input without a 5xx', () => {
  it('reads every operation of the OpenAPI document, with an example body for each one that takes a body', () => {
    expect(operations.length).toBeGreaterThanOrEqual(60);
    const withoutExample = operations.filter((op) => op.body && EXAMPLE_BODIES[op.key] === undefined).map((op) => op.key);
    expect(withoutExample, 'add a valid body for these operations to EXAMPLE_BODIES').toEqual([]);
    const missingFields = operations.flatMap((op) => {
      const example = EXAMPLE_BODIES[op.key] as Record<string, unknown> | undefined;
      const declared = Object.keys(resolve(op.body)?.properties ?? {});
      return example ? declared.filter((name) => !(name in example)).map((name) => `${op.key} ${name}`) : [];
    });
    expect(missingFields, 'every body field must be in its example, so the fuzz reaches it').toEqual([]);
    const unknownParams = operations.flatMap((op) =>
      op.pathParams
        .filter((p) => !isInteger(p.schema) && EXAMPLE_PATH_VALUES[p.name] === undefined && !resolve(p.schema)?.enum)
        .map((p) => `${op.key} ${p.name}`),
    );
    expect(unknownParams, 'add a valid value for these path parameters to EXAMPLE_PATH_VALUES').toEqual([]);
  });

  it.each(['guest', 'customer', 'associate', 'staff'] as const)(
    'answers a NUL in any field 400 naming the field, as %s',
    async (name) => {
      const cases = operations.flatMap((op) => {
        const caller = allCallersOf(op).find((c) => c.name === name);
        return caller ? characterCases(op, caller, ['\u0000'], true) : [];
      });
      expect(cases.length).toBeGreaterThan(150);
      expect(await run(cases)).toEqual([]);
    },
    120_000,
  );

  it('answers every other control character and unpaired surrogate 400 naming the field', async () => {
    const cases = operations.flatMap((op) =>
      SESSION_ENDING.has(op.key) ? [] : characterCases(op, bestCallerOf(op), [...REFUSED_EVERYWHERE, ...LONE_SURROGATES], true, 3),
    );
    expect(await run(cases)).toEqual([]);
  }, 120_000);

  it('answers ids in other spellings or out of range 400 naming the field', async () => {
    const cases = operations.flatMap((op) => [
      ...idCases(op, callers[0] as Caller),
      ...(bestCallerOf(op).name === 'guest' ? [] : idCases(op, bestCallerOf(op))),
    ]);
    expect(cases.length).toBeGreaterThan(300);
    expect(await run(cases)).toEqual([]);
  }, 120_000);

  it('never answers 5xx to wrong types, broken or empty bodies, repeated or huge values', async () => {
    const cases = operations.flatMap((op) =>
      SESSION_ENDING.has(op.key) ? roughCases(op, callers[0] as Caller) : roughCases(op, bestCallerOf(op)),
    );
    expect(await run(cases)).toEqual([]);
  }, 120_000);

  it('answers missing, blank and out-of-range values in words, naming the field of each 400', async () => {
    const cases = operations.flatMap((op) => (SESSION_ENDING.has(op.key) ? [] : oddValueCases(op, bestCallerOf(op))));
    expect(cases.length).toBeGreaterThan(1000);
    expect(await run(cases)).toEqual([]);
  }, 240_000);

  it('has a label in words for every field and parameter of the API, for the messages the error handler writes', () => {
    const names = new Set<string>();
    const collect = (schema: JsonSchema | undefined, depth = 0) => {
      const s = resolve(schema);
      if (!s || depth > 6) return;
      for (const [name, inner] of Object.entries(s.properties ?? {})) {
        names.add(name);
        collect(inner, depth + 1);
      }
      collect(s.items, depth + 1);
      for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) collect(branch, depth + 1);
    };
    for (const op of operations) {
      for (const param of [...op.pathParams, ...op.query, ...op.headers]) names.add(param.name);
      collect(op.body);
    }
    const unlabelled = [...names].filter((name) => FIELD_LABELS[name] === undefined && FIELD_LABELS[name.toLowerCase()] === undefined);
    expect(unlabelled, 'add these to FIELD_LABELS (packages/contracts/src/common/field-labels.ts)').toEqual([]);
    for (const [name, label] of Object.entries(FIELD_LABELS)) expect(notInWords(label), `${name}: ${label}`).toBeUndefined();
  });

  it('kept every session signed in, so the signed-in cases reached validation', async () => {
    for (const caller of callers.filter((c) => c.name !== 'guest')) {
      const response = await ctx.app.inject({ url: '/api/auth/session', headers: caller.headers });
      expect(response.statusCode, caller.name).toBe(200);
      expect(response.json().role).toBe(caller.name);
    }
  });
});
