import { formatWon } from '@bizgift/domain/money';
import { Link } from 'react-router';
import { type Dashboard, type PeriodFigures, useAdminGet } from '../../../../api/admin.ts';
import { Card } from '../../../../components/ui/Card.tsx';
import { PageHeader } from '../../../../components/ui/PageHeader.tsx';
import { QueryResult } from '../../../../components/ui/QueryResult.tsx';
import { AutoGiftRunCard } from './AutoGiftRunCard.tsx';
import { ExportsCard } from './ExportsCard.tsx';
import { SupplierBalanceCard } from './SupplierBalanceCard.tsx';

function Figure({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <div className="min-w-0">
      <p className="text-[13px] text-gray-500">{label}</p>
      <p className="mt-1 truncate text-lg font-bold text-gray-900 tabular-nums sm:text-xl">{value}</p>
      {sub && <p className="mt-0.5 text-[12px] text-gray-500">{sub}</p>}
    </div>
  );
}

function Period({ title, f }: { title: string; f: PeriodFigures }) {
  return (
    <Card title={title}>
      <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-3">
        <Figure
          label="매출 (사용 금액)"
          value={formatWon(f.sales)}
          sub={`주문 ${f.orders.toLocaleString('ko-KR')}건`}
        />
        <Figure label="충전" value={formatWon(f.recharges)} />
        <Figure label="환불" value={formatWon(f.refunds)} />
        <Figure label="발송 완료" value={`${f.deliveries_sent.toLocaleString('ko-KR')}건`} />
        <Figure label="발송 실패" value={`${f.deliveries_failed.toLocaleString('ko-KR')}건`} />
      </div>
    </Card>
  );
}

function Todo({
  to,
  label,
  count,
  tone,
}: {
  to: string;
  label: string;
  count: number;
  tone: 'amber' | 'red' | 'gray';
}) {
  const colour =
    count === 0
      ? 'text-gray-500'
      : tone === 'red'
        ? 'text-red-600'
        : tone === 'amber'
          ? 'text-amber-600'
          : 'text-gray-900';
  return (
    <Link
      to={to}
      className="group flex flex-col gap-1 rounded-xl border border-gray-200 bg-white px-4 py-3 transition-colors hover:border-brand-300 sm:flex-row sm:items-center sm:justify-between sm:px-5 sm:py-4"
    >
      <span className="text-sm font-medium text-gray-700">{label}</span>
      <span className="flex items-center gap-1.5">
        <span className={`text-2xl font-bold tabular-nums ${colour}`}>{count.toLocaleString('ko-KR')}</span>
        <span className="text-gray-300 group-hover:text-brand-500" aria-hidden="true">
          ›
        </span>
      </span>
    </Link>
  );
}

export function DashboardSection() {
  const q = useAdminGet<Dashboard>('/api/admin/dashboard');
  return (
    <>
      <PageHeader
        console
        documentTitle="대시보드 - 관리자"
        title="대시보드"
        description="오늘(한국 시간 0시 이후)과 최근 7일의 운영 현황입니다."
      />
      <QueryResult query={q} failed="대시보드를 불러오지 못했습니다.">
        {(data) => (
          <div className="flex flex-col gap-5">
            <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
              <Todo
                to="/admin/recharges?status=0"
                label="승인 대기 충전"
                count={data.pending_recharges}
                tone="amber"
              />
              <Todo
                to="/admin/inquiries?status=1"
                label="답변 대기 문의"
                count={data.unanswered_inquiries}
                tone="amber"
              />
              <Todo
                to="/admin/orders?tab=failed"
                label="발송 실패"
                count={data.failed_deliveries}
                tone="red"
              />
              <Todo
                to="/admin/members?status=active"
                label="이용 중인 회원"
                count={data.active_members}
                tone="gray"
              />
            </div>
            <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
              <Period title="오늘" f={data.today} />
              <Period title="최근 7일" f={data.last_7_days} />
            </div>
            <SupplierBalanceCard />
            <ExportsCard />
            <AutoGiftRunCard />
            <Card title="충전금 장부 점검">
              <div className="flex flex-wrap items-center gap-x-10 gap-y-4">
                <div className="flex items-center gap-3">
                  {data.ledger.ok ? (
                    <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-bold text-emerald-700">
                      <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
                      정상
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-3 py-1 text-sm font-bold text-red-700">
                      <span aria-hidden="true" className="size-2 rounded-full bg-red-500" />
                      불일치 {formatWon(data.ledger.difference)} · 회원 {data.ledger.mismatched_wallets}명
                    </span>
                  )}
                </div>
                <Figure label="회원 충전금 합계" value={formatWon(data.ledger.wallet_total)} />
                <Figure label="거래 내역 합계" value={formatWon(data.ledger.transaction_total)} />
              </div>
              <p className="mt-4 text-[12.5px] text-gray-500">
                모든 회원 지갑 잔액의 합이 충전·사용·환불·조정 거래 금액의 합과 같은지 확인합니다.
              </p>
            </Card>
          </div>
        )}
      </QueryResult>
    </>
  );
}
