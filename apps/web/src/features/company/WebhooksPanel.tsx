import { WEBHOOK_EVENT_LABELS } from '@bizgift/domain/webhooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/http.ts';
import {
  useDeleteWebhook,
  useSendTestWebhook,
  useUpdateWebhook,
  useWebhooks,
  type WebhookEndpoint,
} from '../../api/webhooks.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { QueryResult } from '../../components/ui/QueryResult.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { WebhookAttempts } from './WebhookAttempts.tsx';
import { WebhookFormDialog, WebhookSecretDialog } from './WebhookDialogs.tsx';

/**
 * 웹훅, the owner's: where the company's events are sent, signed per Standard
 * Webhooks; add, edit, switch on again, delete, a test event and each endpoint's attempts.
 */
export function WebhooksPanel() {
  const query = useWebhooks();
  const [form, setForm] = useState<{ editing: WebhookEndpoint | null } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <section aria-labelledby="webhooks-title">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="webhooks-title" className="text-lg font-bold text-gray-900">
            웹훅
          </h2>
          <p className="mt-1 text-sm text-gray-600">
            주문·발송·상품권·충전금 이벤트를 회사 서버로 보내드립니다. 서명 확인 방법은{' '}
            <Link to="/developers#webhooks" className="font-medium text-brand-700 underline">
              개발자 센터
            </Link>
            에 있습니다.
          </p>
        </div>
        <Button variant="primary" onClick={() => setForm({ editing: null })}>
          웹훅 추가
        </Button>
      </div>
      <QueryResult
        query={query}
        loading="웹훅을 불러오는 중입니다."
        failed="웹훅을 불러오지 못했습니다."
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState
            message="등록한 웹훅이 없습니다."
            description="웹훅 추가로 이벤트를 받을 회사 서버의 주소를 등록하세요."
          />
        }
      >
        {(rows) => (
          <ul className="flex flex-col gap-4">
            {rows.map((endpoint) => (
              <EndpointCard
                key={endpoint.id}
                endpoint={endpoint}
                onEdit={() => setForm({ editing: endpoint })}
              />
            ))}
          </ul>
        )}
      </QueryResult>
      <WebhookFormDialog
        open={form !== null}
        editing={form?.editing ?? null}
        onClose={() => setForm(null)}
        onCreated={setSecret}
      />
      <WebhookSecretDialog secret={secret} onClose={() => setSecret(null)} />
    </section>
  );
}

function EndpointCard({ endpoint, onEdit }: { endpoint: WebhookEndpoint; onEdit: () => void }) {
  const [showAttempts, setShowAttempts] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const test = useSendTestWebhook();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const attemptsId = `webhook-${endpoint.id}-attempts`;
  return (
    <li className="rounded-2xl border border-gray-200 bg-white p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 break-all font-semibold text-gray-900">{endpoint.url}</h3>
        <Badge tone={endpoint.enabled ? 'green' : 'gray'}>{endpoint.enabled ? '사용 중' : '중지됨'}</Badge>
      </div>
      <p className="mt-1 text-xs text-gray-500">등록 {formatDateTime(endpoint.created_at)}</p>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="받는 이벤트">
        {endpoint.events.map((e) => (
          <li key={e}>
            <Badge tone="blue">{WEBHOOK_EVENT_LABELS[e as keyof typeof WEBHOOK_EVENT_LABELS] ?? e}</Badge>
          </li>
        ))}
      </ul>
      {endpoint.disabled_reason && (
        <Notice tone="error" className="mt-3">
          {endpoint.disabled_reason} 주소를 확인한 뒤 다시 켜주세요.
        </Notice>
      )}
      {!endpoint.disabled_reason && endpoint.failing_since && (
        <Notice tone="warning" className="mt-3">
          {formatDateTime(endpoint.failing_since)}부터 전송에 실패하고 있습니다. 전송 기록을 확인해주세요.
        </Notice>
      )}
      {test.isSuccess && (
        <Notice tone="success" className="mt-3">
          테스트 이벤트를 보냈습니다. 잠시 후 전송 기록에서 결과를 확인하세요.
        </Notice>
      )}
      {(test.isError || update.isError) && (
        <Notice tone="error" className="mt-3">
          {errorMessage(test.error ?? update.error)}
        </Notice>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" busy={test.isPending} onClick={() => test.mutate(endpoint.id)}>
          테스트 전송
        </Button>
        <Button
          size="sm"
          aria-expanded={showAttempts}
          aria-controls={attemptsId}
          onClick={() => setShowAttempts((v) => !v)}
        >
          {showAttempts ? '전송 기록 닫기' : '전송 기록'}
        </Button>
        <Button size="sm" onClick={onEdit}>
          수정
        </Button>
        <Button
          size="sm"
          busy={update.isPending}
          onClick={() => update.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}
        >
          {endpoint.enabled ? '사용 중지' : '다시 켜기'}
        </Button>
        <Button size="sm" variant="danger" onClick={() => setDeleting(true)}>
          삭제
        </Button>
      </div>
      <div id={attemptsId}>{showAttempts && <WebhookAttempts endpointId={endpoint.id} />}</div>
      <ConfirmDialog
        open={deleting}
        title="웹훅 삭제"
        confirmLabel="삭제"
        tone="danger"
        onClose={() => setDeleting(false)}
        onConfirm={() => remove.mutateAsync(endpoint.id)}
      >
        <p>
          <span className="break-all font-medium text-gray-900">{endpoint.url}</span> 주소로 더 이상 이벤트를
          보내지 않고, 전송 기록도 함께 지웁니다. 삭제할까요?
        </p>
      </ConfirmDialog>
    </li>
  );
}
