import { createCipheriv, createDecipheriv } from 'node:crypto';
import { ProviderError } from '../provider-error.ts';
import {
  baseRequest,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentResult,
  type PaymentStart,
  PaymentVerificationError,
} from './payment-provider.ts';

export const DANAL_SDK_PATH = '/payments/danal/sdk.js';

export interface DanalConfig {
  cpid: string;
  /** 64 hex characters (AES-256 key) issued by Danal. */
  cryptoKey: string;
  /** 32 hex characters (CBC IV) issued by Danal. */
  ivKey: string;
  /** Danal's credit-card transaction endpoint (ready/AUTH and BILL are both posted here). */
  creditUrl: string;
  /** Origins the browser posts STARTPARAMS to (CSP form-action). */
  checkoutOrigins: string[];
  sdkUrl?: string;
  clientKey?: string;
  timeoutMs?: number;
}

/** Danal's "key=urlencoded value&…" strings. */
export function toDanalString(data: Record<string, string>): string {
  return Object.entries(data)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
}

export function fromDanalString(text: string): Record<string, string> {
  const data: Record<string, string> = {};
  for (const pair of text.split('&')) {
    const i = pair.indexOf('=');
    if (i <= 0) continue;
    const raw = pair.slice(i + 1).replace(/\+/g, ' ');
    try {
      data[pair.slice(0, i)] = decodeURIComponent(raw);
    } catch {
      data[pair.slice(0, i)] = raw;
    }
  }
  return data;
}

/** AES-256-CBC (PKCS#7) + base64, with the key and IV Danal issues as hex. */
export class DanalCipher {
  private readonly key: Buffer;
  private readonly iv: Buffer;
  constructor(cryptoKey: string, ivKey: string) {
    this.key = Buffer.from(cryptoKey, 'hex');
    this.iv = Buffer.from(ivKey, 'hex');
    if (this.key.length !== 32) throw new Error('DANAL_CRYPTO_KEY must be 64 hex characters');
    if (this.iv.length !== 16) throw new Error('DANAL_IV_KEY must be 32 hex characters');
  }
  encrypt(plain: string): string {
    const cipher = createCipheriv('aes-256-cbc', this.key, this.iv);
    return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
  }
  decrypt(base64: string): string {
    const decipher = createDecipheriv('aes-256-cbc', this.key, this.iv);
    return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
  }
}

const SUCCESS = '0000';

/**
 * Danal credit card (CPCGI flow, SERVICETYPE DANALCARD):
 * 1. ready — our server posts `CPID` + `DATA` (AES-256-CBC of TXTYPE=AUTH, ORDERID, AMOUNT, ITEMNAME,
 *    RETURNURL, CANCELURL…) to the credit URL and gets STARTURL + STARTPARAMS;
 * 2. the browser posts STARTPARAMS to STARTURL (the SDK shim does it) and the buyer pays;
 * 3. Danal posts RETURNPARAMS (encrypted: RETURNCODE, TID, ORDERID…) to our RETURNURL;
 * 4. our server posts TXTYPE=BILL with that TID and the SAME amount we stored; RETURNCODE 0000 means
 *    the payment is captured. Only then is the recharge credited.
 */
export class DanalPaymentProvider implements PaymentProvider {
  readonly name = 'danal';
  readonly formOrigins: string[];
  readonly sdkUrl: string;
  private readonly cipher: DanalCipher;

  constructor(private readonly config: DanalConfig) {
    this.cipher = new DanalCipher(config.cryptoKey, config.ivKey);
    this.formOrigins = config.checkoutOrigins;
    this.sdkUrl = config.sdkUrl ?? DANAL_SDK_PATH;
  }

  /** One request/response with Danal's server: encrypted form in, (possibly encrypted) form out. */
  async call(data: Record<string, string>): Promise<Record<string, string>> {
    const body = `CPID=${encodeURIComponent(this.config.cpid)}&DATA=${encodeURIComponent(
      this.cipher.encrypt(toDanalString(data)),
    )}`;
    let text: string;
    try {
      const res = await fetch(this.config.creditUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body,
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 30_000),
      });
      if (!res.ok) throw new ProviderError(`Danal HTTP ${res.status}`, res.status < 500);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const charset = /charset=([\w-]+)/i.exec(res.headers.get('content-type') ?? '')?.[1] ?? 'utf-8';
      text = new TextDecoder(charset.toLowerCase() === 'euc-kr' ? 'euc-kr' : 'utf-8').decode(bytes);
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      throw new ProviderError(`Danal network error: ${(err as Error).message}`, false);
    }
    const outer = fromDanalString(text.trim());
    if (outer.DATA) {
      try {
        return fromDanalString(this.cipher.decrypt(outer.DATA));
      } catch {
        throw new ProviderError('Danal response could not be decrypted', true);
      }
    }
    return outer;
  }

  async prepare(order: PaymentOrder): Promise<PaymentStart> {
    const res = await this.call({
      SUBCPID: '',
      AMOUNT: String(order.amount),
      CURRENCY: '410',
      ITEMNAME: order.orderName,
      USERAGENT: 'PC',
      ORDERID: order.orderId,
      OFFERPERIOD: '',
      USERNAME: order.userName,
      USERID: order.userId,
      USEREMAIL: order.email ?? '',
      CANCELURL: order.cancelUrl,
      RETURNURL: order.returnUrl,
      TXTYPE: 'AUTH',
      SERVICETYPE: 'DANALCARD',
      ISNOTI: 'N',
      BYPASSVALUE: '',
    });
    if (res.RETURNCODE !== SUCCESS || !res.STARTURL || !res.STARTPARAMS) {
      throw new ProviderError(`Danal AUTH ${res.RETURNCODE ?? '?'} ${res.RETURNMSG ?? ''}`.trim(), true);
    }
    return {
      sdkUrl: this.sdkUrl,
      clientKey: this.config.clientKey ?? this.config.cpid,
      request: {
        ...baseRequest(order, this.config.cpid),
        startUrl: res.STARTURL,
        startParams: res.STARTPARAMS,
      },
    };
  }

  async completeReturn(
    form: Record<string, string>,
    expectedAmount: (orderId: string) => Promise<number | undefined>,
  ): Promise<PaymentResult> {
    let ret: Record<string, string>;
    try {
      ret = fromDanalString(this.cipher.decrypt(form.RETURNPARAMS ?? ''));
    } catch {
      throw new PaymentVerificationError('다날 결제 결과를 해독할 수 없습니다.');
    }
    const orderId = ret.ORDERID ?? '';
    if (!orderId) throw new PaymentVerificationError('다날 결제 결과에 주문번호가 없습니다.');
    if (ret.RETURNCODE !== SUCCESS) {
      return {
        orderId,
        status: 'failed',
        code: ret.RETURNCODE ?? 'UNKNOWN',
        message: ret.RETURNMSG ?? '',
      };
    }
    const amount = await expectedAmount(orderId);
    if (amount === undefined)
      throw new PaymentVerificationError('발급하지 않았거나 이미 처리된 주문번호입니다.', orderId);
    if (!ret.TID) throw new PaymentVerificationError('다날 결제 결과에 거래번호가 없습니다.', orderId);
    const bill = await this.call({
      TID: ret.TID,
      AMOUNT: String(amount),
      TXTYPE: 'BILL',
      SERVICETYPE: 'DANALCARD',
    });
    if (bill.RETURNCODE !== SUCCESS) {
      return { orderId, status: 'failed', code: bill.RETURNCODE ?? 'UNKNOWN', message: bill.RETURNMSG ?? '' };
    }
    if (bill.AMOUNT !== undefined && Number(bill.AMOUNT) !== amount) {
      throw new PaymentVerificationError('다날 승인 금액이 주문 금액과 다릅니다.', orderId);
    }
    return { orderId, status: 'approved', amount, transactionId: bill.TID || ret.TID };
  }
}
