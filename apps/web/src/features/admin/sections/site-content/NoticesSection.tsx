import { NOTICE_TYPE } from '@bizgift/domain/codes';
import { NOTICE_MESSAGES, SUPPORT_LIMITS } from '@bizgift/domain/support-messages';
import { useId, useState } from 'react';
import { type AdminNotice, api, useAdminMutation, useAdminPage } from '../../../../api/admin.ts';
import { ApiError, errorMessage } from '../../../../api/http.ts';
import { Badge } from '../../../../components/ui/Badge.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { type Column, DataTable } from '../../../../components/ui/DataTable.tsx';
import { Field, inputClass, Select } from '../../../../components/ui/Field.tsx';
import { FormDialog } from '../../../../components/ui/FormDialog.tsx';
import { PageHeader } from '../../../../components/ui/PageHeader.tsx';
import { SearchForm, Toolbar } from '../../../../components/ui/SearchPanel.tsx';
import { useToast } from '../../../../components/ui/Toast.tsx';
import { useListParams } from '../../../../components/ui/useListParams.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { clearErrors, DeleteDialog, EditDeleteButtons } from '../formParts.tsx';

const PAGE_SIZE = 20;

export function NoticesSection() {
  const { page, values, update } = useListParams(['type', 'q'] as const);
  const query = useAdminPage<AdminNotice>('/api/admin/notices', {
    page,
    page_size: PAGE_SIZE,
    notice_type: values.type || undefined,
    search: values.q || undefined,
  });
  const [editing, setEditing] = useState<AdminNotice | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminNotice | null>(null);

  const columns: Column<AdminNotice>[] = [
    {
      key: 'type',
      header: '유형',
      cell: (n) => (
        <span className="flex flex-wrap gap-1">
          <Badge tone={n.notice_type === NOTICE_TYPE.EVENT ? 'amber' : 'gray'}>{n.notice_type_display}</Badge>
          {n.is_pinned && <Badge tone="blue">고정</Badge>}
        </span>
      ),
    },
    {
      key: 'title',
      header: '제목',
      className: 'w-1/2',
      cell: (n) => (
        <button
          type="button"
          onClick={() => setEditing(n)}
          className="text-left font-medium text-gray-900 hover:underline"
        >
          {n.title}
        </button>
      ),
    },
    { key: 'views', header: '조회', numeric: true, cell: (n) => n.views.toLocaleString('ko-KR') },
    {
      key: 'at',
      header: '등록일시',
      cell: (n) => <span className="whitespace-nowrap">{formatDateTime(n.created_at)}</span>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">관리</span>,
      cell: (n) => (
        <span className="flex justify-end gap-1.5">
          <EditDeleteButtons onEdit={() => setEditing(n)} onDelete={() => setDeleting(n)} />
        </span>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        console
        documentTitle="공지사항 - 관리자"
        title="공지사항"
        description="고객센터 공지사항입니다. 고정한 공지는 목록 맨 위에 보입니다."
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            공지 작성
          </Button>
        }
      />
      <Toolbar>
        <SearchForm
          value={values.q}
          onSearch={(q) => update({ q })}
          placeholder="제목 또는 내용"
          label="공지 검색"
        />
        <Select
          label="유형"
          value={values.type}
          onChange={(v) => update({ type: v })}
          options={[
            { value: '', label: '전체' },
            { value: '1', label: '일반' },
            { value: '2', label: '이벤트' },
          ]}
        />
      </Toolbar>
      <DataTable
        caption="공지사항 목록"
        query={query}
        columns={columns}
        rowKey={(n) => n.id}
        empty="공지사항이 없습니다."
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => update({ page: p })}
      />
      {editing && <NoticeForm notice={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <DeleteDialog
        target={deleting}
        title="공지 삭제"
        done="공지사항이 삭제되었습니다."
        remove={api.deleteNotice}
        onClose={() => setDeleting(null)}
      >
        ‘{deleting?.title}’ 공지를 삭제합니다. 회원 화면에서도 바로 사라지며 되돌릴 수 없습니다.
      </DeleteDialog>
    </>
  );
}

function NoticeForm({ notice, onClose }: { notice: AdminNotice | null; onClose: () => void }) {
  const [type, setType] = useState(notice?.notice_type ?? 1);
  const [title, setTitle] = useState(notice?.title ?? '');
  const [content, setContent] = useState(notice?.content ?? '');
  const [pinned, setPinned] = useState(notice?.is_pinned ?? false);
  const [errors, setErrors] = useState<{ title?: string; content?: string; form?: string }>({});
  const create = useAdminMutation(api.createNotice);
  const updateNotice = useAdminMutation(api.updateNotice);
  const toast = useToast();
  const ids = { type: useId(), title: useId(), content: useId(), pinned: useId() };
  const busy = create.isPending || updateNotice.isPending;

  const submit = async () => {
    const next: typeof errors = {};
    if (!title.trim()) next.title = NOTICE_MESSAGES.titleRequired;
    if (!content.trim()) next.content = NOTICE_MESSAGES.contentRequired;
    setErrors(next);
    if (next.title || next.content) return;
    const body = { notice_type: type, title: title.trim(), content: content.trim(), is_pinned: pinned };
    try {
      if (notice) await updateNotice.mutateAsync({ id: notice.id, ...body });
      else await create.mutateAsync(body);
      toast(notice ? '공지사항이 수정되었습니다.' : '공지사항이 등록되었습니다.');
      onClose();
    } catch (e) {
      setErrors({
        title: e instanceof ApiError ? e.fieldError('title') : undefined,
        content: e instanceof ApiError ? e.fieldError('content') : undefined,
        form: errorMessage(e),
      });
    }
  };

  return (
    <FormDialog
      open
      size="lg"
      title={notice ? '공지 수정' : '공지 작성'}
      busy={busy}
      submitLabel={notice ? '저장' : '등록'}
      onSubmit={submit}
      onClose={onClose}
      formClassName="mt-2 flex flex-col gap-4"
    >
      <div className="flex flex-wrap items-end gap-4">
        <Field label="유형" htmlFor={ids.type}>
          <select
            id={ids.type}
            value={type}
            onChange={(e) => setType(Number(e.target.value))}
            className={`${inputClass()} w-36`}
          >
            <option value={1}>일반</option>
            <option value={2}>이벤트</option>
          </select>
        </Field>
        <label
          htmlFor={ids.pinned}
          className="flex h-10 items-center gap-2 text-sm font-medium text-gray-700"
        >
          <input
            id={ids.pinned}
            type="checkbox"
            checked={pinned}
            onChange={(e) => setPinned(e.target.checked)}
            className="size-4 accent-brand-600"
          />
          목록 맨 위에 고정
        </label>
      </div>
      <Field label="제목" htmlFor={ids.title} error={errors.title} required>
        <input
          id={ids.title}
          value={title}
          maxLength={SUPPORT_LIMITS.noticeTitleMax}
          onChange={(e) => {
            setTitle(e.target.value);
            setErrors(clearErrors('title'));
          }}
          aria-invalid={!!errors.title}
          className={inputClass()}
        />
      </Field>
      <Field label="내용" htmlFor={ids.content} error={errors.content} required>
        <textarea
          id={ids.content}
          rows={10}
          value={content}
          maxLength={SUPPORT_LIMITS.noticeContentMax}
          onChange={(e) => {
            setContent(e.target.value);
            setErrors(clearErrors('content'));
          }}
          aria-invalid={!!errors.content}
          className={inputClass()}
        />
      </Field>
      {errors.form && !errors.title && !errors.content && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-[13px] text-red-700">
          {errors.form}
        </p>
      )}
    </FormDialog>
  );
}
