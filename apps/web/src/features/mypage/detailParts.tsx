import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../api/http.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { ErrorState } from '../../components/ui/EmptyState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { DELIVERY_TEXTS, TEST_ORDER_TEXT } from './messages.ts';

function backLabel(backPath: string): string {
  if (backPath.startsWith('/mypage/delivery-refund')) return '발송/환불 목록';
  if (backPath.startsWith('/mypage/expiring')) return '곧 만료되는 쿠폰';
  if (/^\/mypage\/orders\/\d+/.test(backPath)) return '주문 상세';
  return '주문 목록';
}

export function DetailHeader({
  title,
  backPath,
  children,
}: {
  title: string;
  backPath: string;
  children?: React.ReactNode;
}) {
  return (
    <header className="mb-6 md:mb-8">
      <nav aria-label="위치" className="mb-2 text-sm text-gray-500">
        <Link to="/mypage" className="hover:text-gray-800 hover:underline">
          마이페이지
        </Link>
        <span aria-hidden="true"> › </span>
        <Link to={backPath} className="hover:text-gray-800 hover:underline">
          {backLabel(backPath)}
        </Link>
        <span aria-hidden="true"> › </span>
        <span className="text-gray-700">{title}</span>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{title}</h1>
        <div className="flex gap-2">
          {children}
          <Link to={backPath} className={buttonClass('secondary')}>
            <svg viewBox="0 0 20 20" className="size-4" fill="none" aria-hidden="true">
              <path
                d="M12 5l-5 5 5 5"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {backLabel(backPath)}으로
          </Link>
        </div>
      </div>
    </header>
  );
}

export function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-4 border-b border-gray-100 py-3 last:border-b-0">
      <dt className="w-24 shrink-0 text-sm text-gray-500">{label}</dt>
      <dd className="min-w-0 flex-1 text-[15px] break-all text-gray-900">{children}</dd>
    </div>
  );
}

export function Frame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto w-full max-w-5xl px-4 py-8 md:py-12">{children}</div>;
}

/**
 * A detail page (order or delivery) before its record is there: the spinner with `loading`, the
 * `missing` redirect when the record does not exist (404), else the error with 다시 시도.
 */
export function DetailWaiting({
  query,
  loading,
  title,
  backPath,
  missing,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  loading: string;
  title: string;
  backPath: string;
  missing: ReactElement;
}) {
  if (query.isPending) {
    return (
      <Frame>
        <LoadingState label={loading} />
      </Frame>
    );
  }
  if (query.error instanceof ApiError && query.error.status === 404) return missing;
  return (
    <Frame>
      <DetailHeader title={title} backPath={backPath} />
      <ErrorState
        message={errorMessage(query.error, DELIVERY_TEXTS.detailNotFound)}
        onRetry={() => void query.refetch()}
      />
    </Frame>
  );
}

/**
 * Above a test order's or delivery's detail: what it is, and that its refund,
 * resend and cancel stay in the test world.
 */
export function TestOrderNotice({ test }: { test: boolean }) {
  if (!test) return null;
  return (
    <Notice tone="warning" className="mb-5">
      {TEST_ORDER_TEXT} 환불·재발송·취소도 테스트 충전금과 샌드박스에서만 처리됩니다.
    </Notice>
  );
}
