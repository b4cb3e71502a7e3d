import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { clearSession, setCachedUser, setTokens, type User } from '../../lib/session.ts';

/** What the profile screen changes in the browser session (SPEC §4 Session). */
export function useAccountSession() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** The cached user record follows a profile edit (the top bar shows the name). */
      userUpdated(user: User) {
        setCachedUser({
          username: user.username,
          email: user.email,
          fullname: user.fullname,
          phone_number: user.phone_number,
          role: user.role,
          staff_role: user.staff_role,
          company_role: user.company_role,
          created_at: user.created_at,
        });
      },
      /** A password change ends every other session; this one continues with the new pair. */
      tokensRotated(tokens: { access: string; refresh: string }) {
        setTokens(tokens.access, tokens.refresh);
      },
      /** Account deletion clears everything (the caller then goes to /). */
      withdrawn() {
        clearSession();
        queryClient.clear();
      },
    }),
    [queryClient],
  );
}
