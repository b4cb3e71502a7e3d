import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/http.ts';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';

/**
 * Asks before a destructive or money-moving action. `onConfirm` may throw an ApiError: its message
 * is shown in the dialog and the dialog stays open. It opens with focus on 취소, so an Enter pressed
 * out of habit never approves, refunds or cancels anything.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'primary',
  onConfirm,
  onClose,
  disabled,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  onConfirm: () => Promise<unknown> | undefined;
  onClose: () => void;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) setError(null);
    wasOpen.current = open;
  }, [open]);
  return (
    <Modal
      open={open}
      title={title}
      onClose={busy ? () => undefined : onClose}
      size="md"
      footer={
        <>
          <Button onClick={onClose} disabled={busy} data-autofocus>
            취소
          </Button>
          <Button
            variant={tone}
            busy={busy}
            disabled={disabled}
            onClick={async () => {
              setBusy(true);
              setError(null);
              try {
                await onConfirm();
                onClose();
              } catch (e) {
                setError(errorMessage(e));
              } finally {
                setBusy(false);
              }
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-[13px] font-medium text-red-700">
          {error}
        </p>
      )}
    </Modal>
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
 * resolves true/false and opens with focus on 취소 (as ConfirmDialog), `alert` resolves when closed.
 * Render `element` once in the page.
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
              <Button onClick={() => close(false)} data-autofocus>
                {state.cancelLabel ?? '취소'}
              </Button>
            )}
            <Button variant={state.tone === 'danger' ? 'danger' : 'primary'} onClick={() => close(true)}>
              {state.confirmLabel ?? '확인'}
            </Button>
          </>
        )
      }
    >
      {state?.message && <div className="whitespace-pre-line">{state.message}</div>}
    </Modal>
  );
  return { confirm, alert, element };
}
