import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { Notice } from '../../components/ui/Notice.tsx';

/**
 * A secret the server keeps only hashed or never shows again (an API key, a webhook's signing key):
 * shown this once with a copy button and a warning that closing the dialog loses it.
 */
export function ShownOnceDialog({
  open,
  title,
  value,
  what,
  warning,
  confirmLabel,
  testId,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  value: string;
  /** What the copy button copies, for screen readers ("API 키"). */
  what: string;
  /** The warning's bold first sentence, then what to do if it is lost. */
  warning: [string, string];
  confirmLabel: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="primary" onClick={onClose}>
          {confirmLabel}
        </Button>
      }
    >
      {children}
      <Notice tone="warning" className="mt-3">
        <strong>{warning[0]}</strong> {warning[1]}
      </Notice>
      <div className="mt-3 flex flex-wrap items-center gap-2 rounded-lg bg-gray-50 p-3">
        <code className="min-w-0 flex-1 break-all text-sm text-gray-900" data-testid={testId}>
          {value}
        </code>
        <CopyButton text={value} what={what} />
      </div>
    </Modal>
  );
}
