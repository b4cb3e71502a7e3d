import { COMPANY_ROLE_LABELS } from '@bizgift/domain/company';
import { formatWon, parseWon } from '@bizgift/domain/money';
import { useState } from 'react';
import {
  type Invitation,
  type Member,
  useCancelInvitation,
  useInvitations,
  useMembers,
  useRemoveMember,
  useUpdateMember,
} from '../../api/company.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { CardFacts, CardTable } from '../../components/ui/CardTable.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { QueryResult } from '../../components/ui/QueryResult.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { roleReason, useCompany } from '../../lib/useCompany.ts';
import { useSession } from '../../lib/useSession.ts';
import { InviteDialog } from './InviteDialog.tsx';
import { limitText, ROLE_TONES, STATUS_LABELS } from './labels.ts';
import { MemberEditDialog } from './MemberEditDialog.tsx';

type Pending =
  | { kind: 'suspend' | 'reactivate' | 'remove'; member: Member }
  | { kind: 'cancel'; invitation: Invitation }
  | null;

/** 구성원 tab: the members with role, limit and this month's spending, and the pending invitations. */
export function MembersPanel() {
  const { can } = useCompany();
  const manage = can('members');
  const members = useMembers();
  const invitations = useInvitations(manage);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<Member | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const cancel = useCancelInvitation();

  return (
    <div className="space-y-10">
      <section aria-labelledby="members-title">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="members-title" className="text-lg font-bold text-gray-900">
            구성원
          </h2>
          {manage && (
            <Button variant="primary" onClick={() => setInviting(true)}>
              구성원 초대
            </Button>
          )}
        </div>
        {!manage && (
          <Notice tone="info" className="mb-3">
            {roleReason('members')}
          </Notice>
        )}
        <QueryResult
          query={members}
          loading="구성원을 불러오는 중입니다."
          failed="구성원을 불러오지 못했습니다."
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState message="구성원이 없습니다." />}
        >
          {(data) => (
            <MemberList
              members={data}
              manage={manage}
              onEdit={setEditing}
              onAction={(kind, member) => setPending({ kind, member })}
            />
          )}
        </QueryResult>
      </section>

      {manage && (
        <section aria-labelledby="invitations-title">
          <h2 id="invitations-title" className="mb-3 text-lg font-bold text-gray-900">
            대기 중인 초대
          </h2>
          <QueryResult
            query={invitations}
            loading="초대 목록을 불러오는 중입니다."
            failed="초대 목록을 불러오지 못했습니다."
            isEmpty={(data) => data.length === 0}
            empty={
              <EmptyState
                message="대기 중인 초대가 없습니다."
                description="구성원 초대를 누르면 이메일로 가입 링크를 보냅니다."
              />
            }
          >
            {(data) => (
              <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white">
                {data.map((inv) => (
                  <li key={inv.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3.5">
                    <span className="min-w-0 flex-1">
                      <span className="block break-all font-medium text-gray-900">{inv.email}</span>
                      <span className="block text-[13px] text-gray-500">
                        {COMPANY_ROLE_LABELS[inv.role]} · 월 한도 {limitText(inv.monthly_limit)} · 만료{' '}
                        {formatDateTime(inv.expires_at)}
                      </span>
                    </span>
                    <Button size="sm" onClick={() => setPending({ kind: 'cancel', invitation: inv })}>
                      초대 취소
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </QueryResult>
        </section>
      )}

      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <MemberEditDialog member={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === 'suspend'
            ? '구성원 정지'
            : pending?.kind === 'reactivate'
              ? '정지 해제'
              : pending?.kind === 'remove'
                ? '구성원 내보내기'
                : '초대 취소'
        }
        confirmLabel={
          pending?.kind === 'suspend'
            ? '정지'
            : pending?.kind === 'reactivate'
              ? '정지 해제'
              : pending?.kind === 'remove'
                ? '내보내기'
                : '초대 취소'
        }
        tone={pending?.kind === 'reactivate' ? 'primary' : 'danger'}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return undefined;
          if (pending.kind === 'cancel') return cancel.mutateAsync(pending.invitation.id);
          if (pending.kind === 'remove') return remove.mutateAsync(pending.member.id);
          return update.mutateAsync({
            id: pending.member.id,
            status: pending.kind === 'suspend' ? 'suspended' : 'active',
          });
        }}
      >
        {pending && <ConfirmText pending={pending} />}
      </ConfirmDialog>
    </div>
  );
}

function ConfirmText({ pending }: { pending: NonNullable<Pending> }) {
  if (pending.kind === 'cancel')
    return (
      <p>
        {pending.invitation.email}님에게 보낸 초대를 취소할까요? 받은 링크로는 더 이상 가입할 수 없습니다.
      </p>
    );
  const name = memberName(pending.member);
  if (pending.kind === 'suspend')
    return (
      <p>
        {name}님을 정지할까요? 정지된 구성원은 즉시 로그인과 모든 작업이 막힙니다. 주문은 회사에 남습니다.
      </p>
    );
  if (pending.kind === 'reactivate') return <p>{name}님의 정지를 해제할까요? 다시 로그인할 수 있습니다.</p>;
  return (
    <p>
      {name}님을 회사에서 내보낼까요? 즉시 로그인할 수 없게 되며 되돌릴 수 없습니다. 이 구성원의 주문은 회사에
      남습니다.
    </p>
  );
}

const memberName = (m: Member) => (m.fullname ? `${m.fullname}(${m.username})` : m.username);

/** Spent against the limit: 이번 달 사용 / 한도, red once nothing is left. */
function Spending({ member }: { member: Member }) {
  const spent = parseWon(member.spent_this_month);
  const over = member.monthly_limit != null && spent >= parseWon(member.monthly_limit);
  return (
    <span className={over ? 'font-semibold text-red-600' : ''}>
      {formatWon(member.spent_this_month)}
      {member.monthly_limit != null && (
        <span className="text-gray-500"> / {formatWon(member.monthly_limit)}</span>
      )}
    </span>
  );
}

function MemberActions({
  member,
  onEdit,
  onAction,
}: {
  member: Member;
  onEdit: (m: Member) => void;
  onAction: (kind: 'suspend' | 'reactivate' | 'remove', m: Member) => void;
}) {
  const { user } = useSession();
  if (member.username === user?.username) return <span className="text-[13px] text-gray-500">본인</span>;
  const label = memberName(member);
  return (
    <div className="flex flex-wrap gap-1.5">
      <Button size="sm" onClick={() => onEdit(member)} aria-label={`${label} 역할·한도 변경`}>
        역할·한도
      </Button>
      <Button
        size="sm"
        onClick={() => onAction(member.status === 'suspended' ? 'reactivate' : 'suspend', member)}
        aria-label={`${label} ${member.status === 'suspended' ? '정지 해제' : '정지'}`}
      >
        {member.status === 'suspended' ? '정지 해제' : '정지'}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onAction('remove', member)}
        aria-label={`${label} 내보내기`}
      >
        내보내기
      </Button>
    </div>
  );
}

function MemberList({
  members,
  manage,
  onEdit,
  onAction,
}: {
  members: Member[];
  manage: boolean;
  onEdit: (m: Member) => void;
  onAction: (kind: 'suspend' | 'reactivate' | 'remove', m: Member) => void;
}) {
  return (
    <CardTable
      caption="구성원 목록"
      columns={[
        { label: '이름 / 아이디' },
        { label: '역할' },
        { label: '월 한도', numeric: true },
        { label: '이번 달 사용', numeric: true },
        { label: '상태' },
        ...(manage ? [{ label: '관리' }] : []),
      ]}
      rows={members.map((m) => (
        <tr key={m.id} className="border-b border-gray-100 last:border-0">
          <td className="px-4 py-3">
            <span className="block font-medium text-gray-900">{m.fullname || m.username}</span>
            <span className="block break-all text-[13px] text-gray-500">
              {m.username} · {m.email}
            </span>
          </td>
          <td className="px-4 py-3">
            <Badge tone={ROLE_TONES[m.role]}>{COMPANY_ROLE_LABELS[m.role]}</Badge>
          </td>
          <td className="px-4 py-3 text-right tabular-nums">{limitText(m.monthly_limit)}</td>
          <td className="px-4 py-3 text-right tabular-nums">
            <Spending member={m} />
          </td>
          <td className="px-4 py-3">
            <Badge tone={m.status === 'suspended' ? 'red' : 'green'}>
              {STATUS_LABELS[m.status] ?? m.status}
            </Badge>
          </td>
          {manage && (
            <td className="px-4 py-3">
              <MemberActions member={m} onEdit={onEdit} onAction={onAction} />
            </td>
          )}
        </tr>
      ))}
      cards={members.map((m) => (
        <li key={m.id} className="rounded-2xl border border-gray-200 bg-white p-4">
          <div className="flex items-start justify-between gap-2">
            <span className="min-w-0">
              <span className="block font-semibold text-gray-900">{m.fullname || m.username}</span>
              <span className="block break-all text-[13px] text-gray-500">
                {m.username} · {m.email}
              </span>
            </span>
            <span className="flex shrink-0 gap-1">
              <Badge tone={ROLE_TONES[m.role]}>{COMPANY_ROLE_LABELS[m.role]}</Badge>
              {m.status === 'suspended' && <Badge tone="red">{STATUS_LABELS.suspended}</Badge>}
            </span>
          </div>
          <CardFacts
            facts={[
              ['월 한도', limitText(m.monthly_limit)],
              ['이번 달 사용', <Spending key="spending" member={m} />],
            ]}
          />
          {manage && (
            <div className="mt-3 border-t border-gray-100 pt-3">
              <MemberActions member={m} onEdit={onEdit} onAction={onAction} />
            </div>
          )}
        </li>
      ))}
    />
  );
}
