import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * SPEC §2: a message carried in navigation state is shown once as an alert, then cleared from the
 * history entry (so a reload or going back does not show it again).
 */
export function useFlashMessage(): [string | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const incoming = (location.state as { message?: unknown } | null)?.message;
  const [message, setMessage] = useState<string | null>(typeof incoming === 'string' ? incoming : null);

  useEffect(() => {
    if (typeof incoming !== 'string') return;
    setMessage(incoming);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [incoming, location.pathname, location.search, navigate]);

  return [message, () => setMessage(null)];
}
