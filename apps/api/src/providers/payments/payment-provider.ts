/**
 * The payment gateway behind Pro purchases (docs/product/payments.md, "Payment providers";
 * docs/decisions/0036-payment-providers.md), as the SMS and storage providers are: `upi` (the
 * default, and `npm start`'s: the associate pays the business's UPI id and gives the UTR, staff
 * confirm; no remote call) or `razorpay` (chosen when its three settings are set). A third
 * gateway implements this interface and is chosen in `create-payment-provider.ts`.
 */
export type PaymentProvider = UpiPayments | GatewayPayments;

/** UPI / bank transfer: nothing to call; the checkout is the UPI id, link and QR code. */
export type UpiPayments = { name: 'upi' };

/** A card/UPI gateway with orders, a browser checkout, signed callbacks and refunds (Razorpay). */
export type GatewayPayments = {
  name: 'razorpay';
  /** The public key the browser's checkout is opened with. */
  keyId: string;
  /**
   * Creates the gateway's order for `amountPaise` (integer paise) in INR with `receipt` (our order
   * id) and `notes`; returns its id. @throws Error when the gateway refuses or cannot be reached.
   */
  createOrder: (input: { receipt: string; amountPaise: number; notes: Record<string, string> }) => Promise<{ id: string }>;
  /** Whether `signature` is the gateway's signature of a payment `paymentId` of order `orderId` (the browser's callback). */
  verifyPayment: (input: { orderId: string; paymentId: string; signature: string }) => boolean;
  /** Whether `signature` (the `X-Razorpay-Signature` header) signs `rawBody` with the webhook secret. */
  verifyWebhook: (rawBody: string, signature: string) => boolean;
  /**
   * Refunds `amountPaise` (integer paise) of payment `paymentId`; returns the refund's id and
   * whether the gateway reports it processed already or still pending (Razorpay then sends
   * `refund.processed`). @throws Error when refused or unreachable.
   */
  refund: (input: {
    paymentId: string;
    amountPaise: number;
    notes: Record<string, string>;
  }) => Promise<{ id: string; status: 'pending' | 'processed' }>;
};
