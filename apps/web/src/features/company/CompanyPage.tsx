import { COMPANY_ROLE_LABELS } from '@bizgift/domain/company';
import { formatWon } from '@bizgift/domain/money';
import { useSearchParams } from 'react-router';
import { Badge } from '../../components/ui/Badge.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { QueryResult } from '../../components/ui/QueryResult.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { formatBusinessNumber } from '../../lib/format.ts';
import { roleReason, useCompany } from '../../lib/useCompany.ts';
import { ActivityPanel } from './ActivityPanel.tsx';
import { ApiKeysPanel } from './ApiKeysPanel.tsx';
import { limitText, ROLE_TONES } from './labels.ts';
import { MembersPanel } from './MembersPanel.tsx';
import { MfaPolicyPanel } from './MfaPolicyPanel.tsx';
import { PolicyPanel } from './PolicyPanel.tsx';
import { WebhooksPanel } from './WebhooksPanel.tsx';

type TabId = 'members' | 'policy' | 'activity' | 'api-keys' | 'webhooks';

/**
 * 마이페이지 › 회사 관리: the company, the caller's role, and by role its members
 * and invitations, the approval policy and the activity log.
 */
export function CompanyPage() {
  const { query, can } = useCompany();
  const [params, setParams] = useSearchParams();
  const tabs: { id: TabId; label: string }[] = [
    ...(can('activity') ? [{ id: 'members' as const, label: '구성원' }] : []),
    { id: 'policy', label: '승인 정책' },
    ...(can('activity') ? [{ id: 'activity' as const, label: '활동 기록' }] : []),
    ...(can('developers') ? [{ id: 'api-keys' as const, label: 'API 키' }] : []),
    ...(can('developers') ? [{ id: 'webhooks' as const, label: '웹훅' }] : []),
  ];
  const asked = params.get('tab') as TabId | null;
  const active = tabs.find((t) => t.id === asked)?.id ?? tabs[0]!.id;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <PageHeader
        crumb={{ to: '/mypage', label: '마이페이지' }}
        title="회사 관리"
        description="회사 구성원과 역할, 월 한도, 승인 정책, 활동 기록, API 키와 웹훅을 관리합니다."
      />
      <QueryResult
        query={query}
        loading="회사 정보를 불러오는 중입니다."
        failed="회사 정보를 불러오지 못했습니다."
      >
        {(company) => (
          <>
            <section
              aria-label="회사 정보"
              className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-gray-200 bg-white p-5"
            >
              <div className="min-w-0">
                <p className="text-lg font-bold text-gray-900">{company.name}</p>
                <p className="mt-0.5 text-sm text-gray-500 tabular-nums">
                  사업자등록번호 {formatBusinessNumber(company.business_number)}
                </p>
              </div>
              <dl className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-gray-600">
                <div className="flex items-center gap-2">
                  <dt>내 역할</dt>
                  <dd>
                    <Badge tone={ROLE_TONES[company.role]}>{COMPANY_ROLE_LABELS[company.role]}</Badge>
                  </dd>
                </div>
                {company.monthly_limit != null && (
                  <div className="flex items-center gap-2">
                    <dt>이번 달 사용 / 한도</dt>
                    <dd className="font-medium text-gray-900 tabular-nums">
                      {formatWon(company.spent_this_month)} / {limitText(company.monthly_limit)}
                    </dd>
                  </div>
                )}
              </dl>
            </section>
            {tabs.length > 1 ? (
              <>
                <Tabs
                  label="회사 관리"
                  tabs={tabs}
                  active={active}
                  onChange={(id) => setParams({ tab: id }, { replace: true })}
                />
                <div
                  id={`panel-${active}`}
                  role="tabpanel"
                  aria-labelledby={`tab-${active}`}
                  className="pt-6"
                >
                  {active === 'members' && <MembersPanel />}
                  {active === 'policy' && (
                    <>
                      <PolicyPanel company={company} />
                      <MfaPolicyPanel company={company} />
                    </>
                  )}
                  {active === 'activity' && <ActivityPanel />}
                  {active === 'api-keys' && <ApiKeysPanel />}
                  {active === 'webhooks' && <WebhooksPanel />}
                </div>
              </>
            ) : (
              <>
                <Notice tone="info" className="mb-6">
                  {roleReason('activity')} 구성원 목록도 대표 관리자와 관리자만 볼 수 있습니다.{' '}
                  {roleReason('developers')}
                </Notice>
                <PolicyPanel company={company} />
                <MfaPolicyPanel company={company} />
              </>
            )}
          </>
        )}
      </QueryResult>
    </div>
  );
}
