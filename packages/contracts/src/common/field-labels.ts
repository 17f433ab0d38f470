/**
 * # Fields in words
 *
 * Every message the API answers with is written for a person (docs/product/README.md, "Errors"):
 * it names a field by its label in words ('Minimum budget must not be more than the maximum',
 * 'City is required'), never by its code name ('budget_min', 'city'). The code name travels
 * beside the message, in the error's `field`, for programs. Schemas give their messages a label
 * (`singleLineText('City')`, `rupeesInput('Minimum budget')`); {@link FIELD_LABELS} is the label
 * of every field the API reads, for the messages the error handler writes itself (a value of the
 * wrong type where the schema has no message of its own).
 */

/**
 * A field's code name as the API writes it on the wire: words joined by underscores
 * ('scheduled_at', 'budget_min', 'no_show') or run together with capitals ('minPrice',
 * 'pageSize'). A message a person reads never holds one (docs/product/README.md, "Errors").
 */
export const CODE_NAME_PATTERN = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b|\b[a-z]+[A-Z][A-Za-z]*\b/g;

/**
 * The code names ({@link CODE_NAME_PATTERN}) written in `text`, in order; empty when the text
 * speaks in words only.
 * @example codeNamesIn('budget_min must not be more than budget_max') → ['budget_min', 'budget_max']
 */
export function codeNamesIn(text: string): string[] {
  return text.match(CODE_NAME_PATTERN) ?? [];
}

/**
 * The messages zod writes itself when a schema gives none ('Invalid input: expected string,
 * received number', 'Invalid option: …', 'Too small: …', 'Unrecognized key …', 'Invalid email
 * address'), and not a schema's own message that happens to start alike ('Invalid OTP'): the
 * error handler replaces them with words naming the field ({@link fieldLabel}).
 */
export const GENERIC_ZOD_MESSAGE =
  /^(?:Invalid (?:input|option|string|number|key in|value in|discriminator value)\b|Too (?:small|big):|Unrecognized keys?\b|Invalid (?:email address|URL|UUID|ISO [a-z]+)$)/;

/**
 * The label in words of every field, query, path and header parameter the API reads, by its code
 * name. An API test checks that every parameter of the OpenAPI document has one.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // privacy (docs/product/privacy.md)
  relation: 'Relation',
  text: 'Text',
  reply: 'Reply',
  record_id: 'Record ID',
  description: 'Description',
  discovered_at: 'When discovered',
  accounts: 'Affected accounts',
  // the person's rights over their data (docs/product/privacy-rights.md)
  exportId: 'Download id',
  alt_mobile: 'Alternate mobile',
  address: 'Address',
  state_code: 'State',
  company: 'Company',
  // payout runs and payouts (docs/product/payouts.md)
  runId: 'Run ID',
  lineId: 'Line ID',
  until: 'End of the period',
  exclude_ass_ids: 'Associates to leave out',
  reference: 'Reference',
  csv: 'Bank’s response file',
  payoutFile: 'Payout',
  // Pro purchases (docs/product/payments.md)
  orderId: 'Order ID',
  utr: 'UTR',
  razorpay_payment_id: 'Razorpay payment',
  razorpay_order_id: 'Razorpay order',
  razorpay_signature: 'Razorpay signature',
  invoiceFile: 'Invoice',
  creditNoteFile: 'Credit note',
  end_pro: 'End Pro',
  month: 'Month',
  pro_price: 'Pro price',
  // TDS under section 194H (docs/product/tds.md)
  ruleId: 'Rule ID',
  effective_from: 'Start date',
  rate_percent: 'Rate',
  no_pan_rate_percent: 'Rate without a PAN',
  threshold: 'Yearly threshold',
  fy: 'Financial year',
  quarter: 'Quarter',
  format: 'Format',
  // bank account for payouts (docs/product/payouts-bank-details.md)
  holder_name: 'Account holder name',
  account_number: 'Account number',
  ifsc: 'IFSC',
  // accounts
  aadhaar: 'Aadhaar',
  ass_aadhaar: 'Aadhaar',
  ass_email: 'Email',
  ass_id: 'Associate ID',
  assId: 'Associate ID',
  ass_lat: 'Latitude',
  ass_lon: 'Longitude',
  ass_mobile: 'Mobile',
  ass_name: 'Full Name',
  ass_noti_token: 'Notification token',
  ass_pan: 'PAN',
  ass_password: 'Password',
  ass_sponsor_id: 'Sponsor ID',
  builder_address: 'Office address',
  builder_city: 'City',
  builder_company: 'Company name',
  builder_email: 'Email',
  builder_gstin: 'GSTIN',
  builder_mobile: 'Mobile',
  builder_name: 'Contact person',
  builder_password: 'Password',
  builder_rera_promoter_no: 'RERA promoter number',
  current_password: 'Current password',
  email: 'Email',
  language: 'Language',
  memberId: 'Member ID',
  mobile: 'Mobile',
  new_password: 'New password',
  otp: 'OTP',
  pan: 'PAN',
  password: 'Password',
  purpose: 'Purpose',
  reg_mobile: 'Mobile',
  reg_password: 'Password',
  token: 'Notification token',
  user_address: 'Address',
  user_alt_mobile: 'Alternate mobile',
  user_email: 'Email',
  user_id: 'Customer ID',
  userId: 'Customer ID',
  user_loc_lat: 'Latitude',
  user_loc_lon: 'Longitude',
  user_mobile: 'Mobile',
  user_name: 'Name',
  user_noti_token: 'Notification token',
  user_password: 'Password',
  // activity
  favId: 'Favourite ID',
  question: 'Question',
  site_id: 'Property ID',
  // listings
  amenities: 'Amenities',
  approved_by: 'Approved by',
  bbox: 'Map area',
  bhk: 'BHK',
  built_up_area_sqft: 'Built-up area',
  carpet_area_sqft_max: 'Largest carpet area',
  carpet_area_sqft_min: 'Carpet area',
  category: 'Category',
  city: 'City',
  cover_images: 'Cover photos',
  facing: 'Facing',
  featured: 'Featured',
  fields: 'Fields',
  furnishing: 'Furnishing',
  inner_images: 'Inner photos',
  loan_banks: 'Loan banks',
  location: 'Location',
  maxArea: 'Max Area',
  maxPrice: 'Max Price',
  minArea: 'Min Area',
  minPrice: 'Min Price',
  ownership: 'Ownership',
  plot_area: 'Plot area',
  plot_area_unit: 'Plot area unit',
  possession: 'Possession',
  possession_date: 'Possession date',
  property_type: 'Category',
  q: 'Search',
  related_sites: 'Related listings',
  search: 'Search',
  site_area: 'Area',
  site_brokerage_percent: 'Brokerage percent',
  site_category: 'Category',
  site_city: 'City',
  site_description: 'Description',
  site_description_hi: 'Description in Hindi',
  site_developer: 'Developer',
  site_famous_place: 'Famous place',
  site_landmark: 'Landmark',
  site_lat: 'Latitude',
  site_lon: 'Longitude',
  site_max_price: 'Maximum price',
  site_min_price: 'Minimum price',
  site_pdfs: 'Brochures',
  site_price: 'Price',
  site_rera_number: 'RERA number',
  site_state: 'State',
  site_status: 'Status',
  site_title: 'Title',
  site_title_hi: 'Title in Hindi',
  site_youtube_link: 'YouTube link',
  sort: 'Sort by',
  state: 'State',
  super_built_up_area_sqft: 'Super built-up area',
  title: 'Title',
  transaction: 'Transaction',
  type: 'Type',
  verified: 'Verified',
  // builders and projects
  brokerage_percent_offered: 'Brokerage offered',
  comment: 'Comment',
  decision: 'Decision',
  land_area_sqm: 'Land area',
  rera_exempt: 'RERA exemption',
  rera_exemption: 'RERA exemption',
  rera_number: 'RERA number',
  units: 'Units',
  // content and the back office
  blog_author: 'Author',
  blog_description: 'Post',
  blog_excerpt: 'Excerpt',
  blog_id: 'Post ID',
  blog_status: 'Status',
  blog_title: 'Title',
  con_email: 'Email',
  con_message: 'Message',
  con_name: 'Name',
  con_phone: 'Phone',
  con_type: 'I am a',
  entity: 'Record type',
  file: 'File',
  handled: 'Handled',
  handled_note: 'Note',
  id: 'ID',
  is_handled: 'Handled',
  kind: 'Kind',
  listings: 'Listings',
  page: 'Page',
  pageSize: 'Page size',
  team_designation: 'Designation',
  team_ids: 'Team members',
  team_name: 'Name',
  team_social: 'Social link',
  // the pipeline
  action: 'Action',
  agreement_value: 'Agreement value',
  booked_on: 'Booking date',
  budget_max: 'Maximum budget',
  budget_min: 'Minimum budget',
  categories: 'Categories',
  cities: 'Cities',
  dealId: 'Deal ID',
  free_share_percent: 'Free share',
  leadId: 'Lead ID',
  max_open_leads: 'Most open leads at once',
  meeting_point: 'Meeting point',
  note: 'Note',
  outcome_note: 'Outcome note',
  plan: 'Plan',
  pro_share_percent: 'Pro share',
  proposed_at: 'New time',
  reason: 'Reason',
  scheduled_at: 'Visit time',
  sponsor_level_1_percent: 'Sponsor level 1',
  sponsor_level_2_percent: 'Sponsor level 2',
  status: 'Status',
  unit: 'Unit',
  visitId: 'Visit ID',
  // saved searches (docs/product/alerts.md)
  name: 'Name',
  query: 'Search',
  channels: 'Ways to be told',
  frequency: 'How often',
  paused: 'Paused',
  // alert settings (docs/product/alerts.md, "How alerts are sent")
  favourite_price_alerts: 'Price drops of favourites',
  // home page counters' floors (docs/product/back-office.md)
  sites: 'Listed Properties',
  associates: 'Associate Members',
  customers: 'Registered Customers',
  // headers and requests as a whole
  'idempotency-key': 'Idempotency-Key',
  host: 'Host',
  body: 'Request',
  querystring: 'Query',
  params: 'Address',
  headers: 'Headers',
  request: 'Request',
};

/**
 * `code` written in words: underscores become spaces and words run together with capitals are
 * split ('under_construction' → 'under construction', 'pricePerSqft' → 'price per sqft').
 */
export function codeInWords(code: string): string {
  return code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
}

/**
 * The label in words of the field at `path` (a 400 answer's `field`: 'budget_min',
 * 'listings.3.site_title', 'rera_exemption.units'): the {@link FIELD_LABELS} entry of its last
 * named step; a field without one is written in words by {@link codeInWords}, capitalised.
 * @example fieldLabel('listings.3.site_title') === 'Title'; fieldLabel('budget_min') === 'Minimum budget'
 */
export function fieldLabel(path: string): string {
  const steps = path.split('.').filter((step) => step !== '' && !/^\d+$/.test(step));
  const name = steps.at(-1) ?? 'request';
  const label = FIELD_LABELS[name] ?? FIELD_LABELS[name.toLowerCase()] ?? codeInWords(name);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * Allowed values of a field written for a person: each in words ({@link codeInWords}), the last
 * after 'or'.
 * @example choicesInWords(['ready', 'under_construction']) === 'ready or under construction'
 */
export function choicesInWords(values: readonly string[]): string {
  const words = values.map((value) => (/^[a-z]/.test(value) ? codeInWords(value) : value));
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** A failed check as zod reports it (an issue), or as much of one as is known. */
export type IssueLike = {
  code?: string;
  message?: string;
  origin?: unknown;
  expected?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  values?: unknown;
};

const EXPECTED_IN_WORDS: Readonly<Record<string, string>> = {
  string: 'must be text',
  number: 'must be a number',
  int: 'must be a whole number',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be a set of fields',
};

/**
 * The message of a failed check for a person, naming the field at `field` (a 400's `field`) by
 * its label in words ({@link fieldLabel}). A schema's own message is kept as it is; zod's own
 * ({@link GENERIC_ZOD_MESSAGE}: 'Invalid input: expected string, received undefined', 'Too big: …')
 * is written again from the issue: '<Label> is required.', '<Label> must be a number.',
 * '<Label> must be at most 60 characters.', '<Label> must be one of …', else '<Label> is not valid.'.
 * @example issueMessage('budget_min', { code: 'invalid_type', expected: 'number', message: 'Invalid input: expected number, received string' }) === 'Minimum budget must be a number.'
 */
export function issueMessage(field: string, issue: IssueLike | undefined): string {
  const raw = typeof issue?.message === 'string' ? issue.message : '';
  if (raw && !GENERIC_ZOD_MESSAGE.test(raw)) return raw;
  const label = fieldLabel(field);
  const origin = typeof issue?.origin === 'string' ? issue.origin : '';
  const limit = Number(issue?.code === 'too_big' ? issue?.maximum : issue?.minimum);
  const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;
  switch (issue?.code) {
    case 'invalid_type': {
      if (/received undefined$/.test(raw)) return `${label} is required.`;
      const said = EXPECTED_IN_WORDS[String(issue.expected)];
      return said ? `${label} ${said}.` : `${label} is not valid.`;
    }
    case 'too_small':
      if (!Number.isFinite(limit)) break;
      if (origin === 'string') return limit <= 1 ? `${label} is required.` : `${label} must be at least ${limit} characters.`;
      if (origin === 'array' || origin === 'set') return `${label} must have at least ${entries(limit)}.`;
      return `${label} must be ${limit} or more.`;
    case 'too_big':
      if (!Number.isFinite(limit)) break;
      if (origin === 'string') return `${label} must be at most ${limit} characters.`;
      if (origin === 'array' || origin === 'set') return `${label} must have at most ${entries(limit)}.`;
      return `${label} must be at most ${limit}.`;
    case 'invalid_value':
      if (Array.isArray(issue.values) && issue.values.length > 0)
        return `${label} must be ${issue.values.length === 1 ? '' : 'one of '}${choicesInWords(issue.values.map(String))}.`;
      break;
    case 'unrecognized_keys':
      return `${label} holds a field that is not known.`;
  }
  return `${label} is not valid.`;
}
