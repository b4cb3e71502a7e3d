import { ACCOUNT_MESSAGES as M } from '@bizgift/domain/account';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type IdentityPerson, identityApi, type VerificationType } from '../../api/account.ts';

/**
 * SPEC §4 "Identity verification popup": start resets prior state and deletes an old result
 * cookie, requests a hash, opens a 600×800 popup posting the form; polls every second for the
 * popup closing and then (after 200 ms) reads the result cookie; also accepts postMessage from our
 * own origin, localhost or the provider's domain. Auto-closes the popup after 10 minutes. On
 * success the order id is kept and the verification GET fills the person.
 */

export type IdentityStatus =
  | 'idle'
  | 'preparing'
  | 'waiting'
  | 'checking'
  | 'success'
  | 'fail'
  | 'cancel'
  | 'error';

export interface IdentityState {
  status: IdentityStatus;
  orderId: string | null;
  person: IdentityPerson | null;
  message: string | null;
}

const RESULT_COOKIE = 'kcp_identity_result';
const POPUP_NAME = 'bizgift_identity';
const POLL_MS = 1000;
const COOKIE_WAIT_MS = 200;
const AUTO_CLOSE_MS = 10 * 60 * 1000;

const initial: IdentityState = { status: 'idle', orderId: null, person: null, message: null };

function readResultCookie(): { result?: string; ordr_idxx?: string; message?: string } | null {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${RESULT_COOKIE}=`));
  if (!entry) return null;
  try {
    return JSON.parse(decodeURIComponent(entry.slice(RESULT_COOKIE.length + 1)));
  } catch {
    return null;
  }
}

function deleteResultCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the provider's result travels in this cookie (SPEC §4).
  document.cookie = `${RESULT_COOKIE}=; Max-Age=0; path=/`;
}

function allowedOrigin(origin: string, providerOrigins: string[]): boolean {
  if (origin === window.location.origin) return true;
  try {
    const host = new URL(origin).hostname;
    if (host === 'localhost' || host === '127.0.0.1') return true;
  } catch {
    return false;
  }
  return providerOrigins.includes(origin);
}

const NO_PROVIDER_ORIGINS: string[] = [];

export function useIdentityVerification(
  verificationType: VerificationType,
  providerOrigins: string[] = NO_PROVIDER_ORIGINS,
) {
  const [state, setState] = useState<IdentityState>(initial);
  const popupRef = useRef<Window | null>(null);
  const timers = useRef<{ poll?: number; close?: number }>({});
  /** The attempt currently open; a result for any other attempt (or a second one) is ignored. */
  const attempt = useRef<{ orderId: string; handled: boolean } | null>(null);

  const stopTimers = useCallback(() => {
    window.clearInterval(timers.current.poll);
    window.clearTimeout(timers.current.close);
    timers.current = {};
  }, []);

  const finish = useCallback(
    async (result: string | undefined, orderId: string | undefined, message?: string) => {
      const current = attempt.current;
      if (!current || current.handled) return;
      if (orderId && orderId !== current.orderId) return;
      current.handled = true;
      stopTimers();
      deleteResultCookie();
      if (result === 'success') {
        setState({ status: 'checking', orderId: current.orderId, person: null, message: null });
        try {
          const person = await identityApi.verify(current.orderId, verificationType);
          setState({ status: 'success', orderId: current.orderId, person, message: M.identitySuccess });
        } catch {
          setState({ status: 'error', orderId: null, person: null, message: M.identityCheckFailed });
        }
        return;
      }
      if (result === 'fail') setState({ ...initial, status: 'fail', message: message || M.identityFail });
      else if (result === 'error')
        setState({ ...initial, status: 'error', message: message || M.identityError });
      else setState({ ...initial, status: 'cancel', message: M.identityCancel });
    },
    [stopTimers, verificationType],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!allowedOrigin(event.origin, providerOrigins)) return;
      const data = event.data as {
        type?: string;
        result?: string;
        ordr_idxx?: string;
        message?: string;
      } | null;
      if (data?.type !== 'bizgift:identity') return;
      void finish(data.result, data.ordr_idxx, data.message);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [finish, providerOrigins]);

  useEffect(
    () => () => {
      stopTimers();
      popupRef.current?.close();
    },
    [stopTimers],
  );

  const start = useCallback(async () => {
    stopTimers();
    attempt.current = null;
    deleteResultCookie();
    setState({ ...initial, status: 'preparing' });
    // Open synchronously-ish: browsers allow popups only close to the click.
    const popup = window.open('', POPUP_NAME, 'width=600,height=800,scrollbars=yes,resizable=yes');
    if (!popup) {
      setState({ ...initial, status: 'error', message: M.identityPopupBlocked });
      return;
    }
    popupRef.current = popup;
    let hash: Awaited<ReturnType<typeof identityApi.hash>>;
    try {
      hash = await identityApi.hash(verificationType);
    } catch {
      popup.close();
      setState({ ...initial, status: 'error', message: M.identityHashFailed });
      return;
    }
    attempt.current = { orderId: hash.ordr_idxx, handled: false };
    const form = document.createElement('form');
    form.method = 'post';
    form.action = hash.popup_url;
    form.target = POPUP_NAME;
    form.style.display = 'none';
    for (const [name, value] of Object.entries(hash)) {
      // Everything else is the provider's form (KCP: site_cd, ordr_idxx, up_hash, Ret_URL…).
      if (name === 'popup_url' || name === 'provider' || value === null || value === undefined) continue;
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = String(value);
      form.appendChild(input);
    }
    document.body.appendChild(form);
    form.submit();
    form.remove();
    setState({ ...initial, status: 'waiting' });

    timers.current.poll = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(timers.current.poll);
      window.setTimeout(() => {
        const cookie = readResultCookie();
        const mine = cookie && cookie.ordr_idxx === attempt.current?.orderId;
        void finish(mine ? cookie.result : 'cancel', undefined, mine ? cookie.message : undefined);
      }, COOKIE_WAIT_MS);
    }, POLL_MS);
    timers.current.close = window.setTimeout(() => popup.close(), AUTO_CLOSE_MS);
  }, [finish, stopTimers, verificationType]);

  const reset = useCallback(() => {
    stopTimers();
    attempt.current = null;
    popupRef.current?.close();
    setState(initial);
  }, [stopTimers]);

  return { ...state, start, reset };
}
