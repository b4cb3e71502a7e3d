import { API_KEY_MODES, type ApiKeyMode, apiKeyCreateRequestSchema } from '@bizgift/domain/api-keys';
import { useEffect, useId, useState } from 'react';
import { type CreatedApiKey, useCreateApiKey } from '../../api/apiKeys.ts';
import { errorMessage } from '../../api/http.ts';
import { Field, TextInput } from '../../components/ui/Field.tsx';
import { FormDialog } from '../../components/ui/FormDialog.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { ShownOnceDialog } from './ShownOnceDialog.tsx';

/** How the two modes read on the screens (the developer page names them the same way). */
export const API_KEY_MODE_LABELS: Record<ApiKeyMode, string> = { live: '운영', test: '테스트' };

const MODE_HINTS: Record<ApiKeyMode, string> = {
  live: '실제 충전금으로 주문하고 상품권을 보냅니다.',
  test: '테스트 충전금과 샌드박스에서만 동작하며 문자·이메일은 실제로 나가지 않습니다.',
};

/** API 키 만들기: a name and the mode; the new key is shown once afterwards (ApiKeySecretDialog). */
export function ApiKeyFormDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (key: CreatedApiKey) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [mode, setMode] = useState<ApiKeyMode>('test');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateApiKey();
  const busy = create.isPending;
  useEffect(() => {
    if (!open) return;
    setName('');
    setMode('test');
    setError(null);
  }, [open]);

  const submit = async () => {
    const parsed = apiKeyCreateRequestSchema.safeParse({ name, mode });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    try {
      const created = await create.mutateAsync(parsed.data);
      onClose();
      onCreated(created);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <FormDialog
      open={open}
      title="API 키 만들기"
      size="md"
      busy={busy}
      submitLabel="만들기"
      onSubmit={submit}
      onClose={onClose}
      formClassName="flex flex-col gap-4"
    >
      <Field label="이름" htmlFor={`${id}-name`} required hint="어디에 쓰는 키인지 알아볼 이름 (50자 이하)">
        <TextInput
          id={`${id}-name`}
          autoComplete="off"
          maxLength={50}
          placeholder="예: 설문 응답 쿠폰 발송"
          value={name}
          onChange={(e) => setName(e.target.value)}
          data-autofocus
        />
      </Field>
      <fieldset>
        <legend className="text-sm font-semibold text-gray-800">모드</legend>
        <div className="mt-2 flex flex-col gap-2">
          {API_KEY_MODES.map((m) => (
            <label
              key={m}
              className="flex items-start gap-2.5 rounded-lg border border-gray-200 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={`${id}-mode`}
                value={m}
                className="mt-0.5 size-4 accent-brand-600"
                checked={mode === m}
                onChange={() => setMode(m)}
              />
              <span>
                <span className="font-semibold text-gray-900">
                  {API_KEY_MODE_LABELS[m]}{' '}
                  <code className="text-xs font-normal text-gray-700">bgk_{m}_…</code>
                </span>
                <span className="block text-[13px] text-gray-600">{MODE_HINTS[m]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error && <Notice tone="error">{error}</Notice>}
    </FormDialog>
  );
}

/** The new key: shown this once with a copy button; only its hash is kept, so it cannot be shown again. */
export function ApiKeySecretDialog({
  created,
  onClose,
}: {
  created: CreatedApiKey | null;
  onClose: () => void;
}) {
  return (
    <ShownOnceDialog
      open={created !== null}
      title="API 키 (한 번만 표시)"
      value={created?.key ?? ''}
      what="API 키"
      warning={[
        '이 창을 닫으면 키를 다시 볼 수 없습니다.',
        '지금 복사해 안전한 곳(서버의 환경 변수, 비밀 관리 도구)에 보관하세요. 잃어버렸다면 이 키를 폐기하고 새로 만드세요.',
      ]}
      confirmLabel="보관했습니다"
      testId="api-key-secret"
      onClose={onClose}
    >
      <p>
        <strong className="text-gray-900">{created?.name}</strong> (
        {created && API_KEY_MODE_LABELS[created.mode]}) 키를 만들었습니다. 요청의{' '}
        <code>Authorization: Bearer</code> 헤더에 넣어 쓰세요.
      </p>
    </ShownOnceDialog>
  );
}
