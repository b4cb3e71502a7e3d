import { COMPANY_ROLE_LABELS } from '@bizgift/domain/company';
import { formatWon } from '@bizgift/domain/money';
import { EXPIRING_WINDOW } from '@bizgift/domain/reminders';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useApprovals } from '../../api/company.ts';
import { type Order, useAutoRefunds, useDeliveries, useOrders } from '../../api/orders.ts';
import { useExpiringDeliveries } from '../../api/reminders.ts';
import { OrderStatusBadge } from '../../components/ui/Badge.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { QueryResult } from '../../components/ui/QueryResult.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useCompany } from '../../lib/useCompany.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useBalance, useSession } from '../../lib/useSession.ts';
import { goodsSummary } from './format.ts';
import { ORDER_TEXTS } from './messages.ts';

const RECENT = 5;
const NO_FILTERS = {};
const FAILED = { status: '3' };

const SHORTCUTS: { to: string; label: string; description: string; icon: ReactNode }[] = [
  {
    to: '/mypage/orders',
    label: '주문/취소 조회',
    description: '주문 내역과 예약 취소',
    icon: <path d="M7 4h10l1 4H6l1-4zM6 8h12v11a1 1 0 01-1 1H7a1 1 0 01-1-1V8zm4 4h4" />,
  },
  {
    to: '/mypage/delivery-refund',
    label: '발송/환불 조회',
    description: '발송 결과, 재발송, 환불',
    icon: <path d="M4 6l8 6 8-6M4 6h16v12H4V6z" />,
  },
  {
    to: '/charge',
    label: '충전하기',
    description: '충전금 충전 요청',
    icon: <path d="M12 5v14M5 12h14" />,
  },
  {
    to: '/mypage/charge-history',
    label: '충전금 이용내역',
    description: '충전·사용·환불 내역',
    icon: <path d="M5 19V9M12 19V5M19 19v-7" />,
  },
  {
    to: '/mypage/contacts',
    label: '주소록',
    description: '임직원·거래처, 태그, 기념일',
    icon: (
      <path d="M6 3h12v18H6V3zm6 8a2.5 2.5 0 100-5 2.5 2.5 0 000 5zm-4 5a4 4 0 018 0M4 7h2M4 12h2M4 17h2" />
    ),
  },
  {
    to: '/mypage/templates',
    label: '메시지 템플릿',
    description: '자주 쓰는 선물 메시지',
    icon: <path d="M5 4h14v16H5V4zm3 4h8M8 12h8M8 16h5" />,
  },
  {
    to: '/mypage/company',
    label: '회사 관리',
    description: '구성원, 한도, 승인 정책',
    icon: <path d="M4 20V6l8-3 8 3v14M9 20v-5h6v5M8 9h2M14 9h2M8 12h2M14 12h2" />,
  },
  {
    to: '/mypage/approvals',
    label: '승인 대기',
    description: '승인이 필요한 주문',
    icon: <path d="M9 12l2 2 4-4M12 21a9 9 0 100-18 9 9 0 000 18z" />,
  },
  {
    to: '/mypage/auto-gifts',
    label: '기념일 자동 발송',
    description: '생일·기념일 선물 자동 발송',
    icon: <path d="M4 11h16v9H4v-9zM3 7h18v4H3V7zm9 0v13M12 7c-2-4-6-3-5 0m5 0c2-4 6-3 5 0" />,
  },
  {
    to: '/mypage/profile',
    label: '내 정보',
    description: '회원정보, 비밀번호 변경',
    icon: <path d="M12 12a4 4 0 100-8 4 4 0 000 8zM5 20a7 7 0 0114 0" />,
  },
  {
    to: '/mypage/sender-numbers',
    label: '발신번호',
    description: '쿠폰 문자의 우리 회사 번호',
    icon: <path d="M6 3h4l2 5-3 2a11 11 0 005 5l2-3 5 2v4a2 2 0 01-2 2A17 17 0 014 5a2 2 0 012-2z" />,
  },
  {
    to: '/customer-center/inquiry',
    label: '1:1 문의',
    description: '궁금한 점을 남겨주세요',
    icon: <path d="M5 5h14v10H9l-4 4V5z" />,
  },
];

export function MyPage() {
  useDocumentTitle('마이페이지');
  const { user } = useSession();
  const balance = useBalance();
  const orders = useOrders(1, NO_FILTERS);
  const failed = useDeliveries(1, FAILED);
  const failedCount = failed.data?.count ?? 0;
  const autoRefunds = useAutoRefunds().data;
  const expiring = useExpiringDeliveries(1, EXPIRING_WINDOW.default);
  const expiringCount = expiring.data?.count ?? 0;
  const { can, company } = useCompany();
  const approvals = useApprovals(1, can('approve') && company !== undefined);
  const waiting = approvals.data?.count ?? 0;
  const joined = (useLocation().state as { joined?: boolean } | null)?.joined;
  const shortcuts = SHORTCUTS.filter(
    (s) =>
      (s.to !== '/charge' || can('recharge')) &&
      (s.to !== '/mypage/approvals' || can('approve')) &&
      (s.to !== '/mypage/auto-gifts' || can('autoGifts')),
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <header className="mb-6 md:mb-8">
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">마이페이지</h1>
        <p className="mt-2 text-gray-600">
          <strong className="font-semibold text-gray-900">{user?.fullname || user?.username}</strong>님,
          안녕하세요.
        </p>
      </header>

      {joined && company && (
        <Notice tone="success" className="mb-4">
          {company.name}에 {COMPANY_ROLE_LABELS[company.role]}(으)로 가입했습니다.
        </Notice>
      )}
      {waiting > 0 && (
        <Notice tone="warning" className="mb-4">
          승인을 기다리는 주문이 <strong className="font-semibold">{waiting}건</strong> 있습니다.{' '}
          <Link to="/mypage/approvals" className="font-medium underline">
            승인 대기 보기
          </Link>
        </Notice>
      )}
      {autoRefunds && autoRefunds.count > 0 && (
        <Notice tone="info" className="mb-4">
          최근 {autoRefunds.days}일 동안 보내지 못한 상품권 {autoRefunds.count}건의 결제 금액{' '}
          <strong className="font-semibold">{formatWon(autoRefunds.amount)}</strong>을 충전금으로 자동
          환불했습니다.{' '}
          <Link to="/mypage/delivery-refund?status=4" className="font-medium underline">
            환불 내역 보기
          </Link>
        </Notice>
      )}

      <div className="grid gap-4 md:grid-cols-[1.3fr_1fr]">
        <section
          aria-labelledby="balance-title"
          className="flex flex-col justify-between gap-5 rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-sm"
        >
          <div>
            <h2 id="balance-title" className="text-sm font-medium text-white/80">
              충전금 잔액
            </h2>
            <p className="mt-1 text-3xl font-bold tracking-tight tabular-nums md:text-4xl">
              {balance.data ? formatWon(balance.data.recharge) : balance.isError ? '-' : '…'}
            </p>
          </div>
          <div className="flex gap-2">
            {can('recharge') && (
              <Link
                to="/charge"
                className="rounded-lg bg-white px-4 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                충전하기
              </Link>
            )}
            <Link
              to="/mypage/charge-history"
              className="rounded-lg border border-white/40 px-4 py-2.5 text-sm font-medium text-white hover:bg-white/10"
            >
              이용내역
            </Link>
          </div>
        </section>

        <section aria-label="발송 현황" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4">
          <Stat
            label="전체 주문"
            value={orders.data?.count}
            unit="건"
            to="/mypage/orders"
            hint="주문/취소 조회에서 확인"
          />
          <Stat
            label="발송실패"
            value={failed.data ? failedCount : undefined}
            unit="건"
            to="/mypage/delivery-refund?status=3"
            tone={failedCount > 0 ? 'alert' : 'default'}
            hint={failedCount > 0 ? '재발송 또는 환불이 필요합니다' : '실패한 발송이 없습니다'}
          />
          <Stat
            label="곧 만료되는 쿠폰"
            value={expiring.data ? expiringCount : undefined}
            unit="건"
            to="/mypage/expiring"
            className="col-span-2 sm:col-span-1"
            tone={expiringCount > 0 ? 'warning' : 'default'}
            hint={
              expiringCount > 0
                ? `${EXPIRING_WINDOW.default}일 안에 만료되는 미사용 쿠폰`
                : '곧 만료되는 미사용 쿠폰이 없습니다'
            }
          />
        </section>
      </div>

      <section aria-labelledby="recent-title" className="mt-10">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="recent-title" className="text-lg font-bold text-gray-900">
            최근 주문
          </h2>
          <Link
            to="/mypage/orders"
            className="text-sm font-medium text-gray-600 hover:text-gray-900 hover:underline"
          >
            전체보기 ›
          </Link>
        </div>
        <QueryResult
          query={orders}
          loading={ORDER_TEXTS.loading}
          failed={ORDER_TEXTS.loadFailed}
          isEmpty={(data) => data.results.length === 0}
          empty={
            <EmptyState
              message={ORDER_TEXTS.empty}
              actions={
                <Link
                  to="/products"
                  className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
                >
                  상품 둘러보기
                </Link>
              }
            />
          }
        >
          {(data) => (
            <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white">
              {data.results.slice(0, RECENT).map((o) => (
                <RecentOrder key={o.id} order={o} />
              ))}
            </ul>
          )}
        </QueryResult>
      </section>

      <section aria-labelledby="shortcuts-title" className="mt-10">
        <h2 id="shortcuts-title" className="mb-3 text-lg font-bold text-gray-900">
          바로가기
        </h2>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {shortcuts.map((s) => (
            <li key={s.to}>
              <Link
                to={s.to}
                className="flex h-full flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-4 hover:border-brand-300 hover:bg-brand-50/40"
              >
                <svg
                  viewBox="0 0 24 24"
                  className="size-6 text-brand-600"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  {s.icon}
                </svg>
                <span className="font-semibold text-gray-900">{s.label}</span>
                <span className="text-[13px] text-gray-500">{s.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const STAT_TONES = {
  default: {
    box: 'border-gray-200 bg-white',
    label: 'text-gray-600',
    value: 'text-gray-900',
    hint: 'text-gray-500',
  },
  alert: {
    box: 'border-red-200 bg-red-50',
    label: 'text-red-700',
    value: 'text-red-700',
    hint: 'text-red-800',
  },
  warning: {
    box: 'border-amber-200 bg-amber-50',
    label: 'text-amber-800',
    value: 'text-amber-900',
    hint: 'text-amber-900',
  },
} as const;

function Stat({
  label,
  value,
  unit,
  to,
  tone = 'default',
  hint,
  className = '',
}: {
  label: string;
  value: number | undefined;
  unit: string;
  to: string;
  tone?: keyof typeof STAT_TONES;
  hint?: string;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={`flex flex-col justify-between rounded-2xl border p-5 hover:shadow-sm ${
        STAT_TONES[tone].box
      } ${className}`}
    >
      <span className={`text-sm font-medium ${STAT_TONES[tone].label}`}>{label}</span>
      <span className="mt-2">
        <strong className={`text-2xl tabular-nums ${STAT_TONES[tone].value}`}>
          {value === undefined ? '…' : value.toLocaleString('ko-KR')}
        </strong>
        <span className={`ml-0.5 text-sm ${STAT_TONES[tone].hint}`}>{unit}</span>
      </span>
      {hint && <span className={`mt-1 text-xs ${STAT_TONES[tone].hint}`}>{hint}</span>}
    </Link>
  );
}

function RecentOrder({ order }: { order: Order }) {
  const navigate = useNavigate();
  return (
    <li>
      <button
        type="button"
        onClick={() =>
          navigate(`/mypage/orders/${order.id}`, {
            state: { order, title: '주문 상세', backPath: '/mypage/orders' },
          })
        }
        className="flex w-full items-center gap-3 px-4 py-3.5 text-left hover:bg-gray-50"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-gray-900">
            {order.name || goodsSummary(order)}
          </span>
          <span className="block truncate text-[13px] text-gray-500 tabular-nums">
            {formatDateTime(order.created_at)} · {goodsSummary(order)}
          </span>
        </span>
        <strong className="shrink-0 text-sm text-gray-900 tabular-nums">
          {formatWon(order.total_order_amount)}
        </strong>
        <OrderStatusBadge order={order} />
      </button>
    </li>
  );
}
