import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, type AuditActionName } from '@bizgift/domain/audit';
import { type AuditRow, useAdminPage } from '../../../../api/admin.ts';
import { Badge } from '../../../../components/ui/Badge.tsx';
import { type Column, DataTable } from '../../../../components/ui/DataTable.tsx';
import { Select } from '../../../../components/ui/Field.tsx';
import { PageHeader } from '../../../../components/ui/PageHeader.tsx';
import { Toolbar } from '../../../../components/ui/SearchPanel.tsx';
import { useListParams } from '../../../../components/ui/useListParams.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { describeChanges } from './auditChanges.ts';

const PAGE_SIZE = 30;

const SHOWN = 6;

/** The entry's changes, one field a line (before → after); a long record shows its first fields. */
function Changes({ row }: { row: AuditRow }) {
  const changes = describeChanges(row.before, row.after, row.target_type);
  if (!changes.length) return <span className="text-gray-500">-</span>;
  const rest = changes.length - SHOWN;
  return (
    <dl className="max-w-md space-y-0.5 text-[13px] leading-snug" data-testid="audit-changes">
      {changes.slice(0, SHOWN).map((c) => (
        <div key={c.label} className="flex flex-wrap gap-x-1.5">
          <dt className="font-medium text-gray-600">{c.label}</dt>
          <dd className="break-keep text-gray-900">
            {c.before !== undefined && c.after !== undefined ? (
              <>
                <span className="text-gray-600">{c.before}</span>
                <span aria-hidden="true" className="px-1 text-gray-500">
                  →
                </span>
                <span className="sr-only">에서 </span>
                {c.after}
              </>
            ) : (
              (c.after ?? <span className="text-gray-600 line-through">{c.before}</span>)
            )}
          </dd>
        </div>
      ))}
      {rest > 0 && <p className="text-gray-500">외 {rest}개 항목</p>}
    </dl>
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
          <Badge tone="blue">{AUDIT_ACTION_LABELS[a.action as AuditActionName] ?? a.action}</Badge>
        </span>
      ),
    },
    {
      key: 'target',
      header: '대상',
      cell: (a) => (
        <span className="whitespace-nowrap text-[13px]">
          {AUDIT_TARGET_LABELS[a.target_type] ?? a.target_type}
          {a.target_id && <span className="text-gray-500"> #{a.target_id}</span>}
        </span>
      ),
    },
    { key: 'changes', header: '변경 내용 (전 → 후)', cell: (a) => <Changes row={a} /> },
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
            ...Object.entries(AUDIT_TARGET_LABELS).map(([value, label]) => ({ value, label })),
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
