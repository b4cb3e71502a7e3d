import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageSpinner } from '../../components/ui/LoadingState.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useSession } from '../../lib/useSession.ts';

/**
 * Staff only. This small gate ships with the entry bundle so that the console's own chunk is
 * requested only for staff: a member opening /admin is turned away without downloading it.
 * (The server's /api/admin scope refuses members regardless.)
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const { isStaff, isLoading, user } = useSession();
  if (isLoading || !user) return <PageSpinner label="로그인 정보를 확인하는 중입니다." />;
  if (!isStaff) return <Forbidden />;
  return children;
}

function Forbidden() {
  useDocumentTitle('접근 권한이 없습니다');
  return (
    <section className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-red-50 text-red-500">
        <svg
          viewBox="0 0 24 24"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V8a4 4 0 1 1 8 0v3" />
        </svg>
      </span>
      <h1 className="mt-6 text-2xl font-bold text-gray-900">접근 권한이 없습니다</h1>
      <p className="mt-2 text-[15px] text-gray-500">이 페이지는 관리자 계정으로만 이용할 수 있습니다.</p>
      <Link
        to="/"
        className="mt-8 rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        홈으로 가기
      </Link>
    </section>
  );
}
