import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * SPEC §2 Layout search box: submits to /products/category?search=<trimmed> only when the trimmed
 * text is non-empty; Enter pressed while an IME is composing Hangul is ignored.
 */
export function SearchBox({ className = '', onSearched }: { className?: string; onSearched?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const current = location.pathname === '/products/category' ? (params.get('search') ?? '') : '';
  const id = useId();
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);

  const submit = () => {
    const term = text.trim();
    if (!term) return;
    navigate(`/products/category?search=${encodeURIComponent(term)}`);
    onSearched?.();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    submit();
  };

  return (
    <search className={`relative block ${className}`}>
      <form
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={id} className="sr-only">
          상품 검색
        </label>
        <input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="브랜드, 상품명을 검색해보세요"
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 w-full rounded-full border-2 border-brand-600 bg-white pr-12 pl-5 text-[15px] text-gray-900 placeholder:text-gray-400 focus:ring-4 focus:ring-brand-100 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="submit"
          aria-label="검색"
          className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            aria-hidden="true"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" strokeLinecap="round" />
          </svg>
        </button>
      </form>
    </search>
  );
}
