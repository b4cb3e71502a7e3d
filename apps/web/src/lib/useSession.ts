import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { balanceQuery } from '../api/payments.ts';
import { meQuery } from '../api/users.ts';
import { setCachedUser, type User, useSessionSnapshot } from './session.ts';

export interface SessionState {
  /** Tokens are stored. */
  isLoggedIn: boolean;
  /** The user record (cached, then confirmed by /api/users/me); null when logged out. */
  user: User | null;
  /** Logged in but the user record is not known yet. */
  isLoading: boolean;
  isStaff: boolean;
  /** A 최고 관리자: staff accounts, settings and the supplier screens show (the API decides). */
  isSuperAdmin: boolean;
}

/**
 * The current session for any screen. The cached user shows at once; /api/users/me confirms it in
 * the background (and, through the HTTP client, refreshes an expired access token).
 */
export function useSession(): SessionState {
  const { hasSession, cachedUser } = useSessionSnapshot();
  const me = useQuery(meQuery(hasSession, cachedUser ?? undefined));

  useEffect(() => {
    if (hasSession && me.data) setCachedUser(me.data);
  }, [hasSession, me.data]);

  const user = hasSession ? (me.data ?? cachedUser) : null;
  return {
    isLoggedIn: hasSession,
    user,
    isLoading: hasSession && !user && me.isPending,
    isStaff: user?.role === 'staff',
    isSuperAdmin: user?.role === 'staff' && user.staff_role === 'super',
  };
}

/** The member's balance; staff have none, so the call is never made for them. */
export function useBalance() {
  const { isLoggedIn, user } = useSession();
  return useQuery(balanceQuery(isLoggedIn && !!user && user.role !== 'staff'));
}
