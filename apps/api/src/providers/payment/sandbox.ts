import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  baseRequest,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentResult,
  type PaymentStart,
  PaymentVerificationError,
} from './payment-provider.ts';

export const SANDBOX_SDK_PATH = '/sandbox/danal/sdk.js';
export const SANDBOX_CHECKOUT_PATH = '/sandbox/danal/checkout';
export const SANDBOX_MERCHANT_ID = 'SANDBOX_BIZGIFT';
export const SANDBOX_CLIENT_KEY = 'test_ck_sandbox_bizgift';
export const SIGNATURE_HEADER = 'x-danal-signature';
/** A notification older (or newer) than this is refused, so a captured one cannot be replayed later. */
export const NOTIFICATION_TOLERANCE_SECONDS = 300;

/** The checkout fields the sandbox signs at prepare and checks at checkout, so none can be altered. */
export const SIGNED_CHECKOUT_FIELDS = [
  'orderId',
  'amount',
  'merchantId',
  'successUrl',
  'failUrl',
  'notificationUrl',
] as const;

export interface SandboxNotification {
  orderId: string;
  amount: number;
  status: 'DONE' | 'CANCELED' | 'FAILED';
  transactionId: string;
  code?: string;
  message?: string;
  approvedAt?: string;
}

const safeEqual = (a: string, b: string) => {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The sandbox payment provider (default without Danal credentials). It plays Danal on our own
 * origin: the SDK script and the checkout page are served by our app, and on approval the checkout
 * posts an HMAC-signed notification (`x-danal-signature: t=<unix>,v1=<hex>`) to the notification
 * URL before redirecting the browser, like a real provider's webhook.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox-danal';
  readonly formOrigins: string[] = [];

  constructor(
    private readonly secret: string,
    readonly sdkUrl = SANDBOX_SDK_PATH,
  ) {}

  private hmac(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('hex');
  }

  signCheckout(fields: Record<string, unknown>): string {
    return this.hmac(`checkout:${SIGNED_CHECKOUT_FIELDS.map((k) => String(fields[k] ?? '')).join('\n')}`);
  }

  verifyCheckout(fields: Record<string, string>): boolean {
    return safeEqual(fields.signature ?? '', this.signCheckout(fields));
  }

  async prepare(order: PaymentOrder): Promise<PaymentStart> {
    const request = baseRequest(order, SANDBOX_MERCHANT_ID);
    return {
      sdkUrl: this.sdkUrl,
      clientKey: SANDBOX_CLIENT_KEY,
      request: { ...request, checkoutUrl: SANDBOX_CHECKOUT_PATH, signature: this.signCheckout(request) },
    };
  }

  /** The header value the sandbox's server sends with a notification body. */
  signNotification(rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
    return `t=${timestamp},v1=${this.hmac(`${timestamp}.${rawBody}`)}`;
  }

  verifyNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentResult {
    const header = headers[SIGNATURE_HEADER];
    const value = Array.isArray(header) ? header[0] : header;
    const parts = Object.fromEntries(
      (value ?? '').split(',').map((p) => {
        const i = p.indexOf('=');
        return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
      }),
    );
    const timestamp = Number(parts.t);
    if (!value || !Number.isSafeInteger(timestamp) || !parts.v1) {
      throw new PaymentVerificationError('결제 알림의 서명이 없습니다.');
    }
    if (Math.abs(Date.now() / 1000 - timestamp) > NOTIFICATION_TOLERANCE_SECONDS) {
      throw new PaymentVerificationError('결제 알림의 서명 시각이 허용 범위를 벗어났습니다.');
    }
    if (!safeEqual(parts.v1, this.hmac(`${timestamp}.${rawBody}`))) {
      throw new PaymentVerificationError('결제 알림의 서명이 올바르지 않습니다.');
    }
    let body: Partial<SandboxNotification>;
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw new PaymentVerificationError('결제 알림을 읽을 수 없습니다.');
    }
    const orderId = typeof body.orderId === 'string' ? body.orderId : '';
    if (!orderId) throw new PaymentVerificationError('결제 알림에 주문번호가 없습니다.');
    if (body.status === 'DONE') {
      if (
        !Number.isSafeInteger(body.amount) ||
        typeof body.transactionId !== 'string' ||
        !body.transactionId
      ) {
        throw new PaymentVerificationError('결제 알림의 금액 또는 거래번호가 올바르지 않습니다.', orderId);
      }
      return { orderId, status: 'approved', amount: body.amount!, transactionId: body.transactionId };
    }
    if (body.status === 'CANCELED' || body.status === 'FAILED') {
      return {
        orderId,
        status: body.status === 'CANCELED' ? 'cancelled' : 'failed',
        code: String(body.code ?? body.status).slice(0, 50),
        message: String(body.message ?? '').slice(0, 200),
      };
    }
    throw new PaymentVerificationError('결제 알림의 상태가 올바르지 않습니다.', orderId);
  }
}
