import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Modal } from '../../components/Modal.tsx';
import { Spinner } from '../../components/Spinner.tsx';

export function MyPageTitle({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-col gap-3 md:mb-8 md:flex-row md:items-end md:justify-between">
      <div>
        <nav aria-label="위치" className="mb-2 text-sm text-gray-500">
          <Link to="/mypage" className="hover:text-gray-800 hover:underline">
            마이페이지
          </Link>
          <span aria-hidden="true"> › </span>
          <span className="text-gray-700">{title}</span>
        </nav>
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{title}</h1>
        {description && <p className="mt-2 text-gray-600">{description}</p>}
      </div>
      {action}
    </header>
  );
}

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-16">
      <Spinner label={label} size="lg" />
      <span className="text-sm text-gray-500" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}

const BADGE =
  'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** SPEC §4 delivery badge colours: refunded blue, completed green, failed red, admin failure orange, other grey. */
export function deliveryBadgeClass(status: number): string {
  switch (status) {
    case 1:
      return 'bg-green-100 text-green-800';
    case 3:
      return 'bg-red-100 text-red-700';
    case 4:
      return 'bg-blue-100 text-blue-800';
    case 5:
      return 'bg-orange-100 text-orange-800';
    default:
      return 'bg-gray-100 text-gray-700';
  }
}

export function DeliveryStatusBadge({ status, label }: { status: number; label: string }) {
  return <span className={`${BADGE} ${deliveryBadgeClass(status)}`}>{label || '발송대기'}</span>;
}

/** SPEC §4 order status colours: 0 pending yellow, 2 processing grey, 3 completed green, 4 cancelled red. */
export function OrderStatusBadge({ status, label }: { status: number; label: string }) {
  const tone =
    status === 0
      ? 'bg-yellow-100 text-yellow-800'
      : status === 3
        ? 'bg-green-100 text-green-800'
        : status === 4
          ? 'bg-red-100 text-red-700'
          : 'bg-gray-100 text-gray-700';
  return <span className={`${BADGE} ${tone}`}>{label}</span>;
}

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

export function FlashAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="mb-5 flex items-start justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="pt-0.5">{message}</p>
      <button
        type="button"
        onClick={onClose}
        aria-label="알림 닫기"
        className="-m-1 shrink-0 rounded-md p-1 text-amber-700 hover:bg-amber-100"
      >
        <svg viewBox="0 0 20 20" className="size-4" fill="none" aria-hidden="true">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

interface DialogOptions {
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'default' | 'danger';
}

interface DialogState extends DialogOptions {
  kind: 'confirm' | 'alert';
  resolve: (ok: boolean) => void;
}

/**
 * Confirmations and notices as accessible dialogs (instead of the browser's own boxes): `confirm`
 * resolves true/false, `alert` resolves when closed. Render `element` once in the page.
 */
export function useDialog() {
  const [state, setState] = useState<DialogState | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  const confirm = useCallback(
    (options: DialogOptions) =>
      new Promise<boolean>((resolve) => setState({ ...options, kind: 'confirm', resolve })),
    [],
  );
  const alert = useCallback(
    (options: DialogOptions) =>
      new Promise<void>((resolve) => setState({ ...options, kind: 'alert', resolve: () => resolve() })),
    [],
  );
  const close = (ok: boolean) => {
    stateRef.current?.resolve(ok);
    setState(null);
  };

  const element = (
    <Modal
      open={state !== null}
      title={state?.title ?? ''}
      onClose={() => close(false)}
      footer={
        state && (
          <>
            {state.kind === 'confirm' && (
              <button type="button" onClick={() => close(false)} className={BUTTON.secondary}>
                {state.cancelLabel ?? '취소'}
              </button>
            )}
            <button
              type="button"
              onClick={() => close(true)}
              className={state.tone === 'danger' ? BUTTON.danger : BUTTON.primary}
            >
              {state.confirmLabel ?? '확인'}
            </button>
          </>
        )
      }
    >
      {state?.message && <div className="whitespace-pre-line">{state.message}</div>}
    </Modal>
  );
  return { confirm, alert, element };
}

export const BUTTON = {
  primary:
    'inline-flex items-center justify-center gap-1.5 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-gray-300',
  secondary:
    'inline-flex items-center justify-center gap-1.5 rounded-lg border border-gray-300 bg-white px-4 py-2.5 text-sm font-medium text-gray-700 hover:bg-gray-50 disabled:cursor-not-allowed disabled:text-gray-400',
  danger:
    'inline-flex items-center justify-center gap-1.5 rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700 disabled:cursor-not-allowed disabled:bg-gray-300',
  dark: 'inline-flex items-center justify-center gap-1.5 rounded-lg bg-gray-900 px-4 py-2.5 text-sm font-semibold text-white hover:bg-gray-700 disabled:cursor-not-allowed disabled:bg-gray-300',
} as const;

export const FIELD =
  'h-10 w-full min-w-0 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 placeholder:text-gray-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-100';

export const LABEL = 'mb-1 block text-[13px] font-medium text-gray-600';
