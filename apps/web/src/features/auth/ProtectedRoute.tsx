import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/LoadingState.tsx';
import { isLoggingOut } from '../../lib/session.ts';
import { useSession } from '../../lib/useSession.ts';

/**
 * SPEC §2 Route table guard: a spinner while the session is being confirmed; logged out → login
 * with next set to the current path and query.
 */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { isLoggedIn, isLoading } = useSession();
  const location = useLocation();
  if (!isLoggedIn) {
    if (isLoggingOut()) return null; // the logout navigates to /auth/login itself
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (isLoading) return <PageSpinner label="로그인 정보를 확인하는 중입니다." />;
  return children ?? <Outlet />;
}
