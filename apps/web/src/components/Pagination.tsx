/**
 * Page buttons: `buttons` numbers in a window around the current page, plus previous/next.
 * Pages are 1-based.
 */
export function Pagination({
  page,
  count,
  pageSize,
  onChange,
  buttons = 5,
}: {
  page: number;
  count: number;
  pageSize: number;
  onChange: (page: number) => void;
  buttons?: number;
}) {
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  if (count <= pageSize) return null;
  let start = Math.max(1, page - Math.floor(buttons / 2));
  const end = Math.min(totalPages, start + buttons - 1);
  start = Math.max(1, end - buttons + 1);
  const pages = Array.from({ length: end - start + 1 }, (_, i) => start + i);

  const base =
    'inline-flex size-9 items-center justify-center rounded-lg text-sm tabular-nums transition-colors disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label="페이지 이동" className="mt-8 flex items-center justify-center gap-1">
      <button
        type="button"
        className={`${base} text-gray-600 hover:bg-gray-100`}
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label="이전 페이지"
      >
        ‹
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          onClick={() => onChange(p)}
          aria-current={p === page ? 'page' : undefined}
          className={`${base} ${p === page ? 'bg-brand-600 font-semibold text-white' : 'text-gray-700 hover:bg-gray-100'}`}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className={`${base} text-gray-600 hover:bg-gray-100`}
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages}
        aria-label="다음 페이지"
      >
        ›
      </button>
    </nav>
  );
}
