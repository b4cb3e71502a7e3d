/**
 * Card / integrated payment (SPEC §7 "Card payment provider", DESIGN §4 Recharge). The browser loads
 * the provider's SDK script and calls `DanalPayments(clientKey).requestPayment(request)`; the
 * provider tells our server the outcome either by a signed server-to-server notification
 * (`verifyNotification`, the sandbox) or by a browser return our server completes itself
 * (`completeReturn`, Danal's CPCGI: decrypt RETURNPARAMS, then BILL the same amount). Either way the
 * recharge service credits only a verified result for an order id it issued, with the amount it
 * stored, exactly once. The browser's success redirect never credits.
 */

/** What our server knows about the order when it asks the provider to start a checkout. */
export interface PaymentOrder {
  orderId: string;
  amount: number;
  orderName: string;
  /** SPEC §3: the payer id is the member's e-mail or username. */
  userId: string;
  userName: string;
  email: string | null;
  /** Absolute URLs on our own origin. */
  successUrl: string;
  failUrl: string;
  notificationUrl: string;
  /** Where a redirect-style provider (Danal CPCGI) sends the browser back with its result. */
  returnUrl: string;
  cancelUrl: string;
}

/** The SPEC §7 payment request the web passes to the SDK, plus provider-specific fields. */
export interface PaymentRequest {
  orderName: string;
  amount: number;
  merchantId: string;
  orderId: string;
  userId: string;
  successUrl: string;
  failUrl: string;
  method: 'INTEGRATED';
  currency: '410';
  notificationUrl: string;
  user: { email: string | null };
  itemCode: string;
  itemType: string;
  /** Provider-specific extras the SDK needs (a signature, a start URL and its parameters). */
  [extra: string]: unknown;
}

export interface PaymentStart {
  sdkUrl: string;
  clientKey: string;
  request: PaymentRequest;
}

export type PaymentResult =
  | { orderId: string; status: 'approved'; amount: number; transactionId: string }
  | { orderId: string; status: 'failed' | 'cancelled'; code: string; message: string };

export interface PaymentProvider {
  readonly name: string;
  /** The SDK script the web loads (before the order exists, so a load failure creates nothing). */
  readonly sdkUrl: string;
  /** Origins (besides our own) the browser must be allowed to post forms to (CSP form-action). */
  readonly formOrigins: string[];
  prepare(order: PaymentOrder): Promise<PaymentStart>;
  /**
   * Authenticates a server-to-server notification from its raw body and headers. Throws
   * PaymentVerificationError for anything not provably from the provider (bad or missing signature,
   * stale timestamp, unreadable body).
   */
  verifyNotification?(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentResult;
  /**
   * Completes a browser return: authenticates the provider's posted result and, when it is an
   * approval, captures the payment for `expectedAmount(orderId)` (our stored amount, never the
   * browser's). Throws PaymentVerificationError for forged or unknown returns.
   */
  completeReturn?(
    form: Record<string, string>,
    expectedAmount: (orderId: string) => Promise<number | undefined>,
  ): Promise<PaymentResult>;
}

export class PaymentVerificationError extends Error {
  constructor(
    message: string,
    readonly orderId?: string,
  ) {
    super(message);
    this.name = 'PaymentVerificationError';
  }
}

/** SPEC §7 item code and type sent with every charge. */
export const CHARGE_ITEM = { itemCode: 'CHARGE', itemType: 'POINT' } as const;

export function baseRequest(order: PaymentOrder, merchantId: string): PaymentRequest {
  return {
    orderName: order.orderName,
    amount: order.amount,
    merchantId,
    orderId: order.orderId,
    userId: order.userId,
    successUrl: order.successUrl,
    failUrl: order.failUrl,
    method: 'INTEGRATED',
    currency: '410',
    notificationUrl: order.notificationUrl,
    user: { email: order.email },
    ...CHARGE_ITEM,
  };
}
