import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';

export function NotFoundPage() {
  useDocumentTitle('페이지를 찾을 수 없습니다');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="text-6xl font-extrabold tracking-tight text-brand-600 tabular-nums">404</p>
      <h1 className="mt-4 text-2xl font-bold text-gray-900">페이지를 찾을 수 없습니다</h1>
      <p className="mt-2 text-[15px] leading-relaxed text-gray-500">
        요청하신 페이지가 없거나 주소가 변경되었습니다.
        <br />
        입력하신 주소를 다시 한 번 확인해주세요.
      </p>
      <div className="mt-8 flex gap-2">
        <Link
          to="/products"
          className="rounded-xl border border-gray-300 px-5 py-2.5 text-sm font-medium text-gray-700 hover:bg-gray-50"
        >
          상품 둘러보기
        </Link>
        <Link
          to="/"
          className="rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          홈으로 가기
        </Link>
      </div>
    </section>
  );
}
