import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';

/** A clearly marked placeholder for a screen that is not built yet. */
export function ComingSoon({ title, description }: { title: string; description?: string }) {
  const navigate = useNavigate();
  useDocumentTitle(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:py-20">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
      <div className="mt-8 flex flex-col items-center rounded-3xl border border-gray-200 bg-gradient-to-b from-brand-50/70 to-white px-6 py-14 text-center sm:py-20">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-700">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-600" />
          준비 중
        </span>
        <svg viewBox="0 0 96 96" className="mt-6 size-20 text-brand-500" fill="none" aria-hidden="true">
          <rect x="14" y="38" width="68" height="46" rx="6" fill="currentColor" opacity=".12" />
          <rect x="14" y="38" width="68" height="46" rx="6" stroke="currentColor" strokeWidth="4" />
          <rect x="8" y="26" width="80" height="14" rx="5" stroke="currentColor" strokeWidth="4" />
          <path
            d="M48 26v58M48 26c-5-12-22-14-22-4 0 6 13 4 22 4zm0 0c5-12 22-14 22-4 0 6-13 4-22 4z"
            stroke="currentColor"
            strokeWidth="4"
            strokeLinejoin="round"
          />
        </svg>
        <p className="mt-6 text-lg font-semibold text-gray-900">'{title}' 페이지를 준비하고 있습니다.</p>
        <p className="mt-2 text-[15px] text-gray-500">
          {description ?? '더 편리한 서비스를 위해 열심히 만들고 있어요. 조금만 기다려 주세요.'}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-2">
          <button
            type="button"
            onClick={() => navigate(-1)}
            className="rounded-xl border border-gray-300 bg-white px-5 py-2.5 text-sm font-medium text-gray-700 hover:bg-gray-50"
          >
            이전 페이지
          </button>
          <Link
            to="/"
            className="rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            홈으로 가기
          </Link>
        </div>
      </div>
    </section>
  );
}
