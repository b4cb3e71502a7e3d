import type { CompanyRole } from '@bizgift/domain/company';

/** What the four roles of a company workspace may do; the server checks the same. */
export type CompanyAction =
  | 'send'
  | 'recharge'
  | 'approve'
  | 'members'
  | 'policy'
  | 'activity'
  | 'allOrders'
  | 'autoGifts'
  | 'contacts'
  | 'templates'
  | 'refund'
  | 'senderNumbers'
  | 'developers';

const ALLOWED: Record<CompanyAction, readonly CompanyRole[]> = {
  send: ['owner', 'manager', 'sender'],
  recharge: ['owner', 'manager'],
  approve: ['owner', 'manager'],
  members: ['owner'],
  policy: ['owner'],
  activity: ['owner', 'manager'],
  allOrders: ['owner', 'manager', 'viewer'],
  autoGifts: ['owner', 'manager'],
  contacts: ['owner', 'manager'],
  templates: ['owner', 'manager'],
  refund: ['owner'],
  senderNumbers: ['owner', 'manager'],
  developers: ['owner'],
};

/** Why a role may not do it, shown beside the disabled control. */
const REASONS: Record<CompanyAction, string> = {
  send: '조회 전용 구성원은 상품권을 보내거나 결제할 수 없습니다.',
  recharge: '충전은 대표 관리자와 관리자만 할 수 있습니다.',
  approve: '주문 승인은 대표 관리자와 관리자만 할 수 있습니다.',
  members: '구성원과 초대는 대표 관리자만 관리할 수 있습니다.',
  policy: '승인 정책은 대표 관리자만 바꿀 수 있습니다.',
  activity: '활동 기록은 대표 관리자와 관리자만 볼 수 있습니다.',
  allOrders: '발송 담당자는 본인이 한 주문만 볼 수 있습니다.',
  autoGifts: '기념일 자동 발송은 대표 관리자와 관리자만 관리할 수 있습니다.',
  contacts: '주소록은 대표 관리자와 관리자만 편집할 수 있습니다. 연락처는 가려서 보여드립니다.',
  templates: '템플릿은 대표 관리자와 관리자만 편집할 수 있습니다.',
  refund: '잔액 환급은 회사의 대표 관리자만 신청할 수 있습니다.',
  senderNumbers: '발신번호 등록 신청은 대표 관리자와 관리자만 할 수 있습니다.',
  developers: 'API 키와 웹훅은 회사의 대표 관리자만 관리할 수 있습니다.',
};

export function roleCan(role: CompanyRole | undefined, action: CompanyAction): boolean {
  // Until the company answers, nothing is hidden: the server refuses what the role may not do.
  return role === undefined || ALLOWED[action].includes(role);
}

export const roleReason = (action: CompanyAction): string => REASONS[action];
