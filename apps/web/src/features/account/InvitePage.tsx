import { COMPANY_ROLE_LABELS } from '@bizgift/domain/company';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useInvitationPreview } from '../../api/company.ts';
import { Button, buttonClass } from '../../components/ui/Button.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { ResultIcon } from '../../components/ui/ResultIcon.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useSession } from '../../lib/useSession.ts';
import { errorMessage, errorStatus } from './errors.ts';
import { InvitedSignUp } from './InvitedSignUp.tsx';

/**
 * /invite/{token}: who invites whom into which company, then a short sign-up —
 * terms, identity verification (sign-up type 20) and an account — that joins the company with the
 * invited role and signs in. An unknown, used or expired link gets a page that says so.
 */
export function InvitePage() {
  useDocumentTitle('회사 초대');
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);
  const { isLoggedIn } = useSession();

  if (preview.isPending) {
    return (
      <Frame>
        <LoadingState label="초대 정보를 확인하는 중입니다." />
      </Frame>
    );
  }
  if (preview.isError) {
    const missing = errorStatus(preview.error) === 404;
    return (
      <Frame>
        <section
          className="rounded-2xl border border-gray-200 bg-white px-6 py-12 text-center"
          aria-labelledby="invite-missing"
        >
          <div className="flex justify-center">
            <ResultIcon tone="failed" />
          </div>
          <h1 id="invite-missing" className="mt-5 text-xl font-bold text-gray-900">
            {missing ? '유효하지 않은 초대 링크입니다' : '초대 정보를 불러오지 못했습니다'}
          </h1>
          <p className="mt-2 text-[15px] text-gray-600">
            {missing
              ? '이미 사용되었거나 취소되었거나 기간(7일)이 지난 링크입니다. 회사 관리자에게 초대를 다시 요청해주세요.'
              : errorMessage(preview.error, '잠시 후 다시 시도해주세요.')}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {!missing && (
              <Button size="lg" onClick={() => void preview.refetch()}>
                다시 시도
              </Button>
            )}
            <Link to="/" className={buttonClass('secondary', 'lg')}>
              메인으로
            </Link>
            <Link to="/auth/login" className={buttonClass('primary', 'lg')}>
              로그인
            </Link>
          </div>
        </section>
      </Frame>
    );
  }

  const inv = preview.data;
  return (
    <Frame>
      <h1 className="text-2xl font-bold text-gray-900 sm:text-[28px]">회사 초대</h1>
      <section
        aria-label="초대 내용"
        className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-5 text-[15px] text-gray-800 sm:p-6"
      >
        <p>
          <strong className="font-semibold text-gray-900">{inv.inviter_name}</strong>님이{' '}
          <strong className="font-semibold text-gray-900">{inv.company_name}</strong>에{' '}
          <strong className="font-semibold text-brand-700">{COMPANY_ROLE_LABELS[inv.role]}</strong>(으)로
          초대했습니다.
        </p>
        <dl className="mt-3 grid gap-1 text-sm text-gray-600 sm:grid-cols-2">
          <div className="flex gap-2">
            <dt>초대받은 이메일</dt>
            <dd className="break-all font-medium text-gray-900">{inv.email}</dd>
          </div>
          <div className="flex gap-2">
            <dt>링크 만료</dt>
            <dd className="font-medium text-gray-900 tabular-nums">{formatDateTime(inv.expires_at)}</dd>
          </div>
        </dl>
      </section>
      {isLoggedIn ? (
        <Notice tone="warning" className="mt-6">
          이미 로그인되어 있습니다. 아이디 하나는 한 회사에만 속할 수 있으니, 로그아웃한 뒤 이 링크를 다시
          열어 새 아이디로 가입해주세요.
        </Notice>
      ) : (
        <InvitedSignUp token={token} email={inv.email} />
      )}
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">{children}</div>;
}
