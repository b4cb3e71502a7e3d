import { COMPANY_ROLE_LABELS, type StaffCompanyDto } from '@bizgift/domain/company';
import { formatWon } from '@bizgift/domain/money';
import { Link } from 'react-router';
import { useAdminGet } from '../../../../api/admin.ts';
import { errorMessage } from '../../../../api/http.ts';
import { Badge } from '../../../../components/ui/Badge.tsx';
import { ErrorState } from '../../../../components/ui/EmptyState.tsx';
import { LoadingState } from '../../../../components/ui/LoadingState.tsx';
import { formatBusinessNumber } from '../../../../lib/format.ts';

const STATUS: Record<string, { label: string; tone: 'green' | 'red' | 'gray' }> = {
  active: { label: '활성', tone: 'green' },
  suspended: { label: '정지', tone: 'red' },
};

/**
 * Staff console, member detail: the company the member belongs to and its people —
 * role, monthly limit and this month's spending of each — with links to their own details.
 */
export function MemberCompanyCard({ memberId }: { memberId: number }) {
  const query = useAdminGet<StaffCompanyDto>(`/api/admin/members/${memberId}/company`);
  return (
    <section aria-labelledby="member-company-title" className="rounded-xl border border-gray-200 bg-white">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 px-5 py-3.5">
        <h2 id="member-company-title" className="text-[15px] font-bold text-gray-900">
          회사와 구성원
        </h2>
        {query.data && (
          <span className="text-[13px] text-gray-500">
            승인 기준{' '}
            {query.data.policy.approval_over == null
              ? '없음'
              : `${formatWon(query.data.policy.approval_over)} 초과`}
          </span>
        )}
      </header>
      <div className="p-5">
        {query.isPending ? (
          <LoadingState label="회사 정보를 불러오는 중입니다." />
        ) : query.isError ? (
          <ErrorState
            message={errorMessage(query.error, '회사 정보를 불러오지 못했습니다.')}
            onRetry={() => query.refetch()}
          />
        ) : (
          <>
            <p className="text-sm text-gray-800">
              <strong className="font-semibold text-gray-900">{query.data.name}</strong>{' '}
              <span className="text-gray-500 tabular-nums">
                ({formatBusinessNumber(query.data.business_number)}) · 구성원 {query.data.members.length}명
              </span>
            </p>
            <ul className="mt-3 divide-y divide-gray-100 rounded-lg border border-gray-100">
              {query.data.members.map((m) => (
                <li
                  key={m.id}
                  className={`flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5 text-sm ${m.id === memberId ? 'bg-brand-50/60' : ''}`}
                >
                  <span className="min-w-0 flex-1">
                    <Link to={`/admin/members/${m.id}`} className="font-medium text-gray-900 hover:underline">
                      {m.fullname || m.username}
                    </Link>
                    <span className="block break-all text-[13px] text-gray-500">
                      {m.username} · {m.email}
                    </span>
                  </span>
                  <Badge tone="gray">{COMPANY_ROLE_LABELS[m.role]}</Badge>
                  <Badge tone={STATUS[m.status]?.tone ?? 'gray'}>{STATUS[m.status]?.label ?? m.status}</Badge>
                  <span className="w-full text-[13px] text-gray-600 tabular-nums sm:w-auto sm:text-right">
                    이번 달 {formatWon(m.spent_this_month)}
                    {m.monthly_limit != null && ` / 한도 ${formatWon(m.monthly_limit)}`}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
