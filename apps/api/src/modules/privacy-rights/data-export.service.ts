import { randomUUID } from 'node:crypto';
import { type AccountLanguage, accountLanguageOf } from '@realty/contracts/accounts/fields';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import type { DataExportStarted, DataExportStatusAnswer, LatestDataExport } from '@realty/contracts/privacy-rights/data-export';
import { PRIVACY_RIGHTS_MESSAGES } from '@realty/contracts/privacy-rights/messages';
import type { Database } from '@realty/db/client';
import { strToU8, zipSync } from 'fflate';
import type { Env } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderEmail } from '../../lib/email/email-layout.ts';
import type { JobQueue } from '../../providers/jobs/job-queue.ts';
import type { MailProvider } from '../../providers/mail/mail-provider.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { exportConsentRecords } from './export-consents.ts';
import {
  associateExportRows,
  builderExportRows,
  customerExportRows,
  findAccountBasics,
  findAccountRow,
  findExport,
  findLatestExport,
  insertExport,
  markExportFailed,
  markExportReady,
  type RightsKind,
  readExportZip,
} from './privacy-rights.repository.ts';
import { exportReadyTexts, summaryText } from './privacy-texts.ts';

/**
 * "Download my data" (docs/product/privacy-rights.md, "Access"; DPDP Act 2023 s. 11): the request
 * queues a background job that gathers everything the account holds into one ZIP of JSON files
 * and a readable summary, kept PRIVACY_EXPORT_DAYS days, then tells the person by SMS (and e-mail
 * when their address is confirmed).
 */

/** Name of the background job that builds one export. */
export const DATA_EXPORT_JOB = 'privacy-data-export';

/** Who asks: the session subject and id. */
export type RightsCaller = { kind: RightsKind; id: number };

/** What building an export needs: the database, settings, the providers and the clock. */
export type ExportDeps = { db: Database; env: Env; sms: () => SmsProvider; mail: () => MailProvider; now: () => Date };

/** `{ exportId, status, requested_at, expires_at }` of a row, for the answers. */
const stateOf = (row: { exportId: string; status: string; requestedAt: Date; expiresAt: Date | null }) => ({
  exportId: row.exportId,
  status: row.status as DataExportStatusAnswer['status'],
  requested_at: new Date(row.requestedAt).toISOString(),
  expires_at: row.expiresAt ? new Date(row.expiresAt).toISOString() : null,
});

/**
 * `POST /api/me/data-export`: records a pending export and queues its job. Answers 202 `{ exportId, status: 'pending' }`.
 */
export async function requestDataExport(
  deps: Pick<ExportDeps, 'db' | 'now'>,
  jobs: JobQueue,
  caller: RightsCaller,
): Promise<DataExportStarted> {
  const exportId = randomUUID();
  await insertExport(deps.db, { exportId, kind: caller.kind, id: caller.id, at: deps.now() });
  await jobs.send(DATA_EXPORT_JOB, { exportId }, { singletonKey: exportId });
  return { success: true, exportId, status: 'pending', message: PRIVACY_RIGHTS_MESSAGES.exportStarted };
}

/** The newest export of the caller (for the dashboard), or null. */
export async function latestDataExport(deps: Pick<ExportDeps, 'db' | 'now'>, caller: RightsCaller): Promise<LatestDataExport> {
  const row = await findLatestExport(deps.db, caller.kind, caller.id);
  if (!row) return { success: true, export: null };
  const expired = row.status === 'ready' && row.expiresAt && new Date(row.expiresAt).getTime() <= deps.now().getTime();
  return { success: true, export: { ...stateOf(row), ...(expired ? { status: 'expired' as const } : {}) } };
}

/**
 * `GET /api/me/data-export/{exportId}`: the ZIP when ready (`{ zip }`), else its state.
 * @throws AppError 404 unknown id; 403 NOT_OWNER another account's export; 410 EXPORT_EXPIRED
 *   once its 7 days have passed.
 */
export async function getDataExport(
  deps: Pick<ExportDeps, 'db' | 'now'>,
  caller: RightsCaller,
  exportId: string,
): Promise<{ zip: Buffer; fileName: string } | DataExportStatusAnswer> {
  const row = await findExport(deps.db, exportId);
  if (!row) throw new AppError(404, PRIVACY_RIGHTS_MESSAGES.exportNotFound, { field: 'exportId' });
  if (row.accountKind !== caller.kind || row.accountId !== caller.id) {
    throw new AppError(403, PRIVACY_RIGHTS_MESSAGES.exportNotOwner, { code: ERROR_CODES.NOT_OWNER, field: 'exportId' });
  }
  const expired = row.status === 'expired' || (row.expiresAt !== null && new Date(row.expiresAt).getTime() <= deps.now().getTime());
  if (expired) throw new AppError(410, PRIVACY_RIGHTS_MESSAGES.exportExpired, { code: ERROR_CODES.EXPORT_EXPIRED, field: 'exportId' });
  if (row.status === 'ready') {
    const zip = await readExportZip(deps.db, exportId);
    if (zip) return { zip, fileName: `kashi-realty-my-data-${new Date(row.requestedAt).toISOString().slice(0, 10)}.zip` };
  }
  const message = row.status === 'failed' ? PRIVACY_RIGHTS_MESSAGES.exportFailed : PRIVACY_RIGHTS_MESSAGES.exportPending;
  return { success: true, message, ...stateOf(row) };
}

/** The last 4 characters of a value, the rest as `X` ('XXXXXXXX1234'); '' for none. */
export function maskLast4(last4: string | null | undefined, length = 12): string {
  if (!last4) return '';
  return `${'X'.repeat(Math.max(0, length - last4.length))}${last4}`;
}

/** A row as the export shows it: dates as ISO text, and never a secret (password hashes, sealed or hashed numbers). */
function shown(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (/(Enc|Hash)$/.test(key) || key === 'notiToken' || key === 'matchKeys') continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** The account's profile for `profile.json`: every column it gave or we set, Aadhaar, PAN masked to their last 4. */
function profileOf(kind: RightsKind, row: Record<string, unknown>): Record<string, unknown> {
  const profile = shown(row);
  if (kind === 'associate') {
    delete profile.aadhaarLast4;
    delete profile.panLast4;
    profile.aadhaar = maskLast4(row.aadhaarLast4 as string | null);
    profile.pan = maskLast4(row.panLast4 as string | null, 10);
  }
  profile.pushSubscribed = Boolean(row.notiToken);
  return profile;
}

/** The files of the export of `caller`, by name (JSON text and the summary), and the counts the summary lists. */
export async function exportFiles(
  db: Database,
  caller: RightsCaller,
  language: AccountLanguage,
  at: Date,
): Promise<Record<string, string>> {
  const row = await findAccountRow(db, caller.kind, caller.id);
  if (!row) throw new Error('The account of this export is gone');
  const files: Record<string, unknown> = { 'profile.json': profileOf(caller.kind, row) };
  const withTitle = (titles: Map<number, string>) => (item: { siteId: number } & Record<string, unknown>) => ({
    ...shown(item),
    siteTitle: titles.get(item.siteId) ?? '',
  });
  if (caller.kind === 'user') {
    const data = await customerExportRows(db, caller.id);
    files['favourites.json'] = data.favs.map(withTitle(data.titles));
    files['recently-viewed.json'] = data.views.map(withTitle(data.titles));
    files['enquiries.json'] = data.enquiryRows.map(withTitle(data.titles));
    files['saved-searches.json'] = data.searches.map(shown);
    files['leads.json'] = data.leadRows.map((lead) => ({
      ...shown(lead),
      timeline: data.events.filter((event) => event.leadId === lead.leadId).map(shown),
    }));
    files['visits.json'] = data.visitRows.map(withTitle(data.titles));
  } else if (caller.kind === 'associate') {
    const data = await associateExportRows(db, caller.id);
    files['leads.json'] = data.leadRows.map((lead) => ({
      ...shown(lead),
      timeline: data.events.filter((event) => event.leadId === lead.leadId).map(shown),
    }));
    files['visits.json'] = data.visitRows.map(withTitle(data.titles));
    files['ledger.json'] = data.ledger.map(shown);
    files['payouts.json'] = data.payouts.map((line) => ({ ...shown(line), accountNumber: maskLast4(line.accountNumberLast4) }));
    files['invoices.json'] = { invoices: data.invoices.map(shown), creditNotes: data.creditNotes.map(shown) };
    files['bank-account.json'] = data.bank
      ? { ...shown(data.bank), accountNumber: maskLast4(data.bank.accountNumberLast4), accountNumberLast4: undefined }
      : null;
  } else {
    files['projects.json'] = (await builderExportRows(db, caller.id)).map(shown);
  }
  files['consents.json'] = await exportConsentRecords(db, caller);
  const counts: Record<string, number> = {};
  for (const [name, value] of Object.entries(files)) if (Array.isArray(value)) counts[name] = value.length;
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(files)) text[name] = `${JSON.stringify(value, null, 2)}\n`;
  text['summary.txt'] = summaryText(language, {
    kind: caller.kind,
    name: String(row.name ?? ''),
    at,
    counts,
  });
  return text;
}

/**
 * Builds the export `exportId` (the job's work): gathers the files, zips them, stores the ZIP
 * for PRIVACY_EXPORT_DAYS days and tells the person by SMS, and by e-mail when their address is
 * confirmed. An export no longer pending (or gone) is left alone.
 */
export async function buildDataExport(deps: ExportDeps, exportId: string): Promise<void> {
  const row = await findExport(deps.db, exportId);
  if (row?.status !== 'pending') return;
  const caller = { kind: row.accountKind as RightsKind, id: row.accountId };
  const account = await findAccountBasics(deps.db, caller.kind, caller.id);
  if (!account) {
    await markExportFailed(deps.db, exportId);
    return;
  }
  const language = accountLanguageOf(account.language);
  const at = deps.now();
  const files = await exportFiles(deps.db, caller, language, at);
  const zip = Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), { level: 6, mtime: at }),
  );
  const expiresAt = new Date(at.getTime() + deps.env.PRIVACY_EXPORT_DAYS * 86_400_000);
  if (!(await markExportReady(deps.db, exportId, zip, at, expiresAt))) return;
  const texts = exportReadyTexts(language, expiresAt);
  await deps.sms().send({ to: account.mobile, body: texts.sms });
  if (account.emailConfirmedAt) {
    const mail = await renderEmail({
      language,
      subject: texts.subject,
      preview: texts.sms,
      blocks: [
        { kind: 'heading', text: texts.subject },
        { kind: 'paragraph', text: texts.body },
        { kind: 'note', text: texts.note },
      ],
    });
    await deps.mail().send({ to: account.email, ...mail });
  }
}

/**
 * Defines the export job on `jobs`: builds the ZIP ({@link buildDataExport}); a failed attempt is
 * retried (3 more, 30 s doubling).
 */
export function defineDataExportJob(jobs: JobQueue, deps: ExportDeps): void {
  jobs.define<{ exportId: string }>(
    DATA_EXPORT_JOB,
    async ({ exportId }) => {
      try {
        await buildDataExport(deps, exportId);
      } catch (error) {
        const row = await findExport(deps.db, exportId);
        // the ZIP stands even when the SMS failed: only a build that never finished is retried
        if (row?.status === 'ready') return;
        throw error;
      }
    },
    { retryLimit: 3, retryDelaySeconds: 30, backoff: true },
  );
}
