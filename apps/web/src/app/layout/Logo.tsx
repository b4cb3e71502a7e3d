import { Link } from 'react-router';

export function Logo({ className = '' }: { className?: string }) {
  return (
    // Named by its own words (axe: the visible text must be part of the link's name), plus 홈 for screen readers.
    <Link to="/" className={`flex shrink-0 items-center gap-2 ${className}`}>
      <svg viewBox="0 0 64 64" className="size-8 sm:size-9" aria-hidden="true">
        <rect width="64" height="64" rx="14" className="fill-brand-600" />
        <rect x="14" y="27" width="36" height="23" rx="3" fill="#fff" />
        <rect x="11" y="20" width="42" height="9" rx="3" fill="#fff" />
        <rect x="29" y="20" width="6" height="30" className="fill-brand-600" />
        <path
          d="M32 20c-3-7-13-9-13-3 0 4 8 3 13 3zm0 0c3-7 13-9 13-3 0 4-8 3-13 3z"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="text-xl font-extrabold tracking-tight text-gray-900 sm:text-[22px]">
          Biz<span className="text-brand-600">Gift</span>
        </span>
        <span className="mt-0.5 text-[11px] font-medium tracking-wide text-gray-500">비즈기프트</span>
      </span>
      <span className="sr-only"> 홈</span>
    </Link>
  );
}
