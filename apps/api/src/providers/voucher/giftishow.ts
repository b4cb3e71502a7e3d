import http from 'node:http';
import https from 'node:https';
import { VOUCHER_STATUS } from '@bizgift/domain/codes';
import { ProviderError } from '../provider-error.ts';
import {
  type IssuedVoucher,
  type IssueRequest,
  OutcomeUnknown,
  SUPPLIER_IMAGE_MAX_BYTES,
  SUPPLIER_IMAGE_TIMEOUT_MS,
  type SupplierGoods,
  type VoucherIssuer,
  VoucherNotCancellable,
  type VoucherState,
  type VoucherStatus,
  voucherExpiry,
} from './voucher-issuer.ts';

/**
 * Giftishow Biz (KT alpha) B2B voucher API (fact sheet: shared/providers/giftishow-biz.md): every
 * call a form-encoded POST to base + path with the auth fields, answered `{code, message, result}`
 * with "0000" for success. We send the voucher message ourselves, so sends use `gubun` Y (the PIN
 * comes back, the supplier sends nothing).
 */
export interface GiftishowConfig {
  /** Base URL including its /bizApi path. */
  apiUrl: string;
  authCode: string;
  authToken: string;
  userId: string;
  /** callback_no: the caller number the supplier records with each send. */
  callbackNo: string;
  /** No answer to a send within this long counts as a lost answer (the supplier's rule says 15 s). */
  timeoutMs?: number;
  /**
   * How long after a send the supplier may still carry it out (a request held on their side, issued
   * after we gave up). The fact sheet states no bound: 8 × the timeout, 2 minutes by default.
   */
  lateIssueMs?: number;
}

export class GiftishowError extends ProviderError {
  constructor(
    readonly code: string,
    message: string,
    permanent: boolean,
  ) {
    super(message, permanent);
    this.name = 'GiftishowError';
  }
}

/** Codes that say the supplier ran out of our prepaid bizmoney. */
export const BIZMONEY_SHORT = 'E0010';
const BIZMONEY_CODES = new Set([BIZMONEY_SHORT]);
/** Refusals that will not change on a retry: the goods, the recipient, the request itself. */
const PERMANENT_CODES = new Set([
  'E0010',
  'ERR0401',
  '0401',
  'COUPON.0011',
  'ERR0817',
  '0817',
  'COUPON.0005',
  'ERR0215',
  '0215',
  'COUPON.0015',
  'ERR0807',
  'COUPON.0003',
  'COUPON.0001',
  'COUPON.0002',
  'ERR0806',
  'COUPON.0010',
]);
const ALREADY_CANCELLED = new Set(['ERR0808', '0808', 'COUPON.0008']);
const USED = new Set(['COUPON.0007']);
/** A cancel of a tr_id the supplier never issued under. */
const NOTHING_ISSUED = new Set(['COUPON.0004', 'ERR0214', '0214']);

/** pinStatusCd → gifticon.status (fact sheet §6); anything else is read as cancelled/disposed. */
function toStatus(pinStatusCd: string): VoucherStatus {
  if (pinStatusCd === '01') return VOUCHER_STATUS.UNUSED;
  if (pinStatusCd === '02') return VOUCHER_STATUS.USED;
  if (pinStatusCd === '08' || pinStatusCd === '11') return VOUCHER_STATUS.EXPIRED;
  return VOUCHER_STATUS.CANCELLED;
}

/** A Korean mobile number as digits (01X + 7-8 digits), or null. */
function mobileDigits(value: string | null | undefined): string | null {
  const digits = value?.replace(/\D/g, '') ?? '';
  return /^01\d{8,9}$/.test(digits) ? digits : null;
}

/** yyyyMMddHHmmss in KST → Date. */
export function parseKst(value: string | undefined | null): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})?(\d{2})?(\d{2})?$/.exec(value ?? '');
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+09:00`);
}

interface Envelope {
  code?: string;
  message?: string | null;
  result?: unknown;
  balance?: unknown;
}

export class GiftishowVoucherIssuer implements VoucherIssuer {
  readonly name = 'giftishow';
  readonly lateIssueMs: number;

  constructor(private readonly config: GiftishowConfig) {
    this.lateIssueMs = config.lateIssueMs ?? 8 * (config.timeoutMs ?? 15_000);
  }

  private async call(apiCode: string, path: string, fields: Record<string, string> = {}): Promise<Envelope> {
    const body = new URLSearchParams({
      api_code: apiCode,
      custom_auth_code: this.config.authCode,
      custom_auth_token: this.config.authToken,
      dev_yn: 'N',
      ...fields,
    });
    let res: { status: number; text: string };
    try {
      res = await postForm(
        `${this.config.apiUrl.replace(/\/$/, '')}${path}`,
        body.toString(),
        this.config.timeoutMs ?? 15_000,
      );
    } catch (error) {
      throw new OutcomeUnknown(
        `상품권 공급사 응답 없음: ${(error as Error).message}`,
        error instanceof AnswerTimeout,
      );
    }
    let json: Envelope | null = null;
    try {
      json = JSON.parse(res.text) as Envelope | null;
    } catch {
      // not JSON: below
    }
    if (!json || typeof json !== 'object') {
      throw new OutcomeUnknown(`상품권 공급사 응답 오류 (HTTP ${res.status})`, false);
    }
    if (json.code !== '0000') throw this.error(json);
    return json;
  }

  private error(json: Envelope): GiftishowError {
    const code = String(json.code ?? 'E9999');
    const message = json.message || `상품권 공급사 오류 ${code}`;
    return new GiftishowError(code, `${message} (${code})`, PERMANENT_CODES.has(code));
  }

  async issue(request: IssueRequest): Promise<IssuedVoucher> {
    const goodsCode = request.goods.supplierGoodsCode;
    if (!goodsCode) throw new ProviderError('공급사 상품 코드가 없는 상품입니다.', true);
    // phone_no must be a mobile number (ERR0817 otherwise; every public client checks 01X). With
    // gubun Y the supplier sends nothing to it, it only records it: the recipient's mobile, or for
    // an e-mail voucher the ordering member's own (never the landline callback number).
    const phone = request.recipientPhone
      ? request.recipientPhone.replace(/\D/g, '')
      : mobileDigits(request.ordererPhone);
    if (!phone) {
      throw new ProviderError(
        '상품권 발급에 필요한 휴대폰 번호가 없습니다. 주문 회원의 휴대폰 번호를 확인해주세요.',
        true,
      );
    }
    const outer = await this.call('0204', '/send', {
      goods_code: goodsCode,
      tr_id: request.trId,
      phone_no: phone,
      callback_no: this.config.callbackNo.replace(/\D/g, ''),
      mms_title: '비즈기프트',
      mms_msg: '비즈기프트 모바일 상품권',
      user_id: this.config.userId,
      gubun: 'Y',
    });
    // Two envelopes deep (fact sheet §3): both codes must say success.
    const inner = outer.result as Envelope | undefined;
    if (inner?.code !== '0000') throw this.error(inner ?? {});
    const pin = (inner.result as { pinNo?: string } | undefined)?.pinNo;
    if (!pin) throw new OutcomeUnknown('상품권 공급사 응답에 쿠폰 번호가 없습니다.', false);
    return { couponNo: String(pin), expiresAt: voucherExpiry(request.now, request.goods.validDays) };
  }

  async abandon(trId: string): Promise<void> {
    try {
      await this.call('0202', '/cancel', { tr_id: trId, user_id: this.config.userId });
    } catch (error) {
      if (
        error instanceof GiftishowError &&
        (ALREADY_CANCELLED.has(error.code) || NOTHING_ISSUED.has(error.code))
      ) {
        return;
      }
      throw error;
    }
  }

  async status(trId: string): Promise<VoucherState> {
    const state = await this.detail(trId);
    if (!state) throw this.error({ code: 'COUPON.0004', message: '유효하지 않은 tr_id입니다.' });
    return state;
  }

  async find(trId: string): Promise<VoucherState | null> {
    try {
      return await this.detail(trId);
    } catch (error) {
      if (error instanceof GiftishowError && NOTHING_ISSUED.has(error.code)) return null;
      throw error;
    }
  }

  /** 0201 coupon detail: the voucher issued under `trId`, null when the answer lists none. */
  private async detail(trId: string): Promise<VoucherState | null> {
    const json = await this.call('0201', '/coupons', { tr_id: trId, user_id: this.config.userId });
    const first = Array.isArray(json.result)
      ? (json.result[0] as { couponInfoList?: unknown[]; resCode?: string; resMsg?: string })
      : null;
    if (first?.resCode && first.resCode !== '0000')
      throw this.error({ code: first.resCode, message: first.resMsg });
    const info = first?.couponInfoList?.[0] as
      | { pinStatusCd?: string; validPrdEndDt?: string; correcDtm?: string }
      | undefined;
    if (first && Array.isArray(first.couponInfoList) && first.couponInfoList.length === 0) return null;
    if (!info?.pinStatusCd) throw new ProviderError('상품권 공급사 응답에 쿠폰 상태가 없습니다.', false);
    const status = toStatus(info.pinStatusCd);
    return {
      status,
      // No documented field holds the time of use; the last change is when it became used.
      usedAt: status === VOUCHER_STATUS.USED ? parseKst(info.correcDtm) : null,
      expiresAt: parseKst(info.validPrdEndDt),
    };
  }

  async cancel(trId: string): Promise<void> {
    try {
      await this.call('0202', '/cancel', { tr_id: trId, user_id: this.config.userId });
    } catch (error) {
      if (!(error instanceof GiftishowError)) throw error;
      if (ALREADY_CANCELLED.has(error.code)) return;
      if (USED.has(error.code)) throw new VoucherNotCancellable('used');
      if (error.code === 'COUPON.0006' || error.code === 'ERR0805' || error.code === '0805') {
        // Not cancellable: ask why.
        const state = await this.status(trId);
        if (state.status === VOUCHER_STATUS.USED) throw new VoucherNotCancellable('used');
        if (state.status === VOUCHER_STATUS.EXPIRED) throw new VoucherNotCancellable('expired');
        if (state.status === VOUCHER_STATUS.CANCELLED) return;
      }
      throw error;
    }
  }

  /** 0301: our prepaid balance at the supplier, in won. */
  async bizmoney(): Promise<number> {
    const json = await this.call('0301', '/bizmoney', { user_id: this.config.userId });
    const balance = (json.result as { balance?: unknown } | undefined)?.balance ?? json.balance;
    const n = Number(balance);
    if (!Number.isFinite(n)) throw new ProviderError('상품권 공급사 잔액 응답이 올바르지 않습니다.', false);
    return n;
  }

  /** 0101: one page of the supplier's goods (pages from 1) and the total count. */
  async goodsPage(page: number, size: number): Promise<{ total: number; goods: SupplierGoods[] }> {
    const json = await this.call('0101', '/goods', { start: String(page), size: String(size) });
    const result = json.result as { listNum?: number; goodsList?: Record<string, unknown>[] } | undefined;
    return { total: Number(result?.listNum ?? 0), goods: (result?.goodsList ?? []).map(toGoods) };
  }

  goodsImage(url: string): Promise<Uint8Array | null> {
    return downloadImage(url);
  }

  /** 0111: one goods' detail. */
  async goodsDetail(goodsCode: string): Promise<SupplierGoods> {
    const json = await this.call('0111', `/goods/${encodeURIComponent(goodsCode)}`);
    return toGoods((json.result as { goodsDetail?: Record<string, unknown> }).goodsDetail ?? {});
  }
}

/**
 * Connections to the supplier kept open between calls. Every voucher is a call, and with fetch
 * (undici, web streams, an AbortSignal per call) the transport cost more CPU than the rest of the
 * voucher; node:http on kept-alive sockets is a fraction of it. Node closes an idle socket just
 * before the server's announced keep-alive timeout, so a reused socket is rarely found closed.
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** No whole answer within the call's time: the supplier may still be working on the request. */
class AnswerTimeout extends Error {
  constructor(timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
  }
}

/** One form POST; rejects when no whole answer came within `timeoutMs` (or the connection failed). */
function postForm(url: string, body: string, timeoutMs: number): Promise<{ status: number; text: string }> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (error: Error | null, result?: { status: number; text: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(result!);
    };
    const request = (secure ? https : http).request(
      target,
      {
        method: 'POST',
        agent: secure ? agents['https:'] : agents['http:'],
        headers: {
          'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          settle(null, { status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', (error) => settle(error));
        response.on('aborted', () => settle(new Error('connection closed mid-answer')));
      },
    );
    const timer = setTimeout(() => {
      const error = new AnswerTimeout(timeoutMs);
      request.destroy(error);
      settle(error);
    }, timeoutMs);
    request.on('error', (error) => settle(error));
    request.on('close', () => settle(new Error('connection closed without an answer')));
    request.end(body);
  });
}

/**
 * A goods image from the supplier's image host (http(s) only), at most SUPPLIER_IMAGE_MAX_BYTES:
 * the sync stores it as our own media, so the shop never hot-links the supplier.
 */
export async function downloadImage(url: string): Promise<Uint8Array | null> {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(SUPPLIER_IMAGE_TIMEOUT_MS),
      redirect: 'follow',
    });
    if (!res.ok || !res.body) return null;
    const length = Number(res.headers.get('content-length') ?? 0);
    if (length > SUPPLIER_IMAGE_MAX_BYTES) return null;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > SUPPLIER_IMAGE_MAX_BYTES) return null;
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}

function toGoods(g: Record<string, unknown>): SupplierGoods {
  const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    goodsCode: str(g.goodsCode),
    goodsName: str(g.goodsName),
    brandCode: str(g.brandCode),
    brandName: str(g.brandName),
    salePrice: Number(g.salePrice ?? 0),
    discountPrice: Number(g.discountPrice ?? g.salePrice ?? 0),
    goodsImgB: str(g.goodsImgB),
    goodsImgS: str(g.goodsImgS),
    limitDay: Number(g.limitDay ?? 30) || 30,
    endDate: g.endDate ? str(g.endDate) : null,
    goodsStateCd: str(g.goodsStateCd),
    content: str(g.content),
  };
}

/** Whether a send failed because our prepaid bizmoney ran out (sends stop; staff are alerted). */
export const isBizmoneyShort = (error: unknown) =>
  error instanceof GiftishowError && BIZMONEY_CODES.has(error.code);
