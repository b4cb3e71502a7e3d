/**
 * SPEC §3 Order, Order item and Delivery record as the API sends them and the web reads them (money
 * as integer-like strings, dates as ISO strings). One definition so the two sides cannot drift.
 */
export interface OrderItemDto {
  id: number;
  goods: { id: number; name: string; brand: string; image: string };
  amount: string;
  total_count: number;
  total_amount: string;
  refund_amount: string;
}

export interface OrderDto {
  id: number;
  name: string;
  title: string;
  send_msg: string;
  sender: string;
  send_type: number;
  status: number;
  status_display: string;
  is_reserved: boolean;
  created_at: string;
  delivery_at: string;
  total_order_amount: string;
  total_refund_amount: string;
  order_items: OrderItemDto[];
  /** The order's vouchers by gifticon status ("10개 중 7개 사용"). */
  vouchers: VoucherSummaryDto;
}

export interface VoucherSummaryDto {
  /** Deliveries of the order (one voucher each). */
  total: number;
  unused: number;
  used: number;
  expired: number;
  cancelled: number;
}

/** "10개 중 7개 사용" */
export const voucherSummaryText = (v: VoucherSummaryDto) => `${v.total}개 중 ${v.used}개 사용`;

export interface DeliveryDto {
  id: number;
  order_id: number;
  status: number;
  status_display: string;
  send_type: number;
  created_at: string;
  sent_at: string | null;
  /** The carrier's final report that the message reached the phone; null until it arrives. */
  received_at: string | null;
  /** The recipient's first open of the voucher page (/v/{token}). */
  opened_at: string | null;
  /** Why a failed send (3) or issue (5) failed, in words a member can act on. */
  failure_reason: string | null;
  recipient: string | null;
  email: string | null;
  phone: string | null;
  valid_until: string | null;
  refund_amount: string;
  amount: string;
  goods: {
    id: number;
    name: string;
    brand: string;
    image: string;
    price: string;
    regular_price: string;
    valid_period: number;
  };
  /** Set once the delivery is refunded (status 4): why, and when. */
  refund_reason: string | null;
  refunded_at: string | null;
  gifticon: GifticonDto;
}

/**
 * The voucher behind a delivery (DESIGN §1 Vouchers). status null until a voucher is issued; an
 * unused voucher past its expiry reads 3 (기간만료) even before the status sync has seen it.
 */
export interface GifticonDto {
  coupon_no: string | null;
  status: number | null;
  status_display: string | null;
  expires_at: string | null;
  used_at: string | null;
}
