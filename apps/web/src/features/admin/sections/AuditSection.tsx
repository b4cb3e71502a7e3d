import { type AuditRow, useAdminPage } from '../../../api/admin.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { Select } from '../../../components/ui/Field.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { Toolbar } from '../../../components/ui/SearchPanel.tsx';
import { useListParams } from '../../../components/ui/useListParams.ts';
import { formatDateTime } from '../../../lib/format.ts';

const PAGE_SIZE = 30;

const TARGETS: Record<string, string> = {
  member: '회원',
  recharge: '충전',
  delivery: '발송',
  inquiry: '문의',
  notice: '공지',
  settings: '설정',
  terms: '약관',
  staff: '운영자',
  goods: '상품',
  brand: '브랜드',
  category: '카테고리',
  banner: '배너',
  upload: '이미지',
  supplier: '공급사',
  sender_number: '발신번호',
};

const ACTIONS: Record<string, string> = {
  'wallet.add': '충전금 지급',
  'wallet.subtract': '충전금 차감',
  'member.suspend': '이용 정지',
  'member.reactivate': '이용 재개',
  'recharge.approve': '충전 승인',
  'recharge.reject': '충전 반려',
  'delivery.retry': '재발송',
  'delivery.retry_failed': '재발송 실패',
  'delivery.refund': '환불',
  'inquiry.answer': '문의 답변',
  'inquiry.answer_update': '답변 수정',
  'notice.create': '공지 등록',
  'notice.update': '공지 수정',
  'notice.delete': '공지 삭제',
  'settings.footer': '하단 정보 변경',
  'settings.deposit_accounts': '입금 계좌 변경',
  'terms.new_version': '약관 새 버전',
  'staff.create': '운영자 추가',
  'staff.deactivate': '운영자 비활성화',
  'staff.reactivate': '운영자 활성화',
  'staff.role': '운영자 권한 변경',
  'goods.create': '상품 등록',
  'goods.update': '상품 수정',
  'goods.on_sale': '판매 재개',
  'goods.off_sale': '판매 중지',
  'brand.create': '브랜드 등록',
  'brand.update': '브랜드 수정',
  'brand.delete': '브랜드 삭제',
  'category.create': '카테고리 등록',
  'category.update': '카테고리 수정',
  'category.delete': '카테고리 삭제',
  'banner.create': '배너 등록',
  'banner.update': '배너 수정',
  'banner.delete': '배너 삭제',
  'upload.create': '이미지 업로드',
  'supplier.sync': '공급사 상품 동기화',
  'settings.supplier_margin': '마진 규칙 변경',
  'message.reveal': '발신 메시지 원문 열람',
  'sender_number.create': '발신번호 등록',
  'sender_number.approve': '발신번호 승인',
  'sender_number.reject': '발신번호 반려',
  'sender_number.disable': '발신번호 사용 중지',
  'sender_number.enable': '발신번호 사용 재개',
};

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-gray-500">-</span>;
  const text = JSON.stringify(value, null, 1);
  return (
    <pre className="max-h-40 max-w-72 overflow-auto whitespace-pre-wrap break-all rounded-md bg-gray-50 px-2 py-1.5 font-mono text-[11.5px] leading-snug text-gray-700">
      {text.length > 2000 ? `${text.slice(0, 2000)}…` : text}
    </pre>
  );
}

/** Every staff mutation, newest first: who, what, on which record, before and after. */
export function AuditSection() {
  const { page, values, update } = useListParams(['target'] as const);
  const query = useAdminPage<AuditRow>('/api/admin/audit-logs', {
    page,
    page_size: PAGE_SIZE,
    target_type: values.target || undefined,
  });
  const columns: Column<AuditRow>[] = [
    {
      key: 'at',
      header: '일시',
      cell: (a) => <span className="whitespace-nowrap">{formatDateTime(a.created_at)}</span>,
    },
    { key: 'staff', header: '운영자', cell: (a) => <span className="font-medium">{a.staff}</span> },
    {
      key: 'action',
      header: '작업',
      cell: (a) => (
        <span className="whitespace-nowrap">
          <Badge tone="blue">{ACTIONS[a.action] ?? a.action}</Badge>
        </span>
      ),
    },
    {
      key: 'target',
      header: '대상',
      cell: (a) => (
        <span className="whitespace-nowrap text-[13px]">
          {TARGETS[a.target_type] ?? a.target_type}
          {a.target_id && <span className="text-gray-500"> #{a.target_id}</span>}
        </span>
      ),
    },
    { key: 'before', header: '변경 전', cell: (a) => <Json value={a.before} /> },
    { key: 'after', header: '변경 후', cell: (a) => <Json value={a.after} /> },
  ];
  return (
    <>
      <PageHeader
        console
        documentTitle="감사 로그 - 관리자"
        title="감사 로그"
        description="운영자가 데이터를 바꾼 모든 기록입니다. 기록은 수정하거나 지울 수 없습니다."
      />
      <Toolbar>
        <Select
          label="대상"
          value={values.target}
          onChange={(v) => update({ target: v })}
          options={[
            { value: '', label: '전체' },
            ...Object.entries(TARGETS).map(([value, label]) => ({ value, label })),
          ]}
        />
      </Toolbar>
      <DataTable
        caption="감사 로그"
        query={query}
        columns={columns}
        rowKey={(a) => a.id}
        empty="기록이 없습니다."
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => update({ page: p })}
      />
    </>
  );
}
