import { ACTIVITY_ACTION_LABELS, COMPANY_ROLE_LABELS, type CompanyRole } from '@bizgift/domain/company';
import { formatWon } from '@bizgift/domain/money';
import type { Tone } from '../../components/ui/Badge.tsx';

export const ROLE_OPTIONS = (Object.keys(COMPANY_ROLE_LABELS) as CompanyRole[]).map((role) => ({
  value: role,
  label: COMPANY_ROLE_LABELS[role],
}));

/** What each role may do, in one line (the invite dialog and the role select explain the choice). */
export const ROLE_HINTS: Record<CompanyRole, string> = {
  owner: '구성원·초대·승인 정책을 포함한 모든 권한',
  manager: '발송, 충전, 주문 승인, 회사 전체 주문과 문서 조회',
  sender: '한도 안에서 발송, 본인 주문만 조회 (충전 불가)',
  viewer: '잔액, 주문, 발송, 문서 조회만 (발송·결제 불가)',
};

export const ROLE_TONES: Record<CompanyRole, Tone> = {
  owner: 'blue',
  manager: 'green',
  sender: 'amber',
  viewer: 'gray',
};

export const STATUS_LABELS: Record<string, string> = { active: '활성', suspended: '정지' };

/** A monthly limit: null means none. */
export const limitText = (limit: string | null | undefined) =>
  limit == null ? '한도 없음' : formatWon(limit);

/** The activity log's actions in plain Korean (an action this screen does not know shows as sent). */
export const activityLabel = (action: string) =>
  (ACTIVITY_ACTION_LABELS as Record<string, string>)[action] ?? action;
