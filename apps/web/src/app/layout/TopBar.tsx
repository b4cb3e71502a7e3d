import { COMPANY_ROLE_LABELS } from '@bizgift/domain/company-roles';
import { formatWon } from '@bizgift/domain/money';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/useLogout.ts';
import { useCompany } from '../../lib/useCompany.ts';
import { useBalance, useSession } from '../../lib/useSession.ts';
import { CartBadge } from './CartBadge.tsx';
import { TAGLINE } from './navigation.ts';

const linkClass = 'text-gray-600 hover:text-gray-900';

/** SPEC §2 Layout top bar (lg and up; the mobile menu carries the same things below lg). */
export function TopBar() {
  const { isLoggedIn, user, isStaff } = useSession();
  const balance = useBalance();
  const { logout, pending } = useLogout();
  const { role } = useCompany();

  return (
    <div className="hidden border-b border-gray-100 bg-gray-50 lg:block">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between px-6 text-[13px]">
        <p className="text-gray-500">{TAGLINE}</p>
        <nav aria-label="회원 메뉴">
          <ul className="flex items-center gap-4">
            {isLoggedIn ? (
              <>
                {isStaff ? (
                  <li>
                    <Link to="/admin" className="font-semibold text-brand-700 hover:underline">
                      관리자 콘솔
                    </Link>
                  </li>
                ) : (
                  <li>
                    <Link to="/mypage/charge-history" className="text-gray-600 hover:text-gray-900">
                      충전금{' '}
                      <strong className="font-semibold text-brand-700 tabular-nums">
                        {balance.data ? formatWon(balance.data.recharge) : balance.isError ? '-' : '…'}
                      </strong>
                    </Link>
                  </li>
                )}
                <li>
                  <Link to="/cart" className={`${linkClass} inline-flex items-center gap-1`}>
                    장바구니
                    <CartBadge />
                  </Link>
                </li>
                <li>
                  <Link to="/mypage/profile" className="font-medium text-gray-800 hover:text-gray-900">
                    {user?.fullname || user?.username || '내 정보'}
                    <span className="font-normal text-gray-500">님</span>
                  </Link>
                </li>
                {!isStaff && role && (
                  <li>
                    <Link
                      to="/mypage/company"
                      className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-gray-700 ring-1 ring-gray-300 hover:ring-gray-400"
                      title="내 역할 (회사 관리)"
                    >
                      {COMPANY_ROLE_LABELS[role]}
                    </Link>
                  </li>
                )}
                <li>
                  <button type="button" onClick={logout} disabled={pending} className={linkClass}>
                    로그아웃
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link to="/auth/login" className={linkClass}>
                    로그인
                  </Link>
                </li>
                <li>
                  <Link to="/auth/signup" className={linkClass}>
                    회원가입
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
    </div>
  );
}
