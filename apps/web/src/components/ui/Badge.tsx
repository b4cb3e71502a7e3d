import { DELIVERY_STATUS, VOUCHER_STATUS } from '@bizgift/domain/codes';
import type { OrderDto } from '@bizgift/domain/orders';
import { ORDER_SOURCE_LABELS, type OrderSource, orderStatusTone } from '@bizgift/domain/orders';
import { rechargeStatusTone } from '@bizgift/domain/recharge';
import { BALANCE_REFUND_STATUS } from '@bizgift/domain/refunds';
import type { ReactNode } from 'react';

export type Tone = 'gray' | 'blue' | 'green' | 'amber' | 'orange' | 'red';

const TONES: Record<Tone, string> = {
  gray: 'bg-gray-100 text-gray-700',
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-green-100 text-green-800',
  amber: 'bg-amber-100 text-amber-800',
  orange: 'bg-orange-100 text-orange-800',
  red: 'bg-red-100 text-red-700',
};

export function Badge({ tone = 'gray', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

/** SPEC §4 delivery colours: completed green, failed red, refunded blue, admin failure orange, other grey. */
export function deliveryTone(status: number): Tone {
  switch (status) {
    case DELIVERY_STATUS.COMPLETED:
      return 'green';
    case DELIVERY_STATUS.SEND_FAILED:
      return 'red';
    case DELIVERY_STATUS.REFUNDED:
      return 'blue';
    case DELIVERY_STATUS.ADMIN_FAILED:
      return 'orange';
    default:
      return 'gray';
  }
}

/**
 * SPEC §4 order colours: pending yellow, completed green, cancelled red, other grey; settled with
 * failed sends orange for 일부 실패 n건 and red for 발송실패, never green.
 */
const ORDER_TONES: Record<ReturnType<typeof orderStatusTone>, Tone> = {
  pending: 'amber',
  progress: 'gray',
  done: 'green',
  partial: 'orange',
  failed: 'red',
  cancelled: 'red',
};

/** An order's status as the API sends it: SPEC's code, the word, and the sends it follows. */
export type OrderStatusLike = Pick<OrderDto, 'status' | 'status_display' | 'failed_count' | 'live_count'>;

/** SPEC §4 recharge colours: pending yellow, approved green, rejected and failed red, other grey. */
export function rechargeTone(status: number): Tone {
  const tone = rechargeStatusTone(status);
  return tone === 'yellow' ? 'amber' : tone === 'grey' ? 'gray' : tone;
}

export function DeliveryStatusBadge({ status, label }: { status: number; label: string }) {
  return <Badge tone={deliveryTone(status)}>{label || '발송대기'}</Badge>;
}

export function OrderStatusBadge({ order }: { order: OrderStatusLike }) {
  return (
    <Badge tone={ORDER_TONES[orderStatusTone(order.status, order.failed_count, order.live_count)]}>
      {order.status_display}
    </Badge>
  );
}

export function RechargeStatusBadge({ status, label }: { status: number; label: string }) {
  return <Badge tone={rechargeTone(status)}>{label}</Badge>;
}

/** gifticon.status colours: unused green, used blue, expired grey, cancelled red. */
export function voucherTone(status: number): Tone {
  switch (status) {
    case VOUCHER_STATUS.UNUSED:
      return 'green';
    case VOUCHER_STATUS.USED:
      return 'blue';
    case VOUCHER_STATUS.CANCELLED:
      return 'red';
    default:
      return 'gray';
  }
}

/** The voucher's own state (미사용 / 사용완료 / 기간만료 / 취소), or a dash before one is issued. */
export function VoucherStatusBadge({
  gifticon,
}: {
  gifticon: { status: number | null; status_display: string | null };
}) {
  if (gifticon.status === null) return <span className="text-gray-500">-</span>;
  return <Badge tone={voucherTone(gifticon.status)}>{gifticon.status_display}</Badge>;
}

/** 자동 발송 beside an order an anniversary rule placed; nothing for any other order. */
export function OrderSourceBadge({ source }: { source: OrderSource }) {
  return ORDER_SOURCE_LABELS[source] ? <Badge tone="blue">{ORDER_SOURCE_LABELS[source]}</Badge> : null;
}

/** A test key's order: paid with test money, never really sent. */
export function TestOrderBadge({ test }: { test: boolean }) {
  return test ? <Badge tone="amber">테스트</Badge> : null;
}

/** 잔액 환급: waiting amber, paid green, rejected grey. */
export function BalanceRefundStatusBadge({ status, label }: { status: number; label: string }) {
  const tone: Tone =
    status === BALANCE_REFUND_STATUS.REQUESTED
      ? 'amber'
      : status === BALANCE_REFUND_STATUS.PAID
        ? 'green'
        : 'gray';
  return <Badge tone={tone}>{label}</Badge>;
}
