import { useId, useState } from 'react';
import { api, type Term, type useAdminGet, useAdminMutation } from '../../../../api/admin.ts';
import { errorMessage } from '../../../../api/http.ts';
import { Badge } from '../../../../components/ui/Badge.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { Card } from '../../../../components/ui/Card.tsx';
import { ErrorState } from '../../../../components/ui/EmptyState.tsx';
import { Field, inputClass } from '../../../../components/ui/Field.tsx';
import { LoadingState } from '../../../../components/ui/LoadingState.tsx';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { useToast } from '../../../../components/ui/Toast.tsx';
import { formatDateTime } from '../../../../lib/format.ts';

const KIND_LABEL: Record<string, string> = {
  service: '서비스 이용약관',
  privacy_collection: '개인정보 수집·이용',
  privacy_policy: '개인정보 처리방침',
  event_sms: '이벤트 SMS 수신',
  event_email: '이벤트 이메일 수신',
};

/** The terms in force (and, on request, earlier versions); a new version replaces the one in force. */
export function TermsCard({ query }: { query: ReturnType<typeof useAdminGet<Term[]>> }) {
  const [editing, setEditing] = useState<Term | null>(null);
  const [showOld, setShowOld] = useState(false);
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, '약관을 불러오지 못했습니다.')}
        onRetry={() => query.refetch()}
      />
    );
  const visible = (showOld ? query.data : query.data.filter((t) => t.is_active))
    .slice()
    .sort(
      (a, b) =>
        Number(b.is_required) - Number(a.is_required) ||
        a.kind.localeCompare(b.kind) ||
        b.version - a.version,
    );
  return (
    <Card
      title="약관"
      actions={
        <label className="flex items-center gap-2 text-[13px] text-gray-600">
          <input
            type="checkbox"
            checked={showOld}
            onChange={(e) => setShowOld(e.target.checked)}
            className="accent-brand-600"
          />
          이전 버전도 보기
        </label>
      }
    >
      <p className="mb-3 text-[13px] text-gray-500">
        새 버전을 만들면 그 버전이 적용 중인 약관이 되어 새로 가입하는 회원이 동의합니다. 이전 버전에 동의한
        기록은 그대로 남습니다.
      </p>
      <ul className="divide-y divide-gray-100">
        {visible.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-gray-900">
                {t.title}
                <Badge tone={t.is_required ? 'red' : 'gray'}>{t.is_required ? '필수' : '선택'}</Badge>
                <Badge tone={t.is_active ? 'green' : 'gray'}>
                  v{t.version} {t.is_active ? '적용 중' : '이전 버전'}
                </Badge>
              </p>
              <p className="mt-0.5 text-[12.5px] text-gray-500">
                {KIND_LABEL[t.kind] ?? t.kind} · {formatDateTime(t.created_at)}
              </p>
            </div>
            {t.is_active && (
              <Button size="sm" onClick={() => setEditing(t)}>
                새 버전 만들기
              </Button>
            )}
          </li>
        ))}
      </ul>
      {editing && <TermVersionForm term={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

function TermVersionForm({ term, onClose }: { term: Term; onClose: () => void }) {
  const [title, setTitle] = useState(term.title);
  const [content, setContent] = useState(term.content);
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useAdminMutation(api.newTermVersion);
  const toast = useToast();
  const titleId = useId();
  const contentId = useId();
  return (
    <Modal
      open
      size="lg"
      title={`${term.title} 새 버전 (v${term.version + 1})`}
      onClose={save.isPending ? () => undefined : onClose}
      footer={
        <>
          <Button onClick={onClose} disabled={save.isPending}>
            취소
          </Button>
          <Button
            variant="primary"
            busy={save.isPending}
            disabled={!confirm || !title.trim() || !content.trim()}
            onClick={async () => {
              try {
                await save.mutateAsync({ id: term.id, title: title.trim(), content: content.trim() });
                toast('새 약관 버전이 적용되었습니다.');
                onClose();
              } catch (e) {
                setError(errorMessage(e));
              }
            }}
          >
            새 버전 적용
          </Button>
        </>
      }
    >
      <div className="mt-2 flex flex-col gap-3">
        <Field label="약관 제목" htmlFor={titleId} required>
          <input
            id={titleId}
            value={title}
            maxLength={100}
            onChange={(e) => setTitle(e.target.value)}
            className={inputClass()}
          />
        </Field>
        <Field label="약관 내용" htmlFor={contentId} required>
          <textarea
            id={contentId}
            rows={12}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            className={`${inputClass()} font-mono text-[13px]`}
          />
        </Field>
        <label className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-[13px] text-amber-800">
          <input
            type="checkbox"
            checked={confirm}
            onChange={(e) => setConfirm(e.target.checked)}
            className="mt-0.5 accent-amber-600"
          />
          저장하면 바로 적용되며, 이후 가입하는 회원은 이 버전에 동의합니다. 확인했습니다.
        </label>
        {error && (
          <p role="alert" className="text-[13px] text-red-600">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
