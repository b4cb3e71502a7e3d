import type { ReactNode } from 'react';

const TONES = {
  error: 'border-red-200 bg-red-50 text-red-700',
  success: 'border-green-200 bg-green-50 text-green-700',
  info: 'border-brand-100 bg-brand-50 text-brand-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
} as const;

/**
 * A message box inside the page: errors are announced at once (alert), the rest politely (status).
 * With `onClose` it gets a close button (a one-time message carried over from another screen).
 */
export function Notice({
  tone,
  onClose,
  className = '',
  children,
}: {
  tone: keyof typeof TONES;
  onClose?: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' || onClose ? 'alert' : 'status'}
      className={`flex items-start justify-between gap-3 rounded-lg border px-4 py-3 text-sm leading-relaxed ${TONES[tone]} ${className}`}
    >
      <div className="min-w-0 flex-1">{children}</div>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          aria-label="알림 닫기"
          className="-m-1 shrink-0 rounded-md p-1 opacity-80 hover:bg-black/5 hover:opacity-100"
        >
          <svg viewBox="0 0 20 20" className="size-4" fill="none" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
