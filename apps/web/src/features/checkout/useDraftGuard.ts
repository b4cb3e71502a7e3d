import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { type CheckoutDraft, clearDraft, type DraftOwner, isDraftEmpty, saveDraft } from './draft.ts';

export const LEAVE_CHECKOUT_MESSAGE =
  '발송 정보를 작성 중입니다. 이 페이지를 나가시겠습니까? 입력한 수신자와 메시지는 임시 저장되어 다시 돌아오면 이어서 작성할 수 있습니다.';

const SAVE_DELAY_MS = 300;

/**
 * Keeps the send form's draft in sessionStorage while it is edited and asks before leaving with
 * something typed: inside the app (links, Back) with a confirm, on reload or close with the
 * browser's own prompt. `finish()` after paying drops the draft and lets the page go.
 */
export function useDraftGuard(owner: DraftOwner | null, draft: CheckoutDraft) {
  const finished = useRef(false);
  const dirty = !isDraftEmpty(draft);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  // What is on screen now: a reload right after typing runs the unload handler before effects
  // registered for that render have run (Preact runs them after the next frame), so the handler
  // reads the draft from here rather than from the render it was registered in.
  const latest = useRef(draft);
  latest.current = draft;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft's fields are what is saved
  useEffect(() => {
    if (owner === null || finished.current) return;
    const timer = window.setTimeout(() => saveDraft(window.sessionStorage, owner, draft), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [
    owner?.userId,
    owner?.goods.join(),
    draft.title,
    draft.message,
    draft.senderPhone,
    draft.sendType,
    draft.phones,
    draft.emails,
    draft.names,
  ]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !finished.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_CHECKOUT_MESSAGE)) {
      // Whatever the debounce has not written yet goes now.
      if (owner !== null) saveDraft(window.sessionStorage, owner, draft);
      blocker.proceed();
    } else blocker.reset();
  }, [blocker, owner, draft]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (finished.current) return;
      if (owner !== null) saveDraft(window.sessionStorage, owner, latest.current);
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, owner]);

  return {
    finish() {
      finished.current = true;
      if (owner !== null) clearDraft(window.sessionStorage, owner);
    },
    discard() {
      if (owner !== null) clearDraft(window.sessionStorage, owner);
    },
  };
}
