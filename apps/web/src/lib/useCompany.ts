import { useQuery } from '@tanstack/react-query';
import { companyQuery } from '../api/company.ts';
import { type CompanyAction, roleCan } from './companyRoles.ts';
import { useSession } from './useSession.ts';

export { roleReason } from './companyRoles.ts';

/**
 * The signed-in member's company and role (staff have none, so the call is never made for them).
 * `can(action)` is true while the role is still unknown.
 */
export function useCompany() {
  const { isLoggedIn, user } = useSession();
  const query = useQuery(companyQuery(isLoggedIn && !!user && user.role !== 'staff'));
  // The login answer carries the role already: menus are right before GET /api/company answers.
  const role = query.data?.role ?? user?.company_role ?? undefined;
  return {
    query,
    company: query.data,
    role,
    can: (action: CompanyAction) => roleCan(role, action),
  };
}
