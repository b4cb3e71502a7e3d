import { errorMessage } from '../../api/http.ts';
import { useResendWebhook, useWebhookAttempts, type WebhookAttempt } from '../../api/webhooks.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { QueryResult } from '../../components/ui/QueryResult.tsx';
import { formatDateTime } from '../../lib/format.ts';

const MESSAGE_STATUS: Record<
  WebhookAttempt['message_status'],
  { label: string; tone: 'blue' | 'green' | 'red' }
> = {
  pending: { label: '재시도 예정', tone: 'blue' },
  delivered: { label: '전달됨', tone: 'green' },
  failed: { label: '최종 실패', tone: 'red' },
};

/** 전송 기록: the endpoint's last 50 attempts, newest first; a finally failed message can go again. */
export function WebhookAttempts({ endpointId }: { endpointId: number }) {
  const query = useWebhookAttempts(endpointId);
  const resend = useResendWebhook();
  return (
    <div className="mt-4 border-t border-gray-100 pt-4">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-gray-800">전송 기록</h4>
        <Button size="sm" variant="ghost" onClick={() => void query.refetch()} busy={query.isFetching}>
          새로고침
        </Button>
      </div>
      {resend.isError && (
        <Notice tone="error" className="mb-2">
          {errorMessage(resend.error)}
        </Notice>
      )}
      <QueryResult
        query={query}
        loading="전송 기록을 불러오는 중입니다."
        failed="전송 기록을 불러오지 못했습니다."
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState message="아직 보낸 이벤트가 없습니다. 테스트 전송으로 확인해보세요." />}
      >
        {(rows) => (
          <ul className="divide-y divide-gray-100 text-sm">
            {rows.map((a) => {
              const status = MESSAGE_STATUS[a.message_status];
              return (
                <li key={a.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                  <span className="tabular-nums text-gray-500">{formatDateTime(a.created_at)}</span>
                  <code className="text-gray-900">{a.type}</code>
                  <span className="tabular-nums text-gray-700">
                    {a.response_status === null ? '응답 없음' : `HTTP ${a.response_status}`} · {a.duration_ms}
                    ms
                  </span>
                  <Badge tone={status.tone}>{status.label}</Badge>
                  {a.response_excerpt && (
                    <span
                      className="min-w-0 basis-full truncate text-xs text-gray-500"
                      title={a.response_excerpt}
                    >
                      {a.response_excerpt}
                    </span>
                  )}
                  {a.message_status === 'failed' && (
                    <Button
                      size="sm"
                      className="ml-auto"
                      busy={resend.isPending && resend.variables?.attemptId === a.id}
                      onClick={() =>
                        resend.mutate(
                          { id: endpointId, attemptId: a.id },
                          { onSuccess: () => void query.refetch() },
                        )
                      }
                    >
                      다시 보내기<span className="sr-only"> ({a.event_id})</span>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryResult>
    </div>
  );
}
