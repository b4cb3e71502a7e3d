import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';

/**
 * A dialog that adds or edits something: 취소 and the submit button below; while `busy` the submit
 * button spins and neither 취소, Escape nor the backdrop closes it. With `formClassName` the fields
 * stand in a `<form>` of that class, so Enter in a field submits too.
 */
export function FormDialog({
  open,
  title,
  size,
  busy,
  submitLabel,
  onSubmit,
  onClose,
  formClassName,
  children,
}: {
  open: boolean;
  title: string;
  size: 'md' | 'lg';
  busy: boolean;
  submitLabel: string;
  onSubmit: () => unknown;
  onClose: () => void;
  formClassName?: string;
  children: ReactNode;
}) {
  const submit = () => void onSubmit();
  return (
    <Modal
      open={open}
      title={title}
      onClose={busy ? () => undefined : onClose}
      size={size}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            취소
          </Button>
          <Button variant="primary" busy={busy} onClick={submit}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {formClassName === undefined ? (
        children
      ) : (
        <form
          noValidate
          className={formClassName}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {children}
        </form>
      )}
    </Modal>
  );
}
