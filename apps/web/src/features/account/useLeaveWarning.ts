import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export const LEAVE_MESSAGE =
  '회원가입을 그만두고 이 페이지를 나가시겠습니까? 입력한 내용은 저장되지 않습니다.';

/**
 * SPEC §2: leaving the sign-up page from step 1 on asks first — inside the app (links, history
 * back) with a confirm, and on reload / close / a typed address with the browser's own prompt.
 */
export function useLeaveWarning(active: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
