/** The four roles of a company workspace and their Korean names (no zod: the shop's first screen shows them). */

/** owner: everything · manager: send, recharge, approve, all orders · sender: send within its limit, own orders · viewer: read only. */
export const COMPANY_ROLES = ['owner', 'manager', 'sender', 'viewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  owner: '대표 관리자',
  manager: '관리자',
  sender: '발송 담당',
  viewer: '조회 전용',
};
