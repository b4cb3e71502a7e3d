/**
 * Page buttons, 1-based. Two modes:
 * - `window` (default): `buttons` numbers around the current page, previous/next page arrows;
 * - `blocks` (SPEC §9, inquiries and notices): ten buttons at a time (1–10, 11–20…), the arrows
 *   move a whole block.
 */
export function Pagination({
  page,
  count,
  pageSize,
  onChange,
  mode = 'window',
  buttons = 5,
}: {
  page: number;
  count: number;
  pageSize: number;
  onChange: (page: number) => void;
  mode?: 'window' | 'blocks';
  buttons?: number;
}) {
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  if (totalPages <= 1) return null;
  let start: number;
  let end: number;
  if (mode === 'blocks') {
    start = Math.floor((page - 1) / 10) * 10 + 1;
    end = Math.min(totalPages, start + 9);
  } else {
    start = Math.max(1, page - Math.floor(buttons / 2));
    end = Math.min(totalPages, start + buttons - 1);
    start = Math.max(1, end - buttons + 1);
  }
  const pages = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  const blocks = mode === 'blocks';
  const prev = blocks ? start - 1 : page - 1;
  const next = blocks ? end + 1 : page + 1;

  const base =
    'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 disabled:cursor-not-allowed';
  const arrow = `${base} text-gray-600 hover:bg-gray-100 ${blocks ? 'disabled:invisible' : 'disabled:opacity-40'}`;
  return (
    <nav
      aria-label="페이지 이동"
      className={`${blocks ? 'mt-6' : 'mt-8'} flex flex-wrap items-center justify-center gap-1`}
    >
      <button
        type="button"
        className={arrow}
        onClick={() => onChange(prev)}
        disabled={prev < 1}
        aria-label={blocks ? '이전 페이지 묶음' : '이전 페이지'}
      >
        ‹
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          onClick={() => onChange(p)}
          aria-current={p === page ? 'page' : undefined}
          aria-label={blocks ? `${p} 페이지` : undefined}
          className={`${base} ${p === page ? 'bg-brand-600 font-semibold text-white' : 'text-gray-700 hover:bg-gray-100'}`}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className={arrow}
        onClick={() => onChange(next)}
        disabled={blocks ? end >= totalPages : page >= totalPages}
        aria-label={blocks ? '다음 페이지 묶음' : '다음 페이지'}
      >
        ›
      </button>
    </nav>
  );
}
