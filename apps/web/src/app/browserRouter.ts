import { createBrowserRouter } from 'react-router';
import { setSessionExpiredHandler } from '../api/http.ts';
import { loginPath } from '../lib/redirect.ts';
import { queryClient } from './queryClient.ts';
import { routes } from './router.tsx';

/** The browser's router over the one route table (the server renders the same table: entry-server.tsx). */
export const router = createBrowserRouter(routes);

// Refresh failed or no refresh token (SPEC §4 Session): forget cached data and go to the login page.
setSessionExpiredHandler(() => {
  queryClient.clear();
  if (!window.location.pathname.startsWith('/auth/login')) {
    void router.navigate(loginPath(), { replace: true });
  }
});
