/**
 * SPEC §9: inquiries and notices show the first 10 page buttons; past page 10 the buttons move in
 * blocks of ten (11–20…), with previous/next block arrows.
 */
export function PageButtons({
  page,
  count,
  pageSize,
  onChange,
}: {
  page: number;
  count: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  if (totalPages <= 1) return null;
  const blockStart = Math.floor((page - 1) / 10) * 10 + 1;
  const blockEnd = Math.min(totalPages, blockStart + 9);
  const pages = Array.from({ length: blockEnd - blockStart + 1 }, (_, i) => blockStart + i);
  const base =
    'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-1';
  return (
    <nav aria-label="페이지" className="mt-6 flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        className={`${base} text-gray-600 hover:bg-gray-100 disabled:invisible`}
        disabled={blockStart === 1}
        onClick={() => onChange(blockStart - 1)}
        aria-label="이전 페이지 묶음"
      >
        ‹
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          onClick={() => onChange(p)}
          aria-current={p === page ? 'page' : undefined}
          aria-label={`${p}페이지`}
          className={`${base} ${
            p === page ? 'bg-brand-600 font-semibold text-white' : 'text-gray-700 hover:bg-gray-100'
          }`}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className={`${base} text-gray-600 hover:bg-gray-100 disabled:invisible`}
        disabled={blockEnd >= totalPages}
        onClick={() => onChange(blockEnd + 1)}
        aria-label="다음 페이지 묶음"
      >
        ›
      </button>
    </nav>
  );
}
