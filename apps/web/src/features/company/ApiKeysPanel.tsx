import { useState } from 'react';
import { Link } from 'react-router';
import { type ApiKey, type CreatedApiKey, useApiKeys, useRevokeApiKey } from '../../api/apiKeys.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { CardFacts, CardTable } from '../../components/ui/CardTable.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { QueryResult } from '../../components/ui/QueryResult.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { API_KEY_MODE_LABELS, ApiKeyFormDialog, ApiKeySecretDialog } from './ApiKeyDialogs.tsx';
import { TestWalletCard } from './TestWalletCard.tsx';

/**
 * API 키, the owner's: the company's keys with their first characters, mode, creation
 * and last use (never the secret); make one (its key shown once) and revoke one behind a confirmation.
 */
export function ApiKeysPanel() {
  const query = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useRevokeApiKey();
  return (
    <section aria-labelledby="api-keys-title">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="api-keys-title" className="text-lg font-bold text-gray-900">
            API 키
          </h2>
          <p className="mt-1 text-sm text-gray-600">
            회사 서버에서 주문하고 발송을 조회할 때 쓰는 키입니다. 사용 방법은{' '}
            <Link to="/developers#keys" className="font-medium text-brand-700 underline">
              개발자 센터
            </Link>
            에 있습니다.
          </p>
        </div>
        <Button
          variant="primary"
          onClick={() => {
            revoke.reset();
            setCreating(true);
          }}
        >
          API 키 만들기
        </Button>
      </div>
      <QueryResult
        query={query}
        loading="API 키를 불러오는 중입니다."
        failed="API 키를 불러오지 못했습니다."
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState
            message="만든 API 키가 없습니다."
            description="API 키 만들기로 테스트 키부터 만들어 연동을 시험해보세요."
          />
        }
      >
        {(rows) => (
          <>
            {revoke.isSuccess && (
              <Notice tone="success" className="mb-3">
                API 키를 폐기했습니다. 이 키로 보내는 요청은 바로 거절됩니다.
              </Notice>
            )}
            <KeyList keys={rows} onRevoke={setRevoking} />
          </>
        )}
      </QueryResult>
      <TestWalletCard />
      <ApiKeyFormDialog open={creating} onClose={() => setCreating(false)} onCreated={setCreated} />
      <ApiKeySecretDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title="API 키 폐기"
        confirmLabel="폐기"
        tone="danger"
        onClose={() => setRevoking(null)}
        onConfirm={() => (revoking ? revoke.mutateAsync(revoking.id) : undefined)}
      >
        {revoking && (
          <p>
            <strong className="text-gray-900">{revoking.name}</strong> (<code>{revoking.prefix}…</code>) 키를
            폐기할까요? 이 키로 보내는 요청은 바로 거절되며 되돌릴 수 없습니다.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}

function ModeBadge({ mode }: { mode: ApiKey['mode'] }) {
  return <Badge tone={mode === 'live' ? 'green' : 'amber'}>{API_KEY_MODE_LABELS[mode]}</Badge>;
}

function StateOrAction({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (k: ApiKey) => void }) {
  if (apiKey.revoked_at) {
    return (
      <span className="flex flex-wrap items-center gap-1.5 text-[13px] text-gray-500">
        <Badge tone="gray">폐기됨</Badge>
        <span className="tabular-nums">{formatDateTime(apiKey.revoked_at)}</span>
      </span>
    );
  }
  return (
    <Button size="sm" variant="danger" onClick={() => onRevoke(apiKey)} aria-label={`${apiKey.name} 키 폐기`}>
      폐기
    </Button>
  );
}

const lastUse = (k: ApiKey) => (k.last_used_at ? formatDateTime(k.last_used_at) : '사용 기록 없음');

function KeyList({ keys, onRevoke }: { keys: ApiKey[]; onRevoke: (k: ApiKey) => void }) {
  return (
    <CardTable
      caption="API 키 목록"
      cardsLabel="API 키 목록"
      columns={[
        { label: '이름' },
        { label: '키' },
        { label: '모드' },
        { label: '만든 날' },
        { label: '마지막 사용' },
        { label: '관리' },
      ]}
      rows={keys.map((k) => (
        <tr
          key={k.id}
          className={`border-b border-gray-100 last:border-0 ${k.revoked_at ? 'text-gray-500' : ''}`}
        >
          <td className="break-all px-4 py-3 font-medium text-gray-900">{k.name}</td>
          <td className="px-4 py-3">
            <code className="whitespace-nowrap text-[13px]">{k.prefix}…</code>
          </td>
          <td className="px-4 py-3">
            <ModeBadge mode={k.mode} />
          </td>
          <td className="px-4 py-3 tabular-nums">{formatDateTime(k.created_at)}</td>
          <td className="px-4 py-3 tabular-nums">{lastUse(k)}</td>
          <td className="px-4 py-3">
            <StateOrAction apiKey={k} onRevoke={onRevoke} />
          </td>
        </tr>
      ))}
      cards={keys.map((k) => (
        <li key={k.id} className="rounded-2xl border border-gray-200 bg-white p-4">
          <div className="flex items-start justify-between gap-2">
            <span className="min-w-0">
              <span className="block break-all font-semibold text-gray-900">{k.name}</span>
              <code className="block break-all text-[13px] text-gray-500">{k.prefix}…</code>
            </span>
            <ModeBadge mode={k.mode} />
          </div>
          <CardFacts
            facts={[
              ['만든 날', formatDateTime(k.created_at)],
              ['마지막 사용', lastUse(k)],
            ]}
          />
          <div className="mt-3 border-t border-gray-100 pt-3">
            <StateOrAction apiKey={k} onRevoke={onRevoke} />
          </div>
        </li>
      ))}
    />
  );
}
