import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../api/auth.ts';
import { clearSession, getRefreshToken, setLoggingOut } from '../../lib/session.ts';

/**
 * SPEC §4 Session: POST /api/auth/logout {refresh}, then clear tokens, cached user and every cached
 * query and go to the login page, even when the call failed.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    setLoggingOut(true);
    const refresh = getRefreshToken();
    try {
      if (refresh) await logout(refresh);
    } catch {
      // The server may already consider the session over; the browser forgets it regardless.
    } finally {
      clearSession();
      queryClient.clear();
      setPending(false);
      await navigate('/auth/login', { replace: true });
      setLoggingOut(false);
    }
  }, [navigate, queryClient]);

  return { logout: run, pending };
}
