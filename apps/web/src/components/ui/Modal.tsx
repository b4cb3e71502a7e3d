import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './useFocusTrap.ts';

/**
 * An accessible dialog: labelled by its title, Escape and backdrop close it, focus moves inside on
 * open (to the control marked `data-autofocus`, else the last button: the dialog's answer) and returns to the opener on close, Tab stays inside.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'sm',
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, onClose, 'last');

  if (!open) return null;
  const width = { xl: 'max-w-4xl', lg: 'max-w-2xl', md: 'max-w-lg', sm: 'max-w-sm' }[size];
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div aria-hidden="true" className="absolute inset-0 bg-gray-900/50" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative max-h-[calc(100dvh-2rem)] w-full ${width} animate-fade-in overflow-y-auto rounded-2xl bg-white p-6 shadow-xl`}
      >
        <h2 id={titleId} className="text-lg font-bold text-gray-900">
          {title}
        </h2>
        {children && <div className="mt-2 text-[15px] leading-relaxed text-gray-600">{children}</div>}
        {footer && (
          <div
            className={
              size === 'xl'
                ? // a tall dialog scrolls; its answer buttons stay in sight
                  'sticky -bottom-6 -mx-6 -mb-6 mt-4 flex flex-wrap justify-end gap-2 border-t border-gray-100 bg-white px-6 py-4'
                : 'mt-6 flex flex-wrap justify-end gap-2'
            }
          >
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
