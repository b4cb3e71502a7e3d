import { formatWon } from '@bizgift/domain/money';
import type { SupplierStatus } from '@bizgift/domain/supplier';
import { Link } from 'react-router';
import { useAdminGet } from '../../../../api/admin.ts';
import { Card } from '../../../../components/ui/Card.tsx';
import { useSession } from '../../../../lib/useSession.ts';

/**
 * The dashboard's supplier card: the bizmoney balance at the voucher supplier, a warning below
 * SUPPLIER_BALANCE_WARN, and the staff alert when sends were refused for lack of it (those
 * vouchers were not issued and the members were refunded at once).
 */
export function SupplierBalanceCard() {
  const q = useAdminGet<SupplierStatus>('/api/admin/supplier');
  const { isSuperAdmin } = useSession();
  const s = q.data;
  const sandbox = s?.issuer === 'builtin';
  const refused = s?.refused_for_bizmoney_24h ?? 0;
  return (
    <Card
      title="상품권 공급사"
      actions={
        isSuperAdmin && (
          <Link to="/admin/supplier" className="text-[13px] font-semibold text-brand-700 hover:underline">
            상품 동기화 ›
          </Link>
        )
      }
    >
      {!s ? (
        <p className="text-sm text-gray-500">
          {q.isError ? '공급사 상태를 불러오지 못했습니다.' : '불러오는 중입니다.'}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          {(s.low || refused > 0) && (
            <div
              role="alert"
              className="rounded-lg bg-red-50 px-4 py-3 text-[13px] leading-relaxed text-red-700"
            >
              {s.low && (
                <p className="font-semibold">
                  비즈머니 잔액이 경고 기준({formatWon(s.warn_below)})보다 적습니다. 잔액이 모자라면 쿠폰
                  발급이 중단됩니다. 공급사에 비즈머니를 충전해주세요.
                </p>
              )}
              {refused > 0 && (
                <p className={s.low ? 'mt-1' : 'font-semibold'}>
                  최근 24시간 동안 잔액 부족으로 발급하지 못한 쿠폰 {refused.toLocaleString('ko-KR')}건
                  (회원에게 자동 환불됨)
                </p>
              )}
            </div>
          )}
          <div className="grid grid-cols-2 gap-x-4 gap-y-4 sm:grid-cols-3">
            <div className="min-w-0">
              <p className="text-[13px] text-gray-500">공급사</p>
              <p className="mt-1 truncate text-lg font-bold text-gray-900">
                {sandbox ? '샌드박스' : '기프티쇼 비즈'}
              </p>
              {sandbox && <p className="mt-0.5 text-[12px] text-gray-500">기본 발급기 · 매장 사용 불가</p>}
            </div>
            <div className="min-w-0">
              <p className="text-[13px] text-gray-500">비즈머니 잔액</p>
              <p
                className={`mt-1 truncate text-lg font-bold tabular-nums ${s.low ? 'text-red-600' : 'text-gray-900'}`}
              >
                {s.bizmoney !== null ? formatWon(s.bizmoney) : sandbox ? '해당 없음' : '-'}
              </p>
              {s.error && <p className="mt-0.5 text-[12px] text-red-600">조회 실패: {s.error}</p>}
            </div>
            <div className="min-w-0">
              <p className="text-[13px] text-gray-500">경고 기준</p>
              <p className="mt-1 truncate text-lg font-bold text-gray-900 tabular-nums">
                {formatWon(s.warn_below)}
              </p>
            </div>
          </div>
        </div>
      )}
    </Card>
  );
}
