import { formatWon } from '@bizgift/domain/money';
import { Link } from 'react-router';
import { type MemberRow, type MemberStatus, useAdminPage } from '../../../../api/admin.ts';
import { Badge } from '../../../../components/ui/Badge.tsx';
import { type Column, DataTable } from '../../../../components/ui/DataTable.tsx';
import { Select } from '../../../../components/ui/Field.tsx';
import { PageHeader } from '../../../../components/ui/PageHeader.tsx';
import { SearchForm, Toolbar } from '../../../../components/ui/SearchPanel.tsx';
import { useListParams } from '../../../../components/ui/useListParams.ts';
import { formatBusinessNumber, formatDate, formatPhone } from '../../../../lib/format.ts';

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
