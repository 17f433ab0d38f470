import { formatRupeesExact } from '@realty/contracts/listings/price-format';
import { PAYOUT_MESSAGES, type PayoutLine, payoutLineFailedSchema, payoutLinePaidSchema } from '@realty/contracts/payouts/payouts';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMarkPayoutLine } from '../api/admin-payouts.ts';

/** What both dialogs need: the line, and how to close. */
type LineDialogProps = { line: PayoutLine; onClose: () => void };

/** The first message of a failed contract parse, or `empty` when nothing was typed. */
function inputError(parsed: { success: boolean; error?: { issues: { message: string }[] } }, typed: string, empty: string) {
  if (parsed.success) return undefined;
  return typed.trim() === '' ? empty : (parsed.error?.issues[0]?.message ?? empty);
}

/** The buttons at the foot of a line dialog: "Go back" and the action. */
function DialogButtons({
  isPending,
  label,
  isDanger,
  onClose,
}: {
  isPending: boolean;
  label: string;
  isDanger?: boolean;
  onClose: () => void;
}) {
  return (
    <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button type="button" className="btn-outline px-4 py-2 text-sm" onClick={onClose} disabled={isPending}>
        Go back
      </button>
      <button
        type="submit"
        className={
          isDanger
            ? 'inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60'
            : 'btn-primary px-4 py-2 text-sm'
        }
        disabled={isPending}
      >
        {isPending ? 'Saving...' : label}
      </button>
    </div>
  );
}

/**
 * The state and submit of a one-field line dialog: checks `{ [field]: value }` with the
 * contract's `schema` (an empty field says `empty`), then marks the line through `useMarkPayoutLine`;
 * a refusal naming `field` goes under the field, any other above the buttons. Closes on success
 * with the API's message as a toast.
 */
function useLineMarkForm<F extends 'reference' | 'reason'>(
  line: PayoutLine,
  field: F,
  schema: { safeParse: (input: unknown) => { success: boolean; data?: Record<F, string>; error?: { issues: { message: string }[] } } },
  empty: string,
  onClose: () => void,
) {
  const mark = useMarkPayoutLine();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const parsed = schema.safeParse({ [field]: value });
    const problem = inputError(parsed, value, empty);
    if (problem || !parsed.success || !parsed.data) {
      setFieldError(problem);
      return;
    }
    const typed = parsed.data[field];
    mark.mutate(
      field === 'reference'
        ? { runId: line.run_id, lineId: line.line_id, reference: typed }
        : { runId: line.run_id, lineId: line.line_id, reason: typed },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.field === field) setFieldError(failure.message);
          else setError(failure.message);
        },
      },
    );
  };
  const change = (next: string) => {
    setValue(next);
    setFieldError(undefined);
  };
  return { value, change, fieldError, error, submit, isPending: mark.isPending };
}

/**
 * "Mark paid" of a line of an approved run (docs/product/payouts.md, "Payout runs"): asks the
 * bank's reference (UTR) of the transfer, checked with the contract's own rule (required, at most
 * 40 letters, digits, - and /) before `POST …/lines/{lineId}/paid` `{ reference }`. The API's
 * message goes under the field when it names the reference, else above the buttons.
 */
export function MarkPaidDialog({ line, onClose }: LineDialogProps) {
  const form = useLineMarkForm(line, 'reference', payoutLinePaidSchema, PAYOUT_MESSAGES.referenceRequired, onClose);
  return (
    <ModalDialog title={`Mark the payout to ${line.associate_name} paid`} onClose={onClose}>
      <form noValidate onSubmit={form.submit} className="mt-2">
        <p className="text-sm text-slate-700">
          {formatRupeesExact(line.net)} to {line.associate_name} ({line.member_id}). Give the reference the bank shows for this transfer;
          the associate is told and sees it on the payout advice.
        </p>
        <label htmlFor="payout-reference" className="label mt-3">
          Bank reference (UTR)
        </label>
        <input
          id="payout-reference"
          className="input font-mono"
          autoComplete="off"
          value={form.value}
          maxLength={40}
          aria-invalid={form.fieldError ? true : undefined}
          aria-describedby={form.fieldError ? 'payout-reference-error' : undefined}
          onChange={(event) => form.change(event.target.value)}
          data-autofocus
        />
        {form.fieldError ? (
          <p id="payout-reference-error" className="mt-1 text-sm text-red-700">
            {form.fieldError}
          </p>
        ) : null}
        {form.error ? (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {form.error}
          </p>
        ) : null}
        <DialogButtons isPending={form.isPending} label="Mark paid" onClose={onClose} />
      </form>
    </ModalDialog>
  );
}

/**
 * "Mark failed" of a line of an approved run (docs/product/payouts.md, "Payout runs"): says that
 * its entries go back to unpaid and into the next run, asks why the transfer failed (required, at
 * most 300 characters), then `POST …/lines/{lineId}/failed` `{ reason }`.
 */
export function MarkFailedDialog({ line, onClose }: LineDialogProps) {
  const form = useLineMarkForm(line, 'reason', payoutLineFailedSchema, PAYOUT_MESSAGES.reasonRequired, onClose);
  return (
    <ModalDialog title={`Mark the payout to ${line.associate_name} failed`} onClose={onClose}>
      <form noValidate onSubmit={form.submit} className="mt-2">
        <p className="text-sm text-slate-700">
          {formatRupeesExact(line.net)} to {line.associate_name} ({line.member_id}) did not reach the account. Its{' '}
          {line.entry_count === 1 ? 'entry goes' : `${line.entry_count} entries go`} back to unpaid and into the next payout run; this line
          cannot be changed again.
        </p>
        <label htmlFor="payout-failed-reason" className="label mt-3">
          Why did the transfer fail?
        </label>
        <textarea
          id="payout-failed-reason"
          className="input min-h-24"
          value={form.value}
          maxLength={300}
          aria-invalid={form.fieldError ? true : undefined}
          aria-describedby={form.fieldError ? 'payout-failed-reason-error' : undefined}
          onChange={(event) => form.change(event.target.value)}
          data-autofocus
        />
        {form.fieldError ? (
          <p id="payout-failed-reason-error" className="mt-1 text-sm text-red-700">
            {form.fieldError}
          </p>
        ) : null}
        {form.error ? (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {form.error}
          </p>
        ) : null}
        <DialogButtons isPending={form.isPending} label="Mark failed" isDanger onClose={onClose} />
      </form>
    </ModalDialog>
  );
}
