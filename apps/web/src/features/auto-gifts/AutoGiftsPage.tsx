import { SEND_TYPE_DISPLAY } from '@bizgift/domain/codes';
import { formatWon } from '@bizgift/domain/money';
import { type ReactNode, useState } from 'react';
import {
  type AutoGiftRule,
  useAutoGiftRules,
  useDeleteAutoGiftRule,
  useSaveAutoGiftRule,
} from '../../api/autoGifts.ts';
import { errorMessage } from '../../api/http.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { EmptyState, ErrorState } from '../../components/ui/EmptyState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { roleReason, useCompany } from '../../lib/useCompany.ts';
import { daysBeforeText, RuleFormDialog } from './RuleForm.tsx';
import { HistoryPanel, UpcomingPanel } from './RulePanels.tsx';

type Panel = 'upcoming' | 'history';

/**
 * 마이페이지 › 기념일 자동 발송: the company's rules; every day at 9 a.m. each sends one
 * gift to the contacts of its tags whose anniversary is near. Owner and manager only.
 */
export function AutoGiftsPage() {
  const { can } = useCompany();
  const allowed = can('autoGifts');
  const rules = useAutoGiftRules(allowed);
  const [editing, setEditing] = useState<AutoGiftRule | 'new' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 md:py-12">
      <PageHeader
        title="기념일 자동 발송"
        crumb={{ to: '/mypage', label: '마이페이지' }}
        description="주소록의 생일·입사기념일 같은 기념일에 맞춰 매일 오전 9시에 선물을 자동으로 보냅니다. 음력 기념일은 해마다 양력 날짜로 바꿔 보냅니다."
        actions={
          allowed && (
            <Button variant="primary" onClick={() => setEditing('new')}>
              규칙 만들기
            </Button>
          )
        }
      />
      {!allowed ? (
        <Notice tone="info">{roleReason('autoGifts')}</Notice>
      ) : rules.isPending ? (
        <LoadingState label="자동 발송 규칙을 불러오는 중..." />
      ) : rules.isError ? (
        <ErrorState
          message={errorMessage(rules.error, '자동 발송 규칙을 불러오지 못했습니다.')}
          onRetry={() => rules.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-5">
          {done && (
            <p role="status" className="text-sm text-green-700">
              {done}
            </p>
          )}
          <Notice tone="info">
            주문은 규칙을 만든 구성원 이름으로 회사 충전금에서 결제되고, 한도와 승인 정책을 따릅니다. 잔액이
            부족하면 그날은 보내지 않고 대표 관리자에게 알린 뒤 기념일까지 매일 다시 시도합니다.
          </Notice>
          {rules.data.length === 0 ? (
            <EmptyState
              message="아직 자동 발송 규칙이 없습니다"
              description="규칙을 만들면 주소록의 기념일에 맞춰 선물이 자동으로 나갑니다."
            />
          ) : (
            rules.data.map((rule) => (
              <RuleCard key={rule.id} rule={rule} onEdit={() => setEditing(rule)} onDone={setDone} />
            ))
          )}
        </div>
      )}
      {editing && (
        <RuleFormDialog
          rule={editing === 'new' ? undefined : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setDone(saved);
          }}
        />
      )}
    </div>
  );
}

function RuleCard({
  rule,
  onEdit,
  onDone,
}: {
  rule: AutoGiftRule;
  onEdit: () => void;
  onDone: (message: string) => void;
}) {
  const [panel, setPanel] = useState<Panel>('upcoming');
  const [confirm, setConfirm] = useState<'pause' | 'delete' | null>(null);
  const save = useSaveAutoGiftRule();
  const remove = useDeleteAutoGiftRule();
  const tabId = (p: Panel) => `${p}-${rule.id}` as const;
  return (
    <Card
      title={
        <span className="flex flex-wrap items-center gap-2">
          {rule.name}
          <Badge tone={rule.active ? 'green' : 'gray'}>{rule.active ? '사용 중' : '일시 중지'}</Badge>
        </span>
      }
      actions={
        <>
          <Button size="sm" onClick={onEdit}>
            수정
          </Button>
          <Button size="sm" onClick={() => setConfirm('pause')}>
            {rule.active ? '일시 중지' : '다시 사용'}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setConfirm('delete')}>
            삭제
          </Button>
        </>
      }
    >
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Item label="기념일">
          {rule.occasion_label} · {daysBeforeText(rule.days_before)}
        </Item>
        <Item label="받는 사람">
          {rule.tags.length > 0 ? rule.tags.map((t) => `#${t}`).join(' ') : '주소록 전체'}
        </Item>
        <Item label="상품">
          [{rule.goods.brand}] {rule.goods.name} · {formatWon(rule.price)}
          {!rule.goods.available && <span className="ml-1.5 text-red-600">(지금 보낼 수 없음)</span>}
        </Item>
        <Item label="대체 상품">
          {rule.substitutes.length > 0
            ? rule.substitutes.map((s, i) => `${i + 1}. ${s.name}`).join(', ')
            : '없음'}
        </Item>
        <Item label="발송 방법">{SEND_TYPE_DISPLAY[rule.send_type]}</Item>
        <Item label="만든 사람">{rule.created_by.fullname || rule.created_by.username}</Item>
      </dl>
      {rule.attention > 0 && (
        <Notice tone="warning" className="mt-4">
          최근 30일 동안 보내지 못했거나 잔액을 기다리는 선물이 {rule.attention}건 있습니다. 발송 기록에서
          사유를 확인해주세요.
        </Notice>
      )}
      <div className="mt-4">
        <Tabs
          label={`${rule.name} 보기`}
          tabs={[
            { id: tabId('upcoming'), label: '다음 30일 미리보기' },
            { id: tabId('history'), label: '발송 기록' },
          ]}
          active={tabId(panel)}
          onChange={(id) => setPanel(id.startsWith('upcoming') ? 'upcoming' : 'history')}
        />
        <div
          role="tabpanel"
          id={`panel-${tabId(panel)}`}
          aria-labelledby={`tab-${tabId(panel)}`}
          className="pt-2"
        >
          {panel === 'upcoming' ? <UpcomingPanel ruleId={rule.id} /> : <HistoryPanel ruleId={rule.id} />}
        </div>
      </div>
      <ConfirmDialog
        open={confirm === 'pause'}
        title={rule.active ? '규칙을 일시 중지할까요?' : '규칙을 다시 사용할까요?'}
        confirmLabel={rule.active ? '일시 중지' : '다시 사용'}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          await save.mutateAsync({ id: rule.id, body: { active: !rule.active } });
          setConfirm(null);
          onDone(
            rule.active ? `${rule.name} 규칙을 일시 중지했습니다.` : `${rule.name} 규칙을 다시 사용합니다.`,
          );
        }}
      >
        {rule.active
          ? '일시 중지하는 동안에는 선물을 보내지 않습니다. 이미 보낸 선물은 그대로입니다.'
          : '내일 오전 9시부터 다시 선물을 보냅니다.'}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'delete'}
        title="규칙을 삭제할까요?"
        confirmLabel="삭제"
        tone="danger"
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          await remove.mutateAsync(rule.id);
          onDone(`${rule.name} 규칙을 삭제했습니다.`);
        }}
      >
        삭제하면 이 규칙의 발송 기록도 함께 지워집니다. 이미 보낸 주문은 주문 내역에 남습니다.
      </ConfirmDialog>
    </Card>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="w-20 shrink-0 text-gray-500">{label}</dt>
      <dd className="min-w-0 break-words font-medium text-gray-900">{children}</dd>
    </div>
  );
}
