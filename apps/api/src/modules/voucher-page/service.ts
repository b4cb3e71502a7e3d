import { DELIVERY_STATUS, VOUCHER_STATUS } from '@bizgift/domain/codes';
import { personalize } from '@bizgift/domain/send-message';
import { voucherKind } from '@bizgift/domain/voucher-page';
import {
  VOUCHER_STATE,
  VOUCHER_STATE_DISPLAY,
  VOUCHER_TOKEN_PATTERN,
  type VoucherDto,
  type VoucherState,
} from '@bizgift/domain/vouchers';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, goods } from '../../db/schema/catalog.ts';
import { deliveries, orders } from '../../db/schema/orders.ts';
import { companies, users } from '../../db/schema/users.ts';
import { notFound } from '../../http/errors.ts';
import { getSetting } from '../content/settings.ts';
import { emitDeliveryEvents } from '../deliveries/events.ts';

/**
 * A recipient with a link that leads nowhere has no account and no one else to ask: the answer
 * says what to do and gives the 고객센터 number from the site's own footer settings.
 */
export const voucherNotFoundMessage = (contactPhone: string) =>
  `상품권을 찾을 수 없습니다. 받으신 링크가 맞는지 확인하시고, 계속 열리지 않으면 보내신 분께 다시 보내달라고 요청하시거나 비즈기프트 고객센터(${contactPhone}, 평일 09:00-18:00)로 문의해주세요.`;

/**
 * The voucher's state as the recipient sees it: the issuer's own status (gifticon, 2 used,
 * 3 expired, 4 cancelled) first, then what the delivery says (refunded, not issued yet, past expiry).
 */
export function voucherState(
  delivery: {
    status: number;
    couponNo: string | null;
    couponExpiresAt: Date | null;
    voucherStatus: number | null;
  },
  now: Date,
): VoucherState {
  if (delivery.voucherStatus === VOUCHER_STATUS.USED) return VOUCHER_STATE.USED;
  if (delivery.voucherStatus === VOUCHER_STATUS.CANCELLED || delivery.status === DELIVERY_STATUS.REFUNDED)
    return VOUCHER_STATE.CANCELLED;
  if (!delivery.couponNo || !delivery.couponExpiresAt) return VOUCHER_STATE.PENDING;
  if (
    delivery.voucherStatus === VOUCHER_STATUS.EXPIRED ||
    delivery.couponExpiresAt.getTime() < now.getTime()
  ) {
    return VOUCHER_STATE.EXPIRED;
  }
  return VOUCHER_STATE.UNUSED;
}

/** The recipient's side of a delivery, reached by its token only (no login). */
export class VoucherPageService {
  constructor(private readonly db: Db) {}

  /**
   * Answers the voucher page and records the first open. The page's script calls this, not the
   * HTML request, so link-preview crawlers (which fetch the HTML without running scripts) do not
   * count as the recipient opening it.
   */
  async open(token: string, now = new Date()): Promise<VoucherDto> {
    if (!VOUCHER_TOKEN_PATTERN.test(token)) throw await this.notFound();
    const [row] = await this.db
      .select({
        id: deliveries.id,
        status: deliveries.status,
        couponNo: deliveries.couponNo,
        couponExpiresAt: deliveries.couponExpiresAt,
        voucherStatus: deliveries.voucherStatus,
        voucherUsedAt: deliveries.voucherUsedAt,
        openedAt: deliveries.openedAt,
        recipientName: deliveries.recipientName,
        goodsName: goods.name,
        image: goods.image,
        usageGuide: goods.usageGuide,
        storeInfo: goods.storeInfo,
        precautions: goods.precautions,
        brand: brands.name,
        title: orders.title,
        message: orders.sendMsg,
        company: companies.name,
        fullname: users.fullname,
      })
      .from(deliveries)
      .innerJoin(goods, eq(goods.id, deliveries.goodsId))
      .innerJoin(brands, eq(brands.id, goods.brandId))
      .innerJoin(orders, eq(orders.id, deliveries.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(eq(deliveries.token, token))
      .limit(1);
    if (!row) throw await this.notFound();
    const footer = await getSetting(this.db, 'footer');
    const state = voucherState(row, now);
    if (!row.openedAt && state !== VOUCHER_STATE.PENDING) {
      // The first open only (the update's condition), and its delivery.opened with it.
      await this.db.transaction(async (tx) => {
        const opened = await tx
          .update(deliveries)
          .set({ openedAt: now })
          .where(and(eq(deliveries.id, row.id), isNull(deliveries.openedAt), isNotNull(deliveries.couponNo)))
          .returning({ id: deliveries.id });
        await emitDeliveryEvents(
          tx,
          'delivery.opened',
          opened.map((d) => d.id),
          now,
        );
      });
    }
    const showCoupon = state !== VOUCHER_STATE.CANCELLED && state !== VOUCHER_STATE.PENDING;
    return {
      state,
      state_display: VOUCHER_STATE_DISPLAY[state],
      brand: row.brand,
      goods_name: row.goodsName,
      image: row.image,
      coupon_no: showCoupon ? row.couponNo : null,
      expires_at: row.couponExpiresAt?.toISOString() ?? null,
      used_at: state === VOUCHER_STATE.USED ? (row.voucherUsedAt?.toISOString() ?? null) : null,
      sender_name: row.company ?? row.fullname,
      // The order's words as this recipient's message said them: #{이름} is their own name.
      title: personalize(row.title, row.recipientName),
      message: personalize(row.message, row.recipientName),
      kind: voucherKind(row.goodsName),
      usage_guide: row.usageGuide,
      store_info: row.storeInfo,
      precautions: row.precautions,
      help_phone: footer.contact_phone,
    };
  }

  private async notFound() {
    const footer = await getSetting(this.db, 'footer');
    return notFound(voucherNotFoundMessage(footer.contact_phone));
  }
}
