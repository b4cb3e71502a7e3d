import { type FormEvent, useId, useState } from 'react';
import {
  type Contact,
  downloadContacts,
  useContacts,
  useContactTags,
  useDeleteContact,
} from '../../api/contacts.ts';
import { errorMessage } from '../../api/http.ts';
import { TagChips } from '../../components/TagChips.tsx';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { EmptyState, ErrorState } from '../../components/ui/EmptyState.tsx';
import { inputClass } from '../../components/ui/Field.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { roleReason, useCompany } from '../../lib/useCompany.ts';
import { ContactDialog } from './ContactDialog.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { occasionLabel } from './occasion.ts';

const PAGE_SIZE = 20;

/**
 * 마이페이지 › 주소록: the company's people with tags and anniversaries. Owner and
 * manager add, edit, import, export and delete; 발송 담당 and 조회 전용 see phones and e-mails masked.
 */
export function ContactsPage() {
  const searchId = useId();
  const { can } = useCompany();
  const editor = can('contacts');
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<string | undefined>();
  const list = useContacts(page, { search: search || undefined, tag }, PAGE_SIZE);
  const tags = useContactTags();
  const [editing, setEditing] = useState<Contact | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const remove = useDeleteContact();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 md:py-12">
      <PageHeader
        title="주소록"
        crumb={{ to: '/mypage', label: '마이페이지' }}
        description="자주 선물하는 임직원과 거래처를 태그와 기념일로 관리하고, 보내기 화면에서 바로 선택합니다."
        actions={
          editor && (
            <>
              <Button onClick={() => setImporting(true)}>가져오기</Button>
              <Button
                onClick={() =>
                  downloadContacts().catch((e) => setDownloadError(errorMessage(e, '내려받지 못했습니다.')))
                }
              >
                엑셀 내보내기
              </Button>
              <Button variant="primary" onClick={() => setEditing(null)}>
                연락처 추가
              </Button>
            </>
          )
        }
      />
      {!editor && (
        <Notice tone="info" className="mb-4">
          {roleReason('contacts')}
        </Notice>
      )}
      {downloadError && (
        <Notice tone="error" className="mb-4" onClose={() => setDownloadError(null)}>
          {downloadError}
        </Notice>
      )}
      <form onSubmit={submit} className="mb-3 flex gap-2">
        <label htmlFor={searchId} className="sr-only">
          이름, 휴대폰 번호, 이메일 검색
        </label>
        <input
          id={searchId}
          type="search"
          className={`${inputClass()} max-w-sm`}
          placeholder="이름, 휴대폰 번호, 이메일"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit">검색</Button>
      </form>
      <TagChips
        tags={tags.data ?? []}
        selected={tag}
        onSelect={(t) => {
          setTag(t);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <LoadingState label="주소록을 불러오는 중..." />
      ) : list.isError ? (
        <ErrorState
          message={errorMessage(list.error, '주소록을 불러오지 못했습니다.')}
          onRetry={() => list.refetch()}
        />
      ) : list.data.results.length === 0 ? (
        <EmptyState
          message={search || tag ? '조건에 맞는 연락처가 없습니다.' : '등록된 연락처가 없습니다.'}
          description={
            editor && !search && !tag ? '연락처를 추가하거나 엑셀 파일로 한 번에 가져오세요.' : undefined
          }
        />
      ) : (
        <>
          <p className="mb-2 text-[13px] text-gray-600">총 {list.data.count.toLocaleString('ko-KR')}명</p>
          <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
            {list.data.results.map((c) => (
              <ContactRow
                key={c.id}
                contact={c}
                editor={editor}
                onEdit={() => setEditing(c)}
                onDelete={() => setDeleting(c)}
              />
            ))}
          </ul>
          <div className="mt-4">
            <Pagination page={page} count={list.data.count} pageSize={PAGE_SIZE} onChange={setPage} />
          </div>
        </>
      )}
      <ContactDialog
        open={editing !== undefined}
        contact={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title="연락처 삭제"
        confirmLabel="삭제"
        tone="danger"
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
      >
        <p className="mt-2 text-sm text-gray-700">
          <strong>{deleting?.name}</strong>님의 연락처와 기념일을 삭제합니다. 삭제한 정보는 되살릴 수
          없습니다.
        </p>
      </ConfirmDialog>
    </div>
  );
}

function ContactRow({
  contact: c,
  editor,
  onEdit,
  onDelete,
}: {
  contact: Contact;
  editor: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-wrap items-start gap-x-6 gap-y-1.5 px-4 py-3">
      <div className="min-w-[8rem] flex-1">
        <p className="font-semibold text-gray-900">{c.name}</p>
        <p className="text-[13px] text-gray-600 tabular-nums">
          {[c.phone, c.email].filter(Boolean).join(' · ')}
        </p>
        {c.memo && <p className="mt-0.5 text-[12.5px] text-gray-500">{c.memo}</p>}
      </div>
      <div className="flex min-w-[10rem] flex-1 flex-col gap-1">
        {c.tags.length > 0 && (
          <p className="flex flex-wrap gap-1">
            {c.tags.map((t) => (
              <Badge key={t} tone="blue">
                {t}
              </Badge>
            ))}
          </p>
        )}
        {c.occasions.length > 0 && (
          <p className="text-[13px] text-gray-700">{c.occasions.map(occasionLabel).join(' · ')}</p>
        )}
      </div>
      {editor && (
        <div className="flex gap-1.5">
          <Button size="sm" onClick={onEdit} aria-label={`${c.name} 수정`}>
            수정
          </Button>
          <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`${c.name} 삭제`}>
            삭제
          </Button>
        </div>
      )}
    </li>
  );
}
