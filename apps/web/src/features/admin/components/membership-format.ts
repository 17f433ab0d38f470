import { indiaDay } from '@realty/contracts/common/dates';
import { GST_STATES } from '@realty/contracts/membership/gst-states';
import type { AdminOrder, OrderStatus } from '../api/admin-membership.ts';

/** The states of a Pro order in words, as the back office's filter and rows say them. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  open: 'Waiting for payment',
  to_verify: 'To verify',
  paid: 'Paid',
  rejected: 'Rejected',
  refunded: 'Refunded',
};

/** Colours of the order states' pills. */
export const ORDER_STATUS_COLOURS: Record<OrderStatus, string> = {
  open: 'bg-sky-100 text-sky-800',
  to_verify: 'bg-amber-100 text-amber-800',
  paid: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-800',
  refunded: 'bg-violet-100 text-violet-800',
};

/**
 * An order's state in words (docs/product/payments.md): "Waiting for payment", "To verify",
 * "Paid", "Rejected", "Refunded", or "Refund on its way" while Razorpay has not yet reported the
 * refund processed.
 */
export function orderStatusText(order: Pick<AdminOrder, 'status' | 'refund'>): string {
  if (order.status === 'refunded' && order.refund?.status === 'pending') return 'Refund on its way';
  return ORDER_STATUS_LABELS[order.status];
}

/** The month it is now in India, as `YYYY-MM` (the default month of the invoice lists). */
export function currentIndiaMonth(now: Date = new Date()): string {
  const day = indiaDay(now);
  return day ? `${day.year}-${String(day.month).padStart(2, '0')}` : now.toISOString().slice(0, 7);
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-11` as "November 2026"; any other text as it is. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/** Whether `month` is a month as the API reads it: `YYYY-MM`. */
export const isMonth = (month: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(month);

/** A place of supply as the document lists give it (the two-digit GST state code) in words: "Uttar Pradesh (09)"; anything else as it is. */
export function placeOfSupplyText(place: string): string {
  const state = GST_STATES.find((s) => s.code === place);
  return state ? `${state.name} (${state.code})` : place;
}
