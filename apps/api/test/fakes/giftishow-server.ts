import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SandboxEmailSender } from '../../src/providers/email/sandbox.ts';
import type { MessagingProviders } from '../../src/providers/registry.ts';
import { SandboxSmsSender } from '../../src/providers/sms/sandbox.ts';
import { GiftishowVoucherIssuer } from '../../src/providers/voucher/giftishow.ts';
import { solidPng } from '../../src/providers/voucher/png.ts';

/**
 * A local Giftishow Biz (shared/providers/giftishow-biz.md) on 127.0.0.1: form-encoded POSTs to
 * /bizApi/<path>, the `{code, message, result}` envelope ("0000" = success, the send answer two
 * envelopes deep), the fact sheet's error codes, tr_id uniqueness, bizmoney deducted per send and
 * given back on cancel, and the coupon lifecycle (pinStatusCd 01 issued, 02 used, 07 cancelled,
 * 08 expired). Tests and the bench steer it: a delay on every answer, sends that are carried out but
 * never answered (a lost answer), sends refused with a code, goods discontinued, bizmoney exhausted.
 */
export interface FakeGoods {
  goodsCode: string;
  goodsName: string;
  brandCode: string;
  brandName: string;
  salePrice: number;
  discountPrice: number;
  limitDay: number;
  goodsStateCd: string;
  endDate: string;
  goodsImgS: string;
  goodsImgB: string;
  content: string;
}

export interface FakeCoupon {
  trId: string;
  goodsCode: string;
  pinNo: string;
  orderNo: string;
  phoneNo: string;
  pinStatusCd: string;
  validPrdEndDt: string;
  correcDtm: string;
  price: number;
}

export const FAKE_AUTH = {
  code: 'REALfake0000000000000000000000000',
  token: 'ZmFrZS10b2tlbi0wMDAwMDA=',
  userId: 'biz@bizgift.co.kr',
};

const kst = (date: Date) => {
  const k = new Date(date.getTime() + 9 * 3_600_000);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${k.getUTCFullYear()}${p(k.getUTCMonth() + 1)}${p(k.getUTCDate())}${p(k.getUTCHours())}${p(k.getUTCMinutes())}${p(k.getUTCSeconds())}`;
};

const digits = (n: number) =>
  Array.from({ length: n }, (_, i) => String(randomInt(i === 0 ? 1 : 0, 10))).join('');

/** Starts `fake` and answers the app's providers with the Giftishow adapter pointed at it (SMS, e-mail: sandboxes). */
export async function fakeGiftishowProviders(fake: FakeGiftishow): Promise<MessagingProviders> {
  const voucher = new GiftishowVoucherIssuer({
    apiUrl: await fake.start(),
    authCode: FAKE_AUTH.code,
    authToken: FAKE_AUTH.token,
    userId: FAKE_AUTH.userId,
    callbackNo: '15880000',
  });
  return { sms: new SandboxSmsSender(), email: new SandboxEmailSender(), voucher };
}

export class FakeGiftishow {
  readonly goods = new Map<string, FakeGoods>();
  readonly coupons = new Map<string, FakeCoupon>();
  bizmoney = 10_000_000;
  /** Milliseconds before every answer (the bench: 200). */
  delayMs = 0;
  /**
   * Every API call, until set back to 'none', fails before it is carried out: an HTTP 500 page, or a
   * 200 whose body is not JSON (the fault run's failing supplier).
   */
  failure: 'none' | 'http500' | 'garbage' = 'none';
  /** Calls by api_code, for assertions. */
  readonly calls: { apiCode: string; trId?: string }[] = [];
  /** Requests being answered right now, and the most there ever were at once (the bench's bound check). */
  inFlight = 0;
  peakInFlight = 0;
  private loseSends = 0;
  private sendHolds: number[] = [];
  private loseCancels = 0;
  private refusals: string[] = [];
  private goodsListFailures = 0;
  /** Image downloads by path (the supplier's image host, GET /img/<name>.png). */
  readonly imageHits = new Map<string, number>();
  private server: Server | undefined;
  private origin = '';

  constructor(goods: Partial<FakeGoods>[] = []) {
    for (const g of goods) this.addGoods(g);
  }

  addGoods(g: Partial<FakeGoods>): FakeGoods {
    const code = g.goodsCode ?? `G${digits(11)}`;
    const full: FakeGoods = {
      goodsCode: code,
      goodsName: g.goodsName ?? `상품 ${code}`,
      brandCode: g.brandCode ?? 'BR00001',
      brandName: g.brandName ?? '스타벅스',
      salePrice: g.salePrice ?? 4500,
      discountPrice: g.discountPrice ?? Math.round((g.salePrice ?? 4500) * 0.94),
      limitDay: g.limitDay ?? 30,
      goodsStateCd: g.goodsStateCd ?? 'SALE',
      endDate: g.endDate ?? '2099-12-31T00:00:00.000+09:00',
      goodsImgS: g.goodsImgS ?? '',
      goodsImgB: g.goodsImgB ?? '',
      content: g.content ?? '',
    };
    this.goods.set(code, full);
    return full;
  }

  /** The next `n` sends are carried out (PIN issued, bizmoney taken) but their answer is lost. */
  loseNextSends(n = 1) {
    this.loseSends += n;
  }

  /**
   * The next sends are held these many milliseconds each and then carried out, like the supplier:
   * a PIN is issued and bizmoney taken whether or not the client is still waiting for the answer.
   */
  holdNextSends(...ms: number[]) {
    this.sendHolds.push(...ms);
  }

  /** Sends being held right now (issued once their hold ends). */
  heldSends = 0;

  /**
   * The next `n` sends end without a readable answer: `garbage` a 200 whose body is an HTML page,
   * `cut` the connection closed; `issued`: carried out first (PIN issued, bizmoney taken) or not at all.
   */
  breakNextSends(mode: 'garbage' | 'cut', issued: boolean, n = 1) {
    for (let i = 0; i < n; i++) this.brokenSends.push({ mode, issued });
  }

  private brokenSends: { mode: 'garbage' | 'cut'; issued: boolean }[] = [];

  /** The next `n` cancels are carried out (07, bizmoney back) but their answer is lost. */
  loseNextCancels(n = 1) {
    this.loseCancels += n;
  }

  /** The next sends are refused with these codes, in order. */
  refuseNextSends(...codes: string[]) {
    this.refusals.push(...codes);
  }

  /** The next `n` goods list calls (0101) fail with E9999 (0 = none). */
  failGoodsLists(n: number) {
    this.goodsListFailures = n;
  }

  /** A recipient used the voucher at a till. */
  use(trId: string, at = new Date()) {
    const c = this.coupons.get(trId);
    if (c?.pinStatusCd === '01') Object.assign(c, { pinStatusCd: '02', correcDtm: kst(at) });
  }

  expire(trId: string) {
    const c = this.coupons.get(trId);
    if (c?.pinStatusCd === '01') Object.assign(c, { pinStatusCd: '08', correcDtm: kst(new Date()) });
  }

  /** Live (01) coupons, the ones that cost money and could be redeemed. */
  live() {
    return [...this.coupons.values()].filter((c) => c.pinStatusCd === '01');
  }

  /** The URL of an image on the fake's image host (the list's goodsImgB / goodsImgS point there). */
  imageUrl(name: string) {
    return `${this.origin}/img/${name}.png`;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return `${this.origin}/bizApi`;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise((r) => this.server?.close(r));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const image = /^\/img\/([\w-]{1,40})\.png$/.exec(req.url ?? '');
    if (req.method === 'GET' && image) {
      this.imageHits.set(image[1]!, (this.imageHits.get(image[1]!) ?? 0) + 1);
      const colour = `#${Buffer.from(image[1]!).toString('hex').padEnd(6, '0').slice(-6)}`;
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(solidPng(64, 64, colour));
      return;
    }
    this.inFlight++;
    this.peakInFlight = Math.max(this.peakInFlight, this.inFlight);
    res.once('close', () => this.inFlight--);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    if (this.failure !== 'none') {
      res.writeHead(this.failure === 'http500' ? 500 : 200, { 'content-type': 'text/html' });
      res.end(this.failure === 'http500' ? '<h1>500 Internal Server Error</h1>' : '<html>점검 중</html>');
      return;
    }
    const path = (req.url ?? '').replace(/^\/bizApi/, '');
    this.calls.push({ apiCode: form.api_code ?? '', trId: form.tr_id });
    const answer = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
      res.end(JSON.stringify(body));
    };
    const fail = (code: string, message: string) => answer({ code, message, result: null });
    if (req.method !== 'POST') return fail('E9999', '허용되지 않은 요청입니다.');
    if (!form.custom_auth_code) return fail('E0011', '인증키가 없습니다.');
    if (!form.custom_auth_token) return fail('E0012', '인증토큰이 없습니다.');
    if (!form.dev_yn) return fail('E0013', 'dev_yn 값이 없습니다.');
    if (form.custom_auth_code !== FAKE_AUTH.code) return fail('E0008', '유효하지 않은 인증키입니다.');
    if (form.custom_auth_token !== FAKE_AUTH.token) return fail('E0009', '유효하지 않은 인증토큰입니다.');
    if (form.dev_yn === 'Y') return fail('ERR0100', 'DEV 환경을 사용할 수 없습니다.');
    const route = this.route(path);
    if (!route) return fail('E0002', '존재하지 않는 API 코드입니다.');
    if (form.api_code !== route.apiCode) return fail('E0007', 'API 코드가 일치하지 않습니다.');
    const needsUser = ['0201', '0202', '0203', '0204', '0205', '0301'].includes(route.apiCode);
    if (needsUser && form.user_id !== FAKE_AUTH.userId) return fail('ERR0300', '회원 조회에 실패했습니다.');
    switch (route.apiCode) {
      case '0101': {
        if (this.goodsListFailures > 0) {
          this.goodsListFailures--;
          return fail('E9999', '시스템 오류입니다.');
        }
        const start = Math.max(1, Number(form.start) || 1);
        const size = Math.min(1000, Math.max(1, Number(form.size) || 20));
        const all = [...this.goods.values()];
        return answer({
          code: '0000',
          message: null,
          result: { listNum: all.length, goodsList: all.slice((start - 1) * size, start * size) },
        });
      }
      case '0111': {
        const g = this.goods.get(route.goodsCode!);
        if (!g) return fail('ERR0401', '존재하지 않는 상품입니다.');
        return answer({
          code: '0000',
          message: null,
          result: { goodsDetail: { ...g, goldPrice: g.discountPrice } },
        });
      }
      case '0204': {
        const hold = this.sendHolds.shift();
        if (hold) {
          this.heldSends++;
          await new Promise((r) => setTimeout(r, hold));
          this.heldSends--;
        }
        const broken = this.brokenSends.shift();
        if (!broken) return this.send(form, answer, fail, res);
        const breakAnswer = () => {
          if (broken.mode === 'cut') {
            res.socket?.destroy();
            return;
          }
          res.writeHead(200, { 'content-type': 'text/html' });
          res.end('<html>점검 중</html>');
        };
        if (broken.issued) return this.send(form, breakAnswer, breakAnswer, res);
        return breakAnswer();
      }
      case '0201': {
        if (!form.tr_id) return fail('ERR0214', 'tr_id가 없습니다.');
        const c = this.coupons.get(form.tr_id);
        const g = c ? this.goods.get(c.goodsCode) : undefined;
        return answer({
          code: '0000',
          message: null,
          result: [
            c
              ? {
                  couponInfoList: [
                    {
                      goodsCd: c.goodsCode,
                      goodsNm: g?.goodsName ?? '',
                      brandNm: g?.brandName ?? '',
                      pinStatusCd: c.pinStatusCd,
                      pinStatusNm: { '01': '발행', '02': '교환', '07': '구매취소(폐기)', '08': '기간만료' }[
                        c.pinStatusCd
                      ],
                      sellPriceAmt: String(c.price),
                      cnsmPriceAmt: String(g?.salePrice ?? c.price),
                      recverTelNo: c.phoneNo,
                      validPrdEndDt: c.validPrdEndDt,
                      correcDtm: c.correcDtm,
                    },
                  ],
                  resCode: '0000',
                  resMsg: '정상',
                }
              : { couponInfoList: [], resCode: 'COUPON.0004', resMsg: '유효하지 않은 tr_id입니다.' },
          ],
        });
      }
      case '0202': {
        if (!form.tr_id) return fail('ERR0214', 'tr_id가 없습니다.');
        const c = this.coupons.get(form.tr_id);
        if (!c) return fail('COUPON.0004', '유효하지 않은 tr_id입니다.');
        if (c.pinStatusCd === '07') return fail('COUPON.0008', '이미 취소된 쿠폰입니다.');
        if (c.pinStatusCd === '02') return fail('COUPON.0007', '교환된 쿠폰은 취소할 수 없습니다.');
        if (c.pinStatusCd !== '01') return fail('COUPON.0006', '취소할 수 없는 쿠폰입니다.');
        Object.assign(c, { pinStatusCd: '07', correcDtm: kst(new Date()) });
        this.bizmoney += c.price;
        if (this.loseCancels > 0) {
          this.loseCancels--;
          res.socket?.destroy();
          return;
        }
        return answer({ code: '0000', message: null, result: null });
      }
      case '0301':
        return answer({ code: '0000', message: null, result: { balance: String(this.bizmoney) } });
      default:
        return fail('E0002', '존재하지 않는 API 코드입니다.');
    }
  }

  private route(path: string): { apiCode: string; goodsCode?: string } | null {
    const fixed: Record<string, string> = {
      '/goods': '0101',
      '/brands': '0102',
      '/send': '0204',
      '/coupons': '0201',
      '/cancel': '0202',
      '/resend': '0203',
      '/sendFail/cancel': '0205',
      '/bizmoney': '0301',
    };
    if (fixed[path]) return { apiCode: fixed[path]! };
    const m = /^\/goods\/([^/]+)$/.exec(path);
    return m ? { apiCode: '0111', goodsCode: decodeURIComponent(m[1]!) } : null;
  }

  private send(
    form: Record<string, string>,
    answer: (body: unknown) => void,
    fail: (code: string, message: string) => void,
    res: ServerResponse,
  ) {
    for (const field of ['goods_code', 'tr_id', 'phone_no', 'callback_no', 'mms_title', 'mms_msg', 'gubun']) {
      if (!form[field]) return fail('ERR0201', `필수 파라미터 누락: ${field}`);
    }
    const trId = form.tr_id!;
    if (Buffer.byteLength(trId) > 25) return fail('ERR0807', 'tr_id는 25byte를 넘을 수 없습니다.');
    if (form.mms_title!.length > 20) return fail('ERR0806', 'MMS 제목은 20자를 넘을 수 없습니다.');
    if (!/^01\d{8,9}$/.test(form.phone_no!)) return fail('ERR0817', '수신번호가 올바르지 않습니다.');
    if (!/^\d{8,12}$/.test(form.callback_no!)) return fail('COUPON.0010', '발신번호가 올바르지 않습니다.');
    if (!['Y', 'N', 'I'].includes(form.gubun!)) return fail('ERR0201', 'gubun 값이 올바르지 않습니다.');
    if (this.coupons.has(trId)) return fail('ERR0215', '중복된 tr_id입니다.');
    const refusal = this.refusals.shift();
    if (refusal) return fail(refusal, '발송 오류입니다.');
    const g = this.goods.get(form.goods_code!);
    if (g?.goodsStateCd !== 'SALE' || new Date(g.endDate).getTime() < Date.now()) {
      return fail('ERR0401', '판매중인 상품이 아닙니다.');
    }
    if (this.bizmoney < g.discountPrice) return fail('E0010', '비즈머니 잔액이 부족합니다.');
    this.bizmoney -= g.discountPrice;
    const now = new Date();
    const end = new Date(now.getTime() + g.limitDay * 86_400_000);
    const coupon: FakeCoupon = {
      trId,
      goodsCode: g.goodsCode,
      pinNo: digits(12),
      orderNo: digits(14),
      phoneNo: form.phone_no!,
      pinStatusCd: '01',
      validPrdEndDt: `${kst(end).slice(0, 8)}235959`,
      correcDtm: kst(now),
      price: g.discountPrice,
    };
    this.coupons.set(trId, coupon);
    if (this.loseSends > 0) {
      // Issued and paid for, but the answer never arrives: the connection drops (as a timeout would
      // end it, without making the tests wait for one).
      this.loseSends--;
      res.socket?.destroy();
      return;
    }
    const result =
      form.gubun === 'N'
        ? { orderNo: coupon.orderNo }
        : {
            orderNo: coupon.orderNo,
            pinNo: coupon.pinNo,
            couponImgUrl: `https://bizimg.giftishow.com/Resource/coupon/${coupon.pinNo}.jpg`,
          };
    answer({ code: '0000', message: null, result: { code: '0000', message: null, result } });
  }
}
