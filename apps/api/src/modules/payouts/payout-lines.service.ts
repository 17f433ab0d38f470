import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { BANK_FILE_COLUMNS, PAYOUT_MESSAGES, type PayoutLine, payoutLinePaidSchema } from '@realty/contracts/payouts/payouts';
import type { Database } from '@realty/db/client';
import { stringify } from 'csv-stringify/sync';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { decryptPii } from '../../lib/crypto.ts';
import { runInTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../admin-audit/audit.service.ts';
import { parseCsv } from '../admin-import/csv.ts';
import { applyDealStatus } from '../brokerage/brokerage.service.ts';
import { normaliseRupees, paiseToRupees, rupeesToPaise } from '../brokerage/ledger-math.ts';
import { localisedNotification, notify } from '../notifications/notifications.service.ts';
import { lockedRun } from './payout-runs.service.ts';
import { entriesByLine, lineOut, type PayoutDeps, paymentReference, sum } from './payout-wire.ts';
import {
  listBankFileRows,
  listDealsFullyPaid,
  listRunLineRows,
  listRunRows,
  lockLineRow,
  markLineEntriesPaidRows,
  setLineFailedRow,
  setLinePaidRow,
} from './payouts.repository.ts';

/**
 * The lines of an approved payout run (docs/product/payouts.md, "Statuses", "Bank file"): marked
 * paid with the bank's reference (its entries become `paid`, a deal whose entries are all paid
 * becomes `paid`, the associate is told) or failed (its entries are unpaid again), by hand or from
 * the bank's response file; the bank file for the NEFT/IMPS upload, the one answer with full account
 * numbers, each download audited.
 */

/** The line `lineId` of approved run `runId`, locked and still pending. */
export async function pendingLine(tx: Database, runId: number, lineId: number) {
  const run = await lockedRun(tx, runId);
  const line = await lockLineRow(tx, lineId);
  if (!line || line.runId !== runId) throw notFound(PAYOUT_MESSAGES.lineNotFound);
  if (run.status !== 'approved') throw new AppError(409, PAYOUT_MESSAGES.notApproved, { code: ERROR_CODES.INVALID_STATE });
  if (line.status !== 'pending') throw new AppError(409, PAYOUT_MESSAGES.lineDone, { code: ERROR_CODES.INVALID_STATE });
  return line;
}

/** The line as answered after marking it. */
export async function lineAnswer(db: Database, runId: number, lineId: number): Promise<PayoutLine> {
  const rows = await listRunLineRows(db, runId);
  const row = rows.find((r) => r.lineId === lineId);
  if (!row) throw notFound(PAYOUT_MESSAGES.lineNotFound);
  const entries = await entriesByLine(db, [lineId]);
  return lineOut(row, entries.get(lineId) ?? []);
}

/** Marks the line paid in `tx`: its entries `paid`, each deal whose entries are all paid `paid`, audited. */
export async function markPaidIn(tx: Database, staffId: number, runId: number, lineId: number, reference: string, at: Date) {
  const line = await pendingLine(tx, runId, lineId);
  await setLinePaidRow(tx, lineId, reference, staffId, at);
  const dealIds = await markLineEntriesPaidRows(tx, lineId);
  for (const dealId of await listDealsFullyPaid(tx, dealIds)) {
    const change = await applyDealStatus(tx, dealId, 'paid', { type: 'staff', id: staffId }, at);
    if (change.changed) {
      await recordAudit(tx, {
        staffId,
        action: 'status',
        entity: 'deal',
        entityId: String(dealId),
        before: { status: change.from },
        after: { status: 'paid', payout_line_id: lineId },
      });
    }
  }
  await recordAudit(tx, {
    staffId,
    action: 'paid',
    entity: 'payout-line',
    entityId: String(lineId),
    before: { status: 'pending' },
    after: { status: 'paid', reference, run_id: runId },
  });
  return line;
}

/** Tells the associate of line `line` it was paid, in their language. */
export async function tellPaid(deps: PayoutDeps, line: PayoutLine): Promise<void> {
  await notify(
    deps.jobs,
    localisedNotification(
      { type: 'associate', id: line.ass_id },
      { kind: 'payoutPaid', net: line.net, tds: line.tds.amount, reference: line.reference ?? '' },
      '/associatedashboard',
    ),
  );
}

/**
 * `POST /api/admin/payout-runs/{runId}/lines/{lineId}/paid` `{ reference }` by admin `staffId`:
 * the line becomes `paid` with the bank's reference; the ledger entries it pays become `paid` and
 * a deal all of whose entries (reversals aside) are paid becomes `paid`; the associate is told by
 * SMS and push in their language. Audited as `paid` on `payout-line`.
 * @throws AppError 404 run or line; 409 `notApproved` before approval; 409 `lineDone` for a line marked already.
 * @see docs/product/payouts.md ("Payout runs")
 */
export async function markLinePaid(
  deps: PayoutDeps,
  staffId: number,
  runId: number,
  lineId: number,
  reference: string,
): Promise<PayoutLine> {
  await runInTransaction(deps.db, (tx) => markPaidIn(tx, staffId, runId, lineId, reference, deps.now()));
  const line = await lineAnswer(deps.db, runId, lineId);
  await tellPaid(deps, line);
  return line;
}

/** Marks the line failed in `tx` (its entries unpaid again), audited. */
export async function markFailedIn(tx: Database, staffId: number, runId: number, lineId: number, reason: string, at: Date) {
  await pendingLine(tx, runId, lineId);
  await setLineFailedRow(tx, lineId, reason, staffId, at);
  await recordAudit(tx, {
    staffId,
    action: 'failed',
    entity: 'payout-line',
    entityId: String(lineId),
    before: { status: 'pending' },
    after: { status: 'failed', reason, run_id: runId },
  });
}

/**
 * `POST /api/admin/payout-runs/{runId}/lines/{lineId}/failed` `{ reason }` by admin `staffId`: the
 * line becomes `failed` and its entries are unpaid again (they go into the next run); its gross no
 * longer counts in the associate's year. Audited as `failed` on `payout-line`.
 * @throws AppError as {@link markLinePaid}.
 * @see docs/product/payouts.md ("Payout runs")
 */
export async function markLineFailed(
  deps: PayoutDeps,
  staffId: number,
  runId: number,
  lineId: number,
  reason: string,
): Promise<PayoutLine> {
  await runInTransaction(deps.db, (tx) => markFailedIn(tx, staffId, runId, lineId, reason, deps.now()));
  return lineAnswer(deps.db, runId, lineId);
}

/** Text that a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
export function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * `GET /api/admin/payout-runs/{runId}/bank-file.csv` by admin `staffId`: the NEFT/IMPS bulk
 * transfer file of an approved run, one row per line still pending that has bank details, columns
 * {@link BANK_FILE_COLUMNS}: beneficiary name, the full account number (decrypted here and nowhere
 * else), IFSC, the net amount (rupees, two decimals) and the payment reference ("KR-P12-L34").
 * Written by `csv-stringify` with a header row and CRLF line ends. Each download is audited as
 * `download` on `payout-run` (how many rows and their total; never an account number).
 * @returns the CSV text and its file name (`payout-run-12-bank-file.csv`).
 * @throws AppError 404; 409 `notApproved` for a draft or discarded run.
 * @see docs/product/payouts.md ("Bank file")
 */
export async function bankFile(deps: PayoutDeps, staffId: number, runId: number): Promise<{ csv: string; fileName: string }> {
  const [run] = await listRunRows(deps.db, 1, runId);
  if (!run) throw notFound(PAYOUT_MESSAGES.runNotFound);
  if (run.status !== 'approved') throw new AppError(409, PAYOUT_MESSAGES.notApproved, { code: ERROR_CODES.INVALID_STATE });
  const rows = await listBankFileRows(deps.db, runId);
  const records = rows.map((r) => [
    safeCell(r.holderName ?? ''),
    decryptPii(deps.keys, r.accountNumberEnc ?? ''),
    r.ifsc ?? '',
    normaliseRupees(r.net),
    paymentReference(runId, r.lineId),
  ]);
  await recordAudit(deps.db, {
    staffId,
    action: 'download',
    entity: 'payout-run',
    entityId: String(runId),
    after: {
      file: 'bank-file.csv',
      rows: rows.length,
      total: paiseToRupees(sum(rows.map((r) => rupeesToPaise(r.net)))),
      line_ids: rows.map((r) => r.lineId),
    },
  });
  return {
    csv: stringify(records, { header: true, columns: [...BANK_FILE_COLUMNS], record_delimiter: 'windows' }),
    fileName: `payout-run-${runId}-bank-file.csv`,
  };
}

/** Statuses the bank's response file may give a transfer, and what each means here. */
export const RESPONSE_STATUSES: Readonly<Record<string, 'paid' | 'failed'>> = {
  paid: 'paid',
  success: 'paid',
  successful: 'paid',
  failed: 'failed',
  failure: 'failed',
  rejected: 'failed',
  returned: 'failed',
};

/**
 * `POST /api/admin/payout-runs/{runId}/bank-response` `{ csv }` by admin `staffId`: reads the
 * bank's response file (a header row naming `reference`, `utr`, `status` and optionally `reason`,
 * in any order and case) and marks each row's line as {@link markLinePaid} (with the UTR as its
 * reference) or {@link markLineFailed} would, each row on its own; rows that match no line of this
 * run, lines marked already, or rows without a UTR are reported as problems in words and change
 * nothing.
 * @returns how many lines were marked paid and failed, and the problems by row number (the header is row 1).
 * @throws AppError 404; 409 `notApproved`; 400 (csv) for a file without the columns.
 * @see docs/product/payouts.md ("Bank file")
 */
export async function importBankResponse(
  deps: PayoutDeps,
  staffId: number,
  runId: number,
  csv: string,
): Promise<{ paid: number; failed: number; problems: { row: number; message: string }[] }> {
  const [run] = await listRunRows(deps.db, 1, runId);
  if (!run) throw notFound(PAYOUT_MESSAGES.runNotFound);
  if (run.status !== 'approved') throw new AppError(409, PAYOUT_MESSAGES.notApproved, { code: ERROR_CODES.INVALID_STATE });
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(csv);
  } catch {
    throw badRequest('The bank’s response file is not a readable CSV file.', 'csv');
  }
  const [header, ...rows] = records;
  const names = (header?.cells ?? []).map((c) => c.trim().toLowerCase());
  const column = (name: string) => names.indexOf(name);
  if (column('reference') < 0 || column('status') < 0 || column('utr') < 0) {
    throw badRequest('The bank’s response file needs a header row with the columns reference, utr and status.', 'csv');
  }
  const result = { paid: 0, failed: 0, problems: [] as { row: number; message: string }[] };
  const told: PayoutLine[] = [];
  for (const [index, record] of rows.entries()) {
    const row = index + 2;
    const cell = (name: string) => (column(name) >= 0 ? (record.cells[column(name)] ?? '').trim() : '');
    const match = /^KR-P(\d+)-L(\d+)$/i.exec(cell('reference'));
    if (!match || Number(match[1]) !== runId) {
      result.problems.push({ row, message: `The reference "${cell('reference')}" is not a payment of this run.` });
      continue;
    }
    const lineId = Number(match[2]);
    const outcome = RESPONSE_STATUSES[cell('status').toLowerCase()];
    if (!outcome) {
      result.problems.push({ row, message: `The status "${cell('status')}" is not paid, success, failed or rejected.` });
      continue;
    }
    const utr = cell('utr');
    // the rule of a reference typed by hand (payoutLinePaidSchema), the same for one read from the file
    if (outcome === 'paid' && !payoutLinePaidSchema.safeParse({ reference: utr }).success) {
      result.problems.push({ row, message: 'A paid transfer needs the bank’s UTR (letters, digits, - and /, at most 40).' });
      continue;
    }
    try {
      if (outcome === 'paid') {
        await runInTransaction(deps.db, (tx) => markPaidIn(tx, staffId, runId, lineId, utr, deps.now()));
        told.push(await lineAnswer(deps.db, runId, lineId));
        result.paid += 1;
      } else {
        const reason = (cell('reason') || 'Rejected by the bank').slice(0, 300);
        await runInTransaction(deps.db, (tx) => markFailedIn(tx, staffId, runId, lineId, reason, deps.now()));
        result.failed += 1;
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.problems.push({ row, message: error.message });
    }
  }
  for (const line of told) await tellPaid(deps, line);
  return result;
}
