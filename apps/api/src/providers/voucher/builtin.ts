import { randomInt } from 'node:crypto';
import { VOUCHER_STATUS } from '@bizgift/domain/codes';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goods } from '../../db/schema/catalog.ts';
import { sandboxVouchers } from '../../db/schema/orders.ts';
import { isUniqueViolation } from '../../db/sql.ts';
import { ProviderError } from '../provider-error.ts';
import { sandboxGoodsImage, sandboxGoodsPage } from './sandbox-catalogue.ts';
import {
  couponCheckDigit,
  type IssuedVoucher,
  type IssueRequest,
  type VoucherIssuer,
  VoucherNotCancellable,
  type VoucherState,
  type VoucherStatus,
  voucherExpiry,
} from './voucher-issuer.ts';

/**
 * The built-in issuer, the sandbox supplier: a random 12-digit coupon number (11 random digits +
 * Luhn check digit) valid for the goods' valid period, kept in its own books (sandbox_vouchers) with
 * the same lifecycle a supplier has: unused → used | expired | cancelled. Like a supplier it refuses
 * a repeated tr_id and goods it no longer sells, and it has a small goods list for the catalogue
 * sync. Nothing it issues can be redeemed in a store.
 */
export class BuiltinVoucherIssuer implements VoucherIssuer {
  readonly name = 'builtin';
  /** Issued in our own database, in the call: no answer comes late. */
  readonly lateIssueMs = 0;

  constructor(private readonly db: Db) {}

  async issue(request: IssueRequest): Promise<IssuedVoucher> {
    const [g] = await this.db
      .select({ onSale: goods.isOnSale })
      .from(goods)
      .where(eq(goods.id, request.goods.id));
    if (!g?.onSale) throw new ProviderError('판매가 중지된 상품입니다.', true);
    const expiresAt = voucherExpiry(request.now, request.goods.validDays);
    for (let attempt = 0; ; attempt++) {
      let first11 = String(randomInt(1, 10));
      for (let i = 0; i < 10; i++) first11 += String(randomInt(0, 10));
      const couponNo = `${first11}${couponCheckDigit(first11)}`;
      try {
        await this.db
          .insert(sandboxVouchers)
          .values({ trId: request.trId, couponNo, goodsId: request.goods.id, expiresAt });
        return { couponNo, expiresAt };
      } catch (error) {
        if (isUniqueViolation(error, 'sandbox_vouchers_tr_key')) {
          throw new ProviderError('중복된 거래 번호입니다.', true);
        }
        if (!isUniqueViolation(error, 'sandbox_vouchers_coupon_key') || attempt >= 5) throw error;
      }
    }
  }

  async abandon(trId: string): Promise<void> {
    await this.db
      .update(sandboxVouchers)
      .set({ status: VOUCHER_STATUS.CANCELLED, cancelledAt: new Date() })
      .where(and(eq(sandboxVouchers.trId, trId), eq(sandboxVouchers.status, VOUCHER_STATUS.UNUSED)));
  }

  async status(trId: string): Promise<VoucherState> {
    const row = await this.stored(trId);
    const expired = row.status === VOUCHER_STATUS.UNUSED && row.expiresAt.getTime() < Date.now();
    return {
      status: (expired ? VOUCHER_STATUS.EXPIRED : row.status) as VoucherStatus,
      usedAt: row.usedAt,
      expiresAt: row.expiresAt,
    };
  }

  async find(trId: string): Promise<VoucherState | null> {
    const [row] = await this.db
      .select({ id: sandboxVouchers.id })
      .from(sandboxVouchers)
      .where(eq(sandboxVouchers.trId, trId));
    return row ? this.status(trId) : null;
  }

  async cancel(trId: string): Promise<void> {
    const state = await this.status(trId);
    if (state.status === VOUCHER_STATUS.CANCELLED) return;
    if (state.status === VOUCHER_STATUS.USED) throw new VoucherNotCancellable('used');
    if (state.status === VOUCHER_STATUS.EXPIRED) throw new VoucherNotCancellable('expired');
    const done = await this.db
      .update(sandboxVouchers)
      .set({ status: VOUCHER_STATUS.CANCELLED, cancelledAt: new Date() })
      .where(and(eq(sandboxVouchers.trId, trId), eq(sandboxVouchers.status, VOUCHER_STATUS.UNUSED)))
      .returning({ id: sandboxVouchers.id });
    // Used in the meantime (the only other way out of 1).
    if (done.length === 0) return this.cancel(trId);
  }

  async markUsed(trId: string, at: Date): Promise<void> {
    const state = await this.status(trId);
    if (state.status !== VOUCHER_STATUS.UNUSED) {
      throw new ProviderError(
        state.status === VOUCHER_STATUS.CANCELLED ? '취소된 쿠폰입니다.' : '미사용 쿠폰이 아닙니다.',
        true,
      );
    }
    await this.db
      .update(sandboxVouchers)
      .set({ status: VOUCHER_STATUS.USED, usedAt: at })
      .where(and(eq(sandboxVouchers.trId, trId), eq(sandboxVouchers.status, VOUCHER_STATUS.UNUSED)));
  }

  /** The sandbox supplier's small goods list (sandbox-catalogue.ts), for the catalogue sync. */
  async goodsPage(page: number, size: number) {
    return sandboxGoodsPage(page, size);
  }

  async goodsImage(url: string) {
    return sandboxGoodsImage(url);
  }

  private async stored(trId: string) {
    const [row] = await this.db.select().from(sandboxVouchers).where(eq(sandboxVouchers.trId, trId));
    if (!row) throw new ProviderError('쿠폰을 찾을 수 없습니다.', true);
    return row;
  }
}
