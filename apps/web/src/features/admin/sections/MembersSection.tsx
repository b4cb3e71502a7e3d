import { formatWon, parseWon } from '@bizgift/domain/money';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  api,
  type MemberDetail,
  type MemberRow,
  type MemberStatus,
  useAdminGet,
  useAdminMutation,
  useAdminPage,
  type WalletTx,
} from '../../../api/admin.ts';
import { ApiError, errorMessage } from '../../../api/http.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Card, Details } from '../../../components/ui/Card.tsx';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { ConfirmDialog } from '../../../components/ui/Dialog.tsx';
import { ErrorState } from '../../../components/ui/EmptyState.tsx';
import { Field, inputClass, Select } from '../../../components/ui/Field.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { SearchForm, Toolbar } from '../../../components/ui/SearchPanel.tsx';
import { useToast } from '../../../components/ui/Toast.tsx';
import { useListParams } from '../../../components/ui/useListParams.ts';
import { formatBusinessNumber, formatDate, formatDateTime, formatPhone } from '../../../lib/format.ts';

const PAGE_SIZE = 20;
const STATUS: Record<MemberStatus, { label: string; tone: 'green' | 'red' | 'gray' }> = {
  active: { label: '이용중', tone: 'green' },
  suspended: { label: '이용정지', tone: 'red' },
  withdrawn: { label: '탈퇴', tone: 'gray' },
};

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  const s = STATUS[status];
  return <Badge tone={s.tone}>{s.label}</Badge>;
}

export function MembersSection() {
  const { page, values, update } = useListParams(['q', 'status'] as const);
  const query = useAdminPage<MemberRow>('/api/admin/members', {
    page,
    page_size: PAGE_SIZE,
    q: values.q || undefined,
    status: values.status || undefined,
  });
  const columns: Column<MemberRow>[] = [
    {
      key: 'company',
      header: '회사 / 아이디',
      cell: (m) => (
        <Link to={`/admin/members/${m.id}`} className="block hover:underline">
          <span className="font-semibold text-gray-900">{m.company_name || '-'}</span>
          <span className="block text-[12.5px] text-gray-500">{m.username}</span>
        </Link>
      ),
    },
    {
      key: 'bn',
      header: '사업자등록번호',
      cell: (m) => <span className="tabular-nums">{formatBusinessNumber(m.business_number)}</span>,
    },
    { key: 'manager', header: '담당자', cell: (m) => m.fullname },
    {
      key: 'phone',
      header: '휴대폰',
      cell: (m) => <span className="tabular-nums whitespace-nowrap">{formatPhone(m.phone_number)}</span>,
    },
    { key: 'balance', header: '충전금', numeric: true, cell: (m) => formatWon(m.balance) },
    { key: 'status', header: '상태', cell: (m) => <MemberStatusBadge status={m.status} /> },
    {
      key: 'created',
      header: '가입일',
      cell: (m) => <span className="whitespace-nowrap">{formatDate(m.created_at)}</span>,
    },
  ];
  return (
    <>
      <PageHeader
        console
        documentTitle="회원 - 관리자"
        title="회원"
        description="아이디, 회사명, 사업자등록번호, 휴대폰 번호로 찾을 수 있습니다."
      />
      <Toolbar>
        <SearchForm
          value={values.q}
          onSearch={(q) => update({ q })}
          placeholder="아이디, 회사명, 사업자번호, 휴대폰"
          label="회원 검색"
        />
        <Select
          label="상태"
          value={values.status}
          onChange={(v) => update({ status: v })}
          options={[
            { value: '', label: '전체' },
            { value: 'active', label: '이용중' },
            { value: 'suspended', label: '이용정지' },
            { value: 'withdrawn', label: '탈퇴' },
          ]}
        />
      </Toolbar>
      <DataTable
        caption="회원 목록"
        query={query}
        columns={columns}
        rowKey={(m) => m.id}
        empty={values.q ? `'${values.q}'에 해당하는 회원이 없습니다.` : '회원이 없습니다.'}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => update({ page: p })}
      />
    </>
  );
}

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
                        <span className="text-gray-400">
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
          <Transactions memberId={m.id} />
        </div>
        <div className="flex flex-col gap-5">
          <BalanceCard member={m} />
        </div>
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

function BalanceCard({ member }: { member: MemberDetail }) {
  const [type, setType] = useState<4 | 5>(4);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const adjust = useAdminMutation(api.adjustBalance);
  const toast = useToast();
  const amountId = useId();
  const reasonId = useId();
  const value = parseWon(amount);
  const balance = parseWon(member.wallet.recharge);

  const check = () => {
    const next: typeof errors = {};
    if (value < 1) next.amount = '금액을 1원 이상 입력해주세요.';
    else if (value > 100_000_000) next.amount = '한 번에 1억 원까지 조정할 수 있습니다.';
    else if (type === 5 && value > balance) next.amount = '충전금 잔액보다 많이 차감할 수 없습니다.';
    if (!reason.trim()) next.reason = '사유를 입력해주세요.';
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  return (
    <Card title="충전금">
      <p className="text-[13px] text-gray-500">현재 잔액</p>
      <p className="mt-1 text-2xl font-bold text-gray-900 tabular-nums">
        {formatWon(member.wallet.recharge)}
      </p>
      {member.status !== 'withdrawn' && (
        <form
          className="mt-5 flex flex-col gap-3 border-t border-gray-100 pt-5"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (check()) setConfirming(true);
          }}
        >
          <fieldset>
            <legend className="mb-1.5 text-[13px] font-semibold text-gray-700">잔액 조정</legend>
            <div className="grid grid-cols-2 gap-2">
              {([4, 5] as const).map((t) => (
                <label
                  key={t}
                  className={`flex cursor-pointer items-center justify-center rounded-lg border px-3 py-2 text-sm font-semibold has-focus-visible:ring-2 has-focus-visible:ring-brand-300 ${
                    type === t
                      ? 'border-brand-500 bg-brand-50 text-brand-700'
                      : 'border-gray-300 text-gray-600'
                  }`}
                >
                  <input
                    type="radio"
                    name="adjust-type"
                    className="sr-only"
                    checked={type === t}
                    onChange={() => setType(t)}
                  />
                  {t === 4 ? '지급 (+)' : '차감 (−)'}
                </label>
              ))}
            </div>
          </fieldset>
          <Field label="금액 (원)" htmlFor={amountId} error={errors.amount} required>
            <input
              id={amountId}
              inputMode="numeric"
              value={value ? value.toLocaleString('ko-KR') : ''}
              onChange={(e) => setAmount(e.target.value.replace(/\D/g, '').slice(0, 10))}
              aria-invalid={!!errors.amount}
              className={`${inputClass()} text-right tabular-nums`}
              placeholder="0"
            />
          </Field>
          <Field
            label="사유"
            htmlFor={reasonId}
            error={errors.reason}
            required
            hint="회원 거래 내역에 메모로 남습니다."
          >
            <input
              id={reasonId}
              value={reason}
              maxLength={200}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={!!errors.reason}
              className={inputClass()}
              placeholder="예: 이벤트 적립, 오입금 정정"
            />
          </Field>
          <Button type="submit" variant="primary">
            조정하기
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        title="충전금 조정"
        confirmLabel={type === 4 ? '지급' : '차감'}
        tone={type === 5 ? 'danger' : 'primary'}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await adjust.mutateAsync({
              id: member.id,
              transaction_type: type,
              amount: value,
              reason: reason.trim(),
            });
          } catch (e) {
            if (e instanceof ApiError && e.errors) {
              setErrors({ amount: e.fieldError('amount'), reason: e.fieldError('reason') });
            }
            throw e;
          }
          toast('충전금이 조정되었습니다.');
          setAmount('');
          setReason('');
        }}
      >
        <p>
          {member.company?.name ?? member.username} 회원의 충전금을{' '}
          <strong className="text-gray-900">
            {formatWon(value)} {type === 4 ? '지급' : '차감'}
          </strong>
          합니다.
        </p>
        <p className="mt-2 rounded-lg bg-gray-50 px-3 py-2 text-sm tabular-nums">
          {formatWon(balance)} →{' '}
          <strong className="text-gray-900">
            {formatWon(type === 4 ? balance + value : balance - value)}
          </strong>
          <span className="block text-gray-500">사유: {reason.trim()}</span>
        </p>
      </ConfirmDialog>
    </Card>
  );
}

function Transactions({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const query = useAdminPage<WalletTx>(`/api/admin/members/${memberId}/transactions`, {
    page,
    page_size: 10,
  });
  const columns: Column<WalletTx>[] = [
    {
      key: 'at',
      header: '일시',
      cell: (t) => <span className="whitespace-nowrap">{formatDateTime(t.created_at)}</span>,
    },
    {
      key: 'type',
      header: '구분',
      cell: (t) => (
        <Badge tone={t.transaction_type === 2 || t.transaction_type === 5 ? 'gray' : 'blue'}>
          {t.transaction_type_display}
        </Badge>
      ),
    },
    {
      key: 'amount',
      header: '금액',
      numeric: true,
      cell: (t) => {
        const n = parseWon(t.amount);
        return (
          <span className={n < 0 ? 'text-red-600' : 'text-brand-700'}>
            {n > 0 ? '+' : n < 0 ? '−' : ''}
            {formatWon(Math.abs(n))}
          </span>
        );
      },
    },
    { key: 'after', header: '잔액', numeric: true, cell: (t) => formatWon(t.balance_after) },
    {
      key: 'memo',
      header: '내용',
      cell: (t) => (
        <span className="text-[13px] text-gray-600">
          {t.memo || (t.order_id ? `주문 #${t.order_id}` : t.recharge_id ? `충전 #${t.recharge_id}` : '-')}
          {t.staff && <span className="block text-[12px] text-gray-400">처리: {t.staff}</span>}
        </span>
      ),
    },
  ];
  return (
    <Card title="충전금 거래 내역">
      <DataTable
        caption="충전금 거래 내역"
        query={query}
        columns={columns}
        rowKey={(t) => t.id}
        empty="거래 내역이 없습니다."
      />
      {query.data && <Pagination page={page} count={query.data.count} pageSize={10} onChange={setPage} />}
    </Card>
  );
}
