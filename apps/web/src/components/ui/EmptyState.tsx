import type { ReactNode } from 'react';

const ICONS = {
  /** A tray: nothing in a list. */
  list: 'M7 12h34v26H7zM7 20h34M17 29h14',
  /** A magnifier: a search found nothing. */
  search: 'M21 34a13 13 0 1 0 0-26 13 13 0 0 0 0 26zM31 31l9 9',
  /** A basket: an empty cart. */
  cart: 'M6 9h5l4 21h22l4-15H14M19 39a2 2 0 1 0 0-.1M35 39a2 2 0 1 0 0-.1',
  /** A receipt: no orders or deliveries. */
  order: 'M12 6h24v36l-4-3-4 3-4-3-4 3-4-3-4 3zM18 16h12M18 23h12M18 30h7',
  /** A wallet: no money movements. */
  wallet: 'M7 14h32a2 2 0 0 1 2 2v20a2 2 0 0 1-2 2H7zM7 14l24-7v7M33 26h8',
  /** A speech bubble: no inquiries or notices. */
  message: 'M8 9h32v22H20l-8 8v-8H8zM16 17h16M16 23h10',
} as const;

export type EmptyIcon = keyof typeof ICONS;

export function EmptyState({
  message,
  description,
  actions,
  icon = 'list',
  className = '',
}: {
  message: string;
  description?: ReactNode;
  actions?: ReactNode;
  icon?: EmptyIcon;
  className?: string;
}) {
  return (
    <div
      className={`flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-gray-200 bg-gray-50 px-6 py-14 text-center ${className}`}
    >
      <svg viewBox="0 0 48 48" className="size-10 text-gray-300" fill="none" aria-hidden="true">
        <path
          d={ICONS[icon]}
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="text-[15px] font-medium text-gray-700">{message}</p>
      {description && <div className="text-sm text-gray-500">{description}</div>}
      {actions}
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
