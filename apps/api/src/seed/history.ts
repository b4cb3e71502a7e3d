import { DELIVERY_STATUS, RECHARGE_METHOD, SEND_TYPE } from '@bizgift/domain/codes';
import { orderCreateRequestSchema } from '@bizgift/domain/send-message';
import { and, eq, inArray } from 'drizzle-orm';
import type { Services } from '../app.ts';
import type { Db } from '../db/client.ts';
import { goods } from '../db/schema/catalog.ts';
import { deliveries, orders } from '../db/schema/orders.ts';
import { users } from '../db/schema/users.ts';
import { recharges } from '../db/schema/wallet.ts';
import { AppError } from '../http/errors.ts';
import { SANDBOX_FAILING_EMAIL } from '../providers/email/sandbox.ts';
import { SANDBOX_FAILING_PHONE } from '../providers/sms/sandbox.ts';
import { DEMO_MEMBER, DEMO_STAFF } from './demo.ts';

interface DemoOrder {
  /** The order's idempotency key: a second seeding finds the order instead of placing it again. */
  key: string;
  title: string;
  goods: string;
  sendType: typeof SEND_TYPE.SMS | typeof SEND_TYPE.EMAIL;
  recipients: { to: string; name: string }[];
  reservedInDays?: number;
  /** Refund what failed, as the member would from 발송/환불 조회. */
  refundFailed?: boolean;
}

const DEMO_ORDERS: DemoOrder[] = [
  {
    key: 'demo-history-thanks',
    title: '11월 우수 사원 감사 선물',
    goods: '카페 아메리카노 T',
    sendType: SEND_TYPE.SMS,
    recipients: [
      { to: '01022223333', name: '이영업' },
      { to: '01033334444', name: '박기획' },
    ],
  },
  {
    key: 'demo-history-partners',
    title: '거래처 감사 선물',
    goods: '스트로베리 초콜릿 생크림 조각',
    sendType: SEND_TYPE.SMS,
    recipients: [
      { to: '01044445555', name: '최거래' },
      // The sandbox refuses this number on purpose: a failed send, refunded to the balance.
      { to: SANDBOX_FAILING_PHONE, name: '정오류' },
    ],
    refundFailed: true,
  },
  {
    key: 'demo-history-email',
    title: '고객 이벤트 당첨 선물',
    goods: '아메리카노 R 2잔 + 티라미수',
    sendType: SEND_TYPE.EMAIL,
    recipients: [
      { to: 'winner@example.com', name: '한고객' },
      // Refused by the sandbox mail server: left failed, so the member can try 재발송 or 환불.
      { to: SANDBOX_FAILING_EMAIL, name: '오주소' },
    ],
  },
  {
    key: 'demo-history-reserved',
    title: '창립기념일 예약 선물',
    goods: '카페 라떼 T',
    sendType: SEND_TYPE.SMS,
    recipients: [{ to: '01055556666', name: '강창립' }],
    reservedInDays: 7,
  },
];

const DEMO_RECHARGE = 500_000;

/** 10:00 KST `days` from now: a reserved send at an hour a recipient would expect. */
function morningInSeoul(days: number): Date {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  at.setUTCHours(1, 0, 0, 0);
  return at;
}

/** A demo order the shop refused (e.g. production without a provider's credentials), and why. */
export interface SkippedDemoOrder {
  title: string;
  reason: string;
}

/**
 * Issue #29 §11: the demo member's history, placed the way a member and staff place it — a bank
 * transfer requested and approved, orders through OrderService and the delivery worker (so the
 * sandbox issuer issues every coupon and the ledger moves exactly), a failed send refunded. Safe to
 * run again: the orders carry idempotency keys and the recharge is asked for once. An order the
 * shop refuses as it would refuse a member's (an AppError: in production without a supplier's or
 * gateway's credentials and without ALLOW_SANDBOX, provider_unavailable) is skipped and returned.
 */
export async function seedDemoHistory(db: Db, services: Services): Promise<SkippedDemoOrder[]> {
  const skipped: SkippedDemoOrder[] = [];
  const [member] = await db.select().from(users).where(eq(users.username, DEMO_MEMBER.username)).limit(1);
  const [staff] = await db.select().from(users).where(eq(users.username, DEMO_STAFF.username)).limit(1);
  if (!member || !staff) return skipped;

  const [charged] = await db
    .select({ id: recharges.id })
    .from(recharges)
    .where(eq(recharges.userId, member.id));
  if (!charged) {
    const { recharge } = await services.recharges.create(member.id, {
      amount: DEMO_RECHARGE,
      recharge_method: RECHARGE_METHOD.BANK_TRANSFER,
      depositor: 'company',
    });
    await services.recharges.approve(recharge.id, staff.id);
  }

  const catalogue = await db
    .select({ id: goods.id, name: goods.name, price: goods.price })
    .from(goods)
    .where(
      and(
        inArray(
          goods.name,
          DEMO_ORDERS.map((o) => o.goods),
        ),
        eq(goods.isOnSale, true),
      ),
    );
  for (const demo of DEMO_ORDERS) {
    const item = catalogue.find((g) => g.name === demo.goods);
    if (!item) continue;
    try {
      await placeDemoOrder(db, services, member.id, demo, item);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push({ title: demo.title, reason: error.message });
    }
  }
  return skipped;
}

async function placeDemoOrder(
  db: Db,
  services: Services,
  memberId: number,
  demo: DemoOrder,
  item: { id: number; name: string; price: number },
): Promise<void> {
  // Placed on an earlier run: its body had another delivery time, so asking again would be an
  // idempotency mismatch (422), not a replay.
  const [earlier] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, memberId), eq(orders.idempotencyKey, demo.key)));
  if (earlier) return;
  const count = demo.recipients.length;
  const payload = orderCreateRequestSchema.parse({
    title: demo.title,
    name: demo.title,
    send_msg: '#{이름}님, 늘 함께해주셔서 감사합니다. 작은 선물을 보내드립니다.',
    sender: '',
    send_type: demo.sendType,
    delivery_at: (demo.reservedInDays ? morningInSeoul(demo.reservedInDays) : new Date()).toISOString(),
    is_reserved: !!demo.reservedInDays,
    order_items: [
      { goods: item.id, amount: item.price, total_count: count, total_amount: item.price * count },
    ],
    deliveries: demo.recipients.map((r) =>
      demo.sendType === SEND_TYPE.SMS ? { recipient: r.to, name: r.name } : { email: r.to, name: r.name },
    ),
    payments: { recharge: item.price * count, reward: 0 },
  });
  const { order, replayed } = await services.orders.create(memberId, payload, {
    idempotencyKey: demo.key,
  });
  if (replayed || demo.reservedInDays) return;
  await services.worker.processOrder(order.id);
  if (!demo.refundFailed) return;
  const failed = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(eq(deliveries.orderId, order.id), eq(deliveries.status, DELIVERY_STATUS.SEND_FAILED)));
  for (const d of failed) await services.deliveries.refund(memberId, d.id, '수신번호 오류로 환불');
}

/**
 * The demo history as a start (main.ts) or `npm run seed` loads it: what cannot be placed is
 * skipped and told in one warning line, and nothing here ends the process — the demo accounts
 * and goods are in, and a shop that starts without demo orders beats one that does not start.
 */
export async function seedDemoHistoryOrWarn(
  db: Db,
  services: Services,
  warn: (line: string) => void,
): Promise<void> {
  try {
    const skipped = await seedDemoHistory(db, services);
    if (skipped.length === 0) return;
    const reasons = [...new Set(skipped.map((s) => s.reason))].join(' / ');
    warn(
      `데모 주문 기록 ${skipped.length}건을 넣지 않았습니다: ${reasons} (데모 계정·상품·충전 기록은 들어 있습니다)`,
    );
  } catch (error) {
    warn(`데모 주문 기록을 넣지 못했습니다: ${(error as Error).message} (데모 계정과 상품은 들어 있습니다)`);
  }
}
