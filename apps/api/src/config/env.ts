import { judgeGstin, normalizeGstin } from '@realty/contracts/builders/gstin';
import { gstStateOf } from '@realty/contracts/membership/gst-states';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** An http(s) address, with a message naming the setting and an example. */
const httpUrl = (name: string, example: string) =>
  z.string().regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, `${name} must be an http:// or https:// address such as ${example}`);

/**
 * An e-mail sender: `address@domain` or `Name <address@domain>` (RFC 5322 mailbox; the name may
 * be quoted). Used for MAIL_FROM.
 */
const MAILBOX_PATTERN = /^(?:(?:"[^"\r\n]*"|[^<>"\r\n@]*?)\s*<[^\s<>@]+@[^\s<>@]+\.?[^\s<>@]*>|[^\s<>@"]+@[^\s<>@"]+)$/;

/** The sender of e-mail in development and tests when MAIL_FROM is not set (docs/product/alerts.md, "E-mail"). */
export const DEFAULT_MAIL_FROM = 'Kashi Realty <no-reply@localhost>';

/** Settings the `s3` storage driver cannot work without. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * Every setting the server reads, validated once at boot (conventions: "Environment validated
 * once at boot"). Nothing else reads `process.env`. Documented in README "Configuration" and
 * `.env.example`.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Port of a separate listener that serves only `/metrics` (Prometheus); unset: no listener. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Token that lets `/metrics` be read on the public port with `Authorization: Bearer <token>`; unset: not served there. */
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** A streaming read replica for public catalogue and content reads (docs/deploying.md); unset: the primary serves them. */
    DATABASE_READ_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must start with postgres:// or postgresql://')
      .optional(),
    SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
    /**
     * Map tile address, `{z}/{x}/{y}` template (the web build reads the same variable); its origin
     * is allowed for images by the security policy. Default: OpenStreetMap's standard tiles.
     */
    VITE_MAP_TILE_URL: z.string().url('VITE_MAP_TILE_URL must be a URL such as https://tile.openstreetmap.org/{z}/{x}/{y}.png').optional(),
    PUBLIC_ORIGIN: z.string().url('PUBLIC_ORIGIN must be a URL such as https://example.in').optional(),
    COOKIE_SECURE: bool,
    TRUST_PROXY: bool,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    /** `outbox` (default) appends each SMS to SMS_OUTBOX_PATH (DATA_DIR/sms-outbox.jsonl); `twilio` sends it for real. */
    /** Most OTP SMS sent for one IP address in an hour (docs/decisions/0002-sessions-and-security.md: per-IP send limit). */
    OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
    SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
    SMS_OUTBOX_PATH: z.string().optional(),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
    /**
     * How e-mail leaves (docs/product/alerts.md, "E-mail"; docs/decisions/0028-email-channel.md):
     * `outbox` (default) writes one `.eml` file per message to MAIL_OUTBOX_DIR
     * (DATA_DIR/mail-outbox/); `smtp` sends it to the SMTP server of SMTP_URL.
     */
    MAIL_PROVIDER: z.enum(['outbox', 'smtp'], 'MAIL_PROVIDER must be outbox or smtp').default('outbox'),
    /**
     * The SMTP server with its account: `smtp://user:pass@host:587` (upgraded with STARTTLS) or
     * `smtps://user:pass@host:465` (TLS from the start). Required with MAIL_PROVIDER=smtp.
     */
    SMTP_URL: z
      .string()
      .refine((value) => {
        if (!/^smtps?:\/\/\S+$/.test(value)) return false;
        try {
          return new URL(value).hostname !== '';
        } catch {
          return false;
        }
      }, 'SMTP_URL must be an smtp:// (STARTTLS) or smtps:// (TLS) address such as smtp://user:pass@smtp.example.in:587')
      .optional(),
    /**
     * Sender of every e-mail, `Name <address@domain>` or `address@domain`. Required with
     * MAIL_PROVIDER=smtp; elsewhere {@link DEFAULT_MAIL_FROM}.
     */
    MAIL_FROM: z
      .string()
      .regex(MAILBOX_PATTERN, 'MAIL_FROM must be an e-mail address such as Kashi Realty <no-reply@example.in> or no-reply@example.in')
      .optional(),
    /** Folder of the outbox mail provider's `.eml` files; default DATA_DIR/mail-outbox. */
    MAIL_OUTBOX_DIR: z.string().optional(),
    PII_ENCRYPTION_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'PII_ENCRYPTION_KEY must be 64 hex characters (32 bytes)')
      .optional(),
    PII_HASH_KEY: z.string().min(32, 'PII_HASH_KEY must be at least 32 characters').optional(),
    VAPID_PUBLIC_KEY: z.string().optional(),
    VAPID_PRIVATE_KEY: z.string().optional(),
    VAPID_SUBJECT: z.string().default('mailto:support@example.in'),
    /** Full address of the external member system's endpoint (e.g. https://members.example.in/wp_api/); unset = local tables. */
    MEMBER_REGISTRY_URL: z.string().url().optional(),
    MEMBER_REGISTRY_KEY: z.string().optional(),
    GEOCODING_API_KEY: z.string().optional(),
    /** Seconds an associate has to accept or decline a lead offered to them (docs/product/pipeline.md, "Matching"). */
    LEAD_ACCEPT_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 86_400)
      .default(7200),
    /**
     * Listings from which `GET /api/sites` searches an in-memory catalogue index instead of SQL
     * alone (docs/decisions/0016-catalogue-search-index.md); 0 never builds one. Default 5,000.
     */
    CATALOGUE_INDEX_FROM: z.coerce.number().int().min(0).default(5000),
    /**
     * Milliseconds within which a committed change to the listings reaches every search
     * (docs/product/catalogue.md, "Freshness"; docs/decisions/0022-near-real-time-catalogue-index.md):
     * the catalogue index applies the change log at least this often while searches arrive. 0
     * reads the log before every search. Default 1,000.
     */
    CATALOGUE_REFRESH_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /**
     * Listings changed since the catalogue index's base was built from which a background merge
     * builds a new base (docs/decisions/0022-near-real-time-catalogue-index.md): the delta they
     * make is searched beside the base until then. Default 5,000.
     */
    CATALOGUE_MERGE_FROM: z.coerce.number().int().min(1).max(1_000_000).default(5000),
    /**
     * Listing rows each process keeps per catalogue version, for searches and listing pages
     * (docs/decisions/0018-rows-per-catalogue-version.md): about 7 KB of memory each with the
     * card's text; 0 keeps none. Default 10,000 (about 72 MB at most).
     */
    CATALOGUE_KEPT_ROWS: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
    /**
     * The person's rights and retention (docs/product/privacy-rights.md, "Retention periods"), each
     * optional: days a data export can be downloaded (7); days of grace before a deleted account is
     * erased (7); days without use after which a customer account is erased (1,095: 3 years) and the
     * hours of notice before (48); days OTP records (30), sign-in failure records (90), ended
     * sessions (90), contact-form messages (730: 2 years) and sent-alert records (365) are kept, and
     * days after the push service reported a subscription gone that it is deleted (1).
     */
    PRIVACY_EXPORT_DAYS: z.coerce.number().int().min(1).max(90).default(7),
    PRIVACY_ERASURE_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(7),
    RETENTION_INACTIVE_CUSTOMER_DAYS: z.coerce.number().int().min(30).max(36_500).default(1095),
    RETENTION_INACTIVE_NOTICE_HOURS: z.coerce.number().int().min(1).max(720).default(48),
    RETENTION_OTP_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    RETENTION_SIGN_IN_FAILURE_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    RETENTION_SESSION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    RETENTION_CONTACT_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
    RETENTION_ALERT_LOG_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    RETENTION_PUSH_GONE_DAYS: z.coerce.number().int().min(0).max(365).default(1),
    /**
     * Days the consent log (docs/product/privacy.md, "Consents") and the staff access log
     * ("Staff access log") are kept before retention deletes their rows: at least seven years
     * (2,557 days; the log's own trigger refuses younger deletions) and at least one year.
     */
    RETENTION_CONSENT_LOG_DAYS: z.coerce.number().int().min(2557).max(36_500).default(2557),
    RETENTION_ACCESS_LOG_DAYS: z.coerce.number().int().min(365).max(36_500).default(730),
    /**
     * Whether the retention pass runs on its own every hour (docs/product/privacy-rights.md,
     * "Retention periods"): `on` (default); `off` leaves it to `npm run privacy:retention` (the API
     * tests, whose moved clocks must not meet a pass at a minute boundary, set `off`).
     */
    PRIVACY_RETENTION_SCHEDULE: z.enum(['on', 'off'], 'PRIVACY_RETENTION_SCHEDULE must be on or off').default('on'),
    /** Seconds between an idle job worker's looks for due jobs (docs/decisions/0011-job-queue.md). */
    JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
    /**
     * Whether this process runs the background jobs (docs/decisions/0011-job-queue.md): `true`
     * (default) inside the web process; `false` on web processes when `npm run worker` processes
     * run them alone. Either way the process can queue jobs.
     */
    JOB_WORKERS: z.enum(['true', 'false'], 'JOB_WORKERS must be true or false').default('true'),
    /**
     * Where uploaded files live (docs/decisions/0015-object-storage.md): `local` (default) in
     * DATA_DIR/uploads, `s3` in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) set by the
     * `S3_*` settings. Either way files are served under `/server/{path}`.
     */
    STORAGE_DRIVER: z.enum(['local', 's3'], 'STORAGE_DRIVER must be local or s3').default('local'),
    /**
     * The grievance officer the privacy notice names (docs/product/privacy.md, "Grievances"; DPDP
     * Rules 2025, Rule 9): their name and e-mail. Development defaults name a demo officer; set
     * the real ones in production.
     */
    GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).max(120).default('Grievance Officer, Kashi Realty'),
    GRIEVANCE_OFFICER_EMAIL: z
      .email('GRIEVANCE_OFFICER_EMAIL must be an e-mail address such as grievance@example.in')
      .default('grievance@localhost.in'),
    /**
     * The business as its tax invoices name it (docs/product/payments.md, "Tax invoices"; CGST
     * Rules 2017, rule 46): legal name, postal address, state (a name or GST state code; the place
     * of supply that makes a purchase intra-state) and GSTIN (checksum checked; its first two digits
     * must be that state's code). Development defaults describe a demo business in Varanasi; set
     * the real ones in production.
     */
    BUSINESS_LEGAL_NAME: z.string().trim().min(1).max(120).default('Kashi Realty Property Solutions Private Limited'),
    BUSINESS_ADDRESS: z
      .string()
      .trim()
      .min(1)
      .max(300)
      .default('2nd Floor, Vinayak Plaza, Sigra–Mahmoorganj Road, Sigra, Varanasi, Uttar Pradesh 221010'),
    BUSINESS_STATE: z
      .string()
      .default('Uttar Pradesh')
      .refine(
        (value) => gstStateOf(value) !== undefined,
        'BUSINESS_STATE must be a state or union territory of India, by name or GST state code (e.g. Uttar Pradesh or 09)',
      ),
    BUSINESS_GSTIN: z
      .string()
      .default('09AAKCK1234F1ZO')
      .transform(normalizeGstin)
      .refine((value) => judgeGstin(value) === 'valid', 'BUSINESS_GSTIN must be a valid 15-character GSTIN'),
    /** The UPI id associates pay Pro to (docs/product/payments.md, "UPI / bank transfer"); a demo id in development. */
    BUSINESS_UPI_ID: z
      .string()
      .trim()
      .default('kashirealty@upi')
      .refine(
        (value) => /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/.test(value),
        'BUSINESS_UPI_ID must be a UPI id such as kashirealty@okaxis',
      ),
    /** SAC code printed on the membership's invoices (six digits; default 999599, membership services n.e.c.: confirm with the accountant). */
    MEMBERSHIP_SAC: z
      .string()
      .regex(/^99\d{4}$/, 'MEMBERSHIP_SAC must be a six-digit SAC code starting with 99')
      .default('999599'),
    /**
     * Razorpay (docs/product/payments.md, "Payment providers"): with all three set, Pro is paid
     * through Razorpay; without them, by UPI with a UTR. `RAZORPAY_API_BASE` replaces
     * https://api.razorpay.com (tests point it at a local server).
     */
    RAZORPAY_KEY_ID: z
      .string()
      .regex(/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/, 'RAZORPAY_KEY_ID must look like rzp_live_… or rzp_test_…')
      .optional(),
    RAZORPAY_KEY_SECRET: z.string().min(8, 'RAZORPAY_KEY_SECRET is too short').optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(8, 'RAZORPAY_WEBHOOK_SECRET is too short').optional(),
    RAZORPAY_API_BASE: httpUrl('RAZORPAY_API_BASE', 'https://api.razorpay.com').optional(),
    /** Address of an S3-compatible server (R2, MinIO); unset = AWS S3 in S3_REGION. When set, path-style addresses are used. */
    S3_ENDPOINT: httpUrl('S3_ENDPOINT', 'https://<account>.r2.cloudflarestorage.com').optional(),
    /** Bucket holding the files (3 to 63 lower-case letters, digits, dots and hyphens). */
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')
      .optional(),
    /** Region of the bucket (`auto` for Cloudflare R2, e.g. `us-east-1` for MinIO). */
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'S3_REGION must be a region name such as ap-south-1 or auto')
      .optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Public address of the bucket's files (a CDN); when set, `/server/{path}` redirects to `{S3_PUBLIC_URL}/{path}`. */
    S3_PUBLIC_URL: httpUrl('S3_PUBLIC_URL', 'https://cdn.example.in')
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
  })
  .superRefine((env, ctx) => {
    // accounts: refuse to start with settings that would fail at the first sign-up or SMS
    if (env.NODE_ENV === 'production' && !(env.PII_ENCRYPTION_KEY && env.PII_HASH_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PII_ENCRYPTION_KEY'],
        message: 'PII_ENCRYPTION_KEY and PII_HASH_KEY are required in production',
      });
    }
    if (env.SMS_PROVIDER === 'twilio' && !(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
      });
    }
    if (env.MAIL_PROVIDER === 'smtp') {
      for (const name of ['SMTP_URL', 'MAIL_FROM'] as const) {
        if (!env[name]) {
          ctx.addIssue({ code: 'custom', path: [name], message: `MAIL_PROVIDER=smtp needs ${name} (see README, "E-mail")` });
        }
      }
    }
    if (env.STORAGE_DRIVER === 's3') {
      for (const name of S3_REQUIRED) {
        if (!env[name]) {
          ctx.addIssue({ code: 'custom', path: [name], message: `STORAGE_DRIVER=s3 needs ${name} (see README, "Object storage")` });
        }
      }
    }
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'DATABASE_READ_URL needs DATABASE_URL (a replica of that PostgreSQL)',
      });
    }
    const razorpay = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET].filter(Boolean).length;
    if (razorpay > 0 && razorpay < 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_ID'],
        message: 'Razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together (or none of them for UPI)',
      });
    }
    const businessState = gstStateOf(env.BUSINESS_STATE);
    if (businessState && env.BUSINESS_GSTIN.slice(0, 2) !== businessState.code) {
      ctx.addIssue({
        code: 'custom',
        path: ['BUSINESS_GSTIN'],
        message: `BUSINESS_GSTIN must start with ${businessState.code}, the GST state code of BUSINESS_STATE (${businessState.name})`,
      });
    }
    if (env.MEMBER_REGISTRY_URL && !env.MEMBER_REGISTRY_KEY) {
      ctx.addIssue({ code: 'custom', path: ['MEMBER_REGISTRY_KEY'], message: 'MEMBER_REGISTRY_URL needs MEMBER_REGISTRY_KEY' });
    }
  });

/** Validated configuration. */
export type Env = z.infer<typeof envSchema>;

/**
 * Parses `source` (normally `process.env`) into {@link Env}.
 * @throws Error listing every wrong setting, one per line, so the operator can fix them all at once.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`The server configuration is not valid:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * {@link loadEnv} for an entry point (server.ts, worker.ts): on invalid settings it prints the
 * message naming each setting to stderr and exits the process with code 1.
 */
export function loadEnvOrExit(source: Record<string, string | undefined> = process.env): Env {
  try {
    return loadEnv(source);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
