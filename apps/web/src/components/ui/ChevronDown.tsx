/** The ▾ of a menu or a folding panel, turned up while it is open. */
export function ChevronDown({ open, className = 'text-gray-500' }: { open: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className={`size-4 transition-transform ${className} ${open ? 'rotate-180' : ''}`}
      fill="currentColor"
      aria-hidden="true"
    >
      <path d="M5.2 7.7a.75.75 0 0 1 1.06.04L10 11.7l3.74-3.96a.75.75 0 1 1 1.1 1.02l-4.3 4.55a.75.75 0 0 1-1.1 0L5.16 8.76a.75.75 0 0 1 .04-1.06Z" />
    </svg>
  );
}
