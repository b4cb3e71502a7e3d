import type { ReactNode } from 'react';

export function EmptyState({
  message,
  description,
  action,
  className = '',
}: {
  message: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-gray-200 bg-gray-50 px-6 py-14 text-center ${className}`}
    >
      <svg viewBox="0 0 48 48" className="size-10 text-gray-300" fill="none" aria-hidden="true">
        <rect x="7" y="12" width="34" height="26" rx="4" stroke="currentColor" strokeWidth="3" />
        <path d="M7 20h34M17 29h14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="text-[15px] font-medium text-gray-700">{message}</p>
      {description && <div className="text-sm text-gray-500">{description}</div>}
      {action}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-100 bg-red-50 px-6 py-10 text-center"
    >
      <p className="text-sm font-medium text-red-700">{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-lg border border-red-200 bg-white px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-100"
        >
          다시 시도
        </button>
      )}
    </div>
  );
}
