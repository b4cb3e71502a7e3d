import { MESSAGE_LIMITS, smsBytes } from '@bizgift/domain/recipients';
import { NAME_PLACEHOLDER } from '@bizgift/domain/send-message';
import { useEffect, useId, useState } from 'react';
import {
  type MessageTemplate,
  useDeleteTemplate,
  useMessageTemplates,
  useSaveTemplate,
} from '../../api/contacts.ts';
import { ApiError, errorMessage } from '../../api/http.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { EmptyState, ErrorState } from '../../components/ui/EmptyState.tsx';
import { Field, inputClass } from '../../components/ui/Field.tsx';
import { FormDialog } from '../../components/ui/FormDialog.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { roleReason, useCompany } from '../../lib/useCompany.ts';

/** 마이페이지 › 메시지 템플릿: saved titles and bodies, picked on the send screen. */
export function TemplatesPage() {
  const { can } = useCompany();
  const editor = can('templates');
  const list = useMessageTemplates();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<MessageTemplate | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<MessageTemplate | null>(null);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
      <PageHeader
        title="메시지 템플릿"
        crumb={{ to: '/mypage', label: '마이페이지' }}
        description={`자주 쓰는 메시지를 저장해 두고 보내기 화면에서 불러옵니다. ${NAME_PLACEHOLDER}은 받는 분의 이름으로 바뀝니다.`}
        actions={
          editor && (
            <Button variant="primary" onClick={() => setEditing(null)}>
              템플릿 추가
            </Button>
          )
        }
      />
      {!editor && (
        <Notice tone="info" className="mb-4">
          {roleReason('templates')}
        </Notice>
      )}
      {list.isPending ? (
        <LoadingState label="템플릿을 불러오는 중..." />
      ) : list.isError ? (
        <ErrorState
          message={errorMessage(list.error, '템플릿을 불러오지 못했습니다.')}
          onRetry={() => list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <EmptyState message="저장한 템플릿이 없습니다." />
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.map((t) => (
            <li key={t.id} className="rounded-xl border border-gray-200 bg-white p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h2 className="font-semibold text-gray-900">{t.name}</h2>
                  {t.title && <p className="text-[13px] text-gray-600">제목: {t.title}</p>}
                </div>
                {editor && (
                  <div className="flex gap-1.5">
                    <Button size="sm" onClick={() => setEditing(t)} aria-label={`${t.name} 수정`}>
                      수정
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setDeleting(t)}
                      aria-label={`${t.name} 삭제`}
                    >
                      삭제
                    </Button>
                  </div>
                )}
              </div>
              <p className="mt-2 whitespace-pre-wrap text-sm text-gray-800">{t.body}</p>
            </li>
          ))}
        </ul>
      )}
      <TemplateDialog
        open={editing !== undefined}
        template={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="템플릿 삭제"
        confirmLabel="삭제"
        tone="danger"
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
      >
        <p className="mt-2 text-sm text-gray-700">
          <strong>{deleting?.name}</strong> 템플릿을 삭제합니다.
        </p>
      </ConfirmDialog>
    </div>
  );
}

function TemplateDialog({
  open,
  template,
  onClose,
}: {
  open: boolean;
  template: MessageTemplate | null;
  onClose: () => void;
}) {
  const id = useId();
  const save = useSaveTemplate();
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setName(template?.name ?? '');
    setTitle(template?.title ?? '');
    setBody(template?.body ?? '');
    setErrors(undefined);
    setError(null);
  }, [open, template]);

  const submit = async () => {
    setErrors(undefined);
    setError(null);
    try {
      await save.mutateAsync({ id: template?.id, input: { name, title, body } });
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.errors) setErrors(e.errors);
      else setError(errorMessage(e, '저장하지 못했습니다.'));
    }
  };

  return (
    <FormDialog
      open={open}
      size="lg"
      title={template ? '템플릿 수정' : '템플릿 추가'}
      busy={save.isPending}
      submitLabel="저장"
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="mt-3 flex flex-col gap-4">
        <Field label="템플릿 이름" htmlFor={`${id}-name`} required error={errors?.name?.[0]}>
          <input
            id={`${id}-name`}
            className={inputClass()}
            maxLength={50}
            value={name}
            onChange={(e) => setName(e.target.value)}
            data-autofocus
          />
        </Field>
        <Field label="메시지 제목" htmlFor={`${id}-title`} error={errors?.title?.[0]}>
          <input
            id={`${id}-title`}
            className={inputClass()}
            maxLength={100}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </Field>
        <Field
          label="메시지 내용"
          htmlFor={`${id}-body`}
          required
          error={errors?.body?.[0]}
          hint={`${smsBytes(body).toLocaleString('ko-KR')} / ${MESSAGE_LIMITS.bodyDisplayBytes}바이트 · ${NAME_PLACEHOLDER}은 받는 분 이름`}
        >
          <textarea
            id={`${id}-body`}
            rows={6}
            className={inputClass()}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </Field>
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-[13px] font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
