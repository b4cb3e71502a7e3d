import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a route fails to render or its code chunk fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-gray-900">
        {status === 404 ? '페이지를 찾을 수 없습니다' : '페이지를 표시하지 못했습니다'}
      </h1>
      <p className="mt-2 text-[15px] text-gray-500">
        일시적인 문제일 수 있습니다. 새로고침 후 다시 시도해주세요.
      </p>
      <div className="mt-8 flex gap-2">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-xl border border-gray-300 px-5 py-2.5 text-sm font-medium text-gray-700 hover:bg-gray-50"
        >
          새로고침
        </button>
        <Link
          to="/"
          reloadDocument
          className="rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white"
        >
          홈으로 가기
        </Link>
      </div>
    </section>
  );
}
