import type { ReactNode } from 'react';

export function Card({
  title,
  actions,
  children,
  className = '',
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-xl border border-gray-200 bg-white ${className}`}>
      {(title || actions) && (
        <header className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 px-5 py-3.5">
          {title && <h2 className="text-[15px] font-bold text-gray-900">{title}</h2>}
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </header>
      )}
      <div className="p-5">{children}</div>
    </section>
  );
}

/** A definition list for detail panels. */
export function Details({
  items,
  columns = 2,
}: {
  items: { label: string; value: ReactNode }[];
  columns?: 1 | 2;
}) {
  return (
    // Two columns only where the card (not the window) has room for them: in a half-width card at
    // 1280 px a fixed two-column grid broke e-mail addresses mid-word.
    <dl
      className={`grid gap-x-6 gap-y-3 text-sm ${columns === 2 ? 'grid-cols-[repeat(auto-fit,minmax(min(100%,19rem),1fr))]' : 'grid-cols-1'}`}
    >
      {items.map((i) => (
        <div key={i.label} className="flex gap-3">
          <dt className="w-28 shrink-0 text-gray-500">{i.label}</dt>
          <dd className="min-w-0 break-words font-medium text-gray-900">{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
