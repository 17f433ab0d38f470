import type { MembershipOrder } from '@realty/contracts/membership/orders';

/**
 * An order of ₹1,000.00 + GST in Uttar Pradesh (docs/product/payments.md), open for payment by
 * UPI unless `changes` say otherwise. Test code only.
 */
export function anOrder(changes: Partial<MembershipOrder> = {}): MembershipOrder {
  return {
    order_id: 41,
    status: 'open',
    amount: '1180.00',
    currency: 'INR',
    taxable_value: '1000.00',
    tax: { cgst: '90.00', sgst: '90.00', igst: '0.00' },
    total: '1180.00',
    place_of_supply: { code: '09', name: 'Uttar Pradesh' },
    provider: 'upi',
    razorpay: null,
    checkout: {
      upi_id: 'kashirealty@upi',
      payee_name: 'Kashi Realty',
      upi_link: 'upi://pay?pa=kashirealty@upi&pn=Kashi%20Realty&am=1180.00&cu=INR&tn=41',
      qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    },
    utr: null,
    created_at: '2026-11-28T10:00:00Z',
    paid_at: null,
    pro_from: null,
    pro_until: null,
    decision_note: null,
    invoice_id: null,
    invoice_number: null,
    refund: null,
    ...changes,
  };
}

/** The answer of `GET /api/associate/membership`. Test code only. */
export function aMembership(changes: Record<string, unknown> = {}) {
  return {
    success: true,
    data: {
      plan: 'free',
      pro_until: null,
      renewable: true,
      state: null,
      price: { taxable_value: '1000.00' },
      open_order: null,
      ...changes,
    },
  };
}
