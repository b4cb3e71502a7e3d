import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, WEBHOOK_TEXTS } from '@bizgift/domain/webhooks';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../api/http.ts';
import { useCreateWebhook, useUpdateWebhook, type WebhookEndpoint } from '../../api/webhooks.ts';
import { Field, TextInput } from '../../components/ui/Field.tsx';
import { FormDialog } from '../../components/ui/FormDialog.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { ShownOnceDialog } from './ShownOnceDialog.tsx';

/** 웹훅 추가 / 수정: the URL and the events; a new endpoint's signing secret is shown once after. */
export function WebhookFormDialog({
  open,
  editing,
  onClose,
  onCreated,
}: {
  open: boolean;
  editing: WebhookEndpoint | null;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const busy = create.isPending || update.isPending;
  useEffect(() => {
    if (!open) return;
    setUrl(editing?.url ?? '');
    setEvents(editing?.events ?? []);
    setError(null);
  }, [open, editing]);

  const submit = async () => {
    if (!url.trim()) return setError(WEBHOOK_TEXTS.urlInvalid);
    if (events.length === 0) return setError(WEBHOOK_TEXTS.eventsRequired);
    setError(null);
    try {
      const body = { url: url.trim(), events: events as (typeof WEBHOOK_EVENTS)[number][] };
      if (editing) {
        await update.mutateAsync({ id: editing.id, ...body });
        onClose();
      } else {
        const created = await create.mutateAsync(body);
        onClose();
        onCreated(created.secret);
      }
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <FormDialog
      open={open}
      title={editing ? '웹훅 수정' : '웹훅 추가'}
      size="lg"
      busy={busy}
      submitLabel={editing ? '저장' : '추가'}
      onSubmit={submit}
      onClose={onClose}
      formClassName="flex flex-col gap-4"
    >
      <Field
        label="받을 주소 (URL)"
        htmlFor={`${id}-url`}
        required
        hint="운영 환경에서는 https:// 주소만 받습니다."
      >
        <TextInput
          id={`${id}-url`}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/bizgift/webhooks"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          data-autofocus
        />
      </Field>
      <fieldset>
        <legend className="text-sm font-semibold text-gray-800">받을 이벤트</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-start gap-2 text-sm text-gray-700">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-brand-600"
                checked={events.includes(event)}
                onChange={(e) =>
                  setEvents((now) => (e.target.checked ? [...now, event] : now.filter((x) => x !== event)))
                }
              />
              <span>
                {WEBHOOK_EVENT_LABELS[event]} <code className="text-xs text-gray-500">{event}</code>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error && <Notice tone="error">{error}</Notice>}
    </FormDialog>
  );
}

/** The signing secret of a new endpoint: shown this once, with a copy button. */
export function WebhookSecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <ShownOnceDialog
      open={secret !== null}
      title="서명 키 (한 번만 표시)"
      value={secret ?? ''}
      what="서명 키"
      warning={[
        '이 창을 닫으면 서명 키를 다시 볼 수 없습니다.',
        '지금 복사해 안전한 곳에 보관하세요. 잃어버렸다면 웹훅을 삭제하고 다시 추가하세요.',
      ]}
      confirmLabel="확인했습니다"
      testId="webhook-secret"
      onClose={onClose}
    >
      <p>웹훅 요청의 서명을 확인할 때 쓰는 키입니다.</p>
    </ShownOnceDialog>
  );
}
