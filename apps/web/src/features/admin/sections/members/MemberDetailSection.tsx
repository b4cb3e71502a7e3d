import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { api, type MemberDetail, useAdminGet, useAdminMutation } from '../../../../api/admin.ts';
import { errorMessage } from '../../../../api/http.ts';
import { Badge } from '../../../../components/ui/Badge.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { Card, Details } from '../../../../components/ui/Card.tsx';
import { ConfirmDialog } from '../../../../components/ui/Dialog.tsx';
import { ErrorState } from '../../../../components/ui/EmptyState.tsx';
import { LoadingState } from '../../../../components/ui/LoadingState.tsx';
import { PageHeader } from '../../../../components/ui/PageHeader.tsx';
import { useToast } from '../../../../components/ui/Toast.tsx';
import { formatBusinessNumber, formatDate, formatDateTime, formatPhone } from '../../../../lib/format.ts';
import { MemberBalanceCard } from './MemberBalanceCard.tsx';
import { MemberCompanyCard } from './MemberCompanyCard.tsx';
import { MemberStatusBadge } from './MembersSection.tsx';
import { MemberTransactions } from './MemberTransactions.tsx';

/** One member for staff: company, manager, terms and notification choices, balance and its history. */
const yesNo = (v: boolean | undefined) => (v ? '수신' : '수신 안 함');

export function MemberDetailSection() {
  const id = Number(useParams().id);
  const detail = useAdminGet<MemberDetail>(`/api/admin/members/${id}`);
  const [statusOpen, setStatusOpen] = useState(false);
  const setStatus = useAdminMutation(api.setMemberStatus);
  const toast = useToast();

  if (detail.isPending) return <LoadingState />;
  if (detail.isError) {
    return (
      <>
        <PageHeader console documentTitle="회원 정보 - 관리자" title="회원 정보" />
        <ErrorState
          message={errorMessage(detail.error, '회원 정보를 불러오지 못했습니다.')}
          onRetry={() => detail.refetch()}
        />
      </>
    );
  }
  const m = detail.data;
  const suspended = m.status === 'suspended';
  return (
    <>
      <Link to="/admin/members" className="mb-3 inline-block text-sm text-gray-500 hover:text-gray-800">
        ‹ 회원 목록
      </Link>
      <PageHeader
        console
        documentTitle={`${m.company?.name || m.username} - 관리자`}
        title={m.company?.name || m.username}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>{m.username}</span>
            <MemberStatusBadge status={m.status} />
          </span>
        }
        actions={
          m.status !== 'withdrawn' && (
            <Button variant={suspended ? 'primary' : 'danger'} onClick={() => setStatusOpen(true)}>
              {suspended ? '이용 재개' : '이용 정지'}
            </Button>
          )
        }
      />
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-[1fr_380px]">
        <div className="flex min-w-0 flex-col gap-5">
          <Card title="회사 정보">
            <Details
              items={[
                { label: '회사명', value: m.company?.name || '-' },
                { label: '사업자등록번호', value: formatBusinessNumber(m.company?.business_number) },
                { label: '대표자', value: m.company?.owner_name || '-' },
                { label: '대표 전화', value: formatPhone(m.company?.primary_phone) },
              ]}
            />
          </Card>
          <Card title="담당자">
            <Details
              items={[
                { label: '이름', value: m.fullname },
                { label: '휴대폰', value: formatPhone(m.phone_number) },
                { label: '이메일', value: m.email || '-' },
                { label: '가입일', value: formatDateTime(m.created_at) },
              ]}
            />
          </Card>
          <MemberCompanyCard memberId={m.id} />
          <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
            <Card title="약관 동의">
              {m.terms.length === 0 ? (
                <p className="text-sm text-gray-500">동의 기록이 없습니다.</p>
              ) : (
                <ul className="flex flex-col gap-2 text-sm">
                  {m.terms.map((t) => (
                    <li key={`${t.title}-${t.agreed_at}`} className="flex items-start justify-between gap-3">
                      <span className="text-gray-800">
                        {t.title}{' '}
                        <span className="text-gray-500">
                          (v{t.version} · {t.is_required ? '필수' : '선택'})
                        </span>
                      </span>
                      <span className="shrink-0 text-right">
                        <Badge tone={t.is_agreed ? 'green' : 'gray'}>{t.is_agreed ? '동의' : '미동의'}</Badge>
                        <span className="block text-[12px] text-gray-500">{formatDate(t.agreed_at)}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
            <Card title="알림 수신 설정">
              <Details
                columns={1}
                items={[
                  { label: '이벤트 문자', value: yesNo(m.notification?.is_event_sms_enabled) },
                  { label: '이벤트 이메일', value: yesNo(m.notification?.is_event_email_enabled) },
                  { label: '안내 문자', value: yesNo(m.notification?.is_info_sms_enabled) },
                  { label: '안내 이메일', value: yesNo(m.notification?.is_info_email_enabled) },
                ]}
              />
            </Card>
          </div>
        </div>
        <div className="flex flex-col gap-5">
          <MemberBalanceCard member={m} />
        </div>
      </div>
      {/* Full width below both columns: beside the balance card its five columns did not fit 1280. */}
      <div className="mt-5">
        <MemberTransactions memberId={m.id} />
      </div>

      <ConfirmDialog
        open={statusOpen}
        title={suspended ? '회원 이용 재개' : '회원 이용 정지'}
        confirmLabel={suspended ? '이용 재개' : '이용 정지'}
        tone={suspended ? 'primary' : 'danger'}
        onClose={() => setStatusOpen(false)}
        onConfirm={async () => {
          await setStatus.mutateAsync({ id: m.id, suspend: !suspended });
          toast(suspended ? '회원 이용이 재개되었습니다.' : '회원 이용이 정지되었습니다.');
        }}
      >
        {suspended
          ? `${m.company?.name ?? m.username} 회원이 다시 로그인하고 주문할 수 있게 됩니다.`
          : `${m.company?.name ?? m.username} 회원은 즉시 로그아웃되며, 다시 로그인할 수 없습니다. 충전금은 그대로 유지됩니다.`}
      </ConfirmDialog>
    </>
  );
}
