import { COMPANY_ROLE_LABELS } from '@bizgift/domain/company-roles';
import { formatWon } from '@bizgift/domain/money';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink } from 'react-router';
import { useFocusTrap } from '../../components/ui/useFocusTrap.ts';
import { useLogout } from '../../features/auth/useLogout.ts';
import { useCompany } from '../../lib/useCompany.ts';
import { useBalance, useSession } from '../../lib/useSession.ts';
import { NAV_GROUPS } from './navigation.ts';

/**
 * SPEC §2 Layout mobile menu (below lg): user name, cart link, balance (recharge and reward),
 * login/logout and the five navigation groups. A modal side sheet: Escape or the backdrop closes it.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { isLoggedIn, user, isStaff } = useSession();
  const balance = useBalance();
  const { logout, pending } = useLogout();
  const { role } = useCompany();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, onClose);

  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 lg:hidden">
      <div aria-hidden="true" className="absolute inset-0 bg-gray-900/50" onClick={onClose} />
      <div
        ref={panelRef}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="전체 메뉴"
        className="absolute inset-y-0 right-0 flex w-[86%] max-w-sm flex-col bg-white shadow-2xl"
      >
        <div className="flex items-center justify-between border-b border-gray-100 px-5 py-4">
          <p className="text-base font-bold text-gray-900">전체 메뉴</p>
          <button
            type="button"
            onClick={onClose}
            aria-label="메뉴 닫기"
            className="flex size-9 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>

        <div className="flex-1 overflow-y-auto">
          <div className="bg-gray-50 px-5 py-5">
            {isLoggedIn ? (
              <>
                <Link to="/mypage/profile" onClick={onClose} className="flex items-center justify-between">
                  <span className="text-lg font-bold text-gray-900">
                    {user?.fullname || user?.username || '회원'}
                    <span className="font-medium text-gray-500">님</span>
                    {!isStaff && role && (
                      <span className="ml-2 rounded-full bg-white px-2 py-0.5 align-middle text-xs font-semibold text-gray-700 ring-1 ring-gray-300">
                        {COMPANY_ROLE_LABELS[role]}
                      </span>
                    )}
                  </span>
                  <span className="text-sm text-gray-500">내 정보 ›</span>
                </Link>
                {isStaff ? (
                  <Link
                    to="/admin"
                    onClick={onClose}
                    className="mt-4 block rounded-xl bg-brand-600 px-4 py-3 text-center text-sm font-semibold text-white"
                  >
                    관리자 콘솔
                  </Link>
                ) : (
                  <dl className="mt-4 grid grid-cols-2 gap-2">
                    <div className="rounded-xl bg-white px-4 py-3 ring-1 ring-gray-200">
                      <dt className="text-xs text-gray-500">충전금</dt>
                      <dd className="mt-0.5 text-[15px] font-bold text-brand-700 tabular-nums">
                        {balance.data ? formatWon(balance.data.recharge) : '-'}
                      </dd>
                    </div>
                    <div className="rounded-xl bg-white px-4 py-3 ring-1 ring-gray-200">
                      <dt className="text-xs text-gray-500">적립금</dt>
                      <dd className="mt-0.5 text-[15px] font-bold text-gray-900 tabular-nums">
                        {balance.data ? formatWon(balance.data.reward) : '-'}
                      </dd>
                    </div>
                  </dl>
                )}
                <div className="mt-3 grid grid-cols-2 gap-2">
                  <Link
                    to="/cart"
                    onClick={onClose}
                    className="rounded-xl border border-gray-300 bg-white px-3 py-2.5 text-center text-sm font-medium text-gray-800"
                  >
                    장바구니
                  </Link>
                  <button
                    type="button"
                    disabled={pending}
                    onClick={() => {
                      onClose();
                      void logout();
                    }}
                    className="rounded-xl border border-gray-300 bg-white px-3 py-2.5 text-sm font-medium text-gray-600"
                  >
                    로그아웃
                  </button>
                </div>
              </>
            ) : (
              <>
                <p className="text-[15px] leading-relaxed text-gray-700">
                  로그인하고 <strong className="text-brand-700">기업 전용 혜택</strong>을 만나보세요.
                </p>
                <div className="mt-4 grid grid-cols-2 gap-2">
                  <Link
                    to="/auth/login"
                    onClick={onClose}
                    className="rounded-xl bg-brand-600 px-3 py-3 text-center text-sm font-semibold text-white"
                  >
                    로그인
                  </Link>
                  <Link
                    to="/auth/signup"
                    onClick={onClose}
                    className="rounded-xl border border-gray-300 bg-white px-3 py-3 text-center text-sm font-semibold text-gray-800"
                  >
                    회원가입
                  </Link>
                </div>
                <Link
                  to="/cart"
                  onClick={onClose}
                  className="mt-3 block text-center text-sm text-gray-500 underline"
                >
                  장바구니
                </Link>
              </>
            )}
          </div>

          <nav aria-label="전체 메뉴 목록" className="px-5 py-2">
            {NAV_GROUPS.map((group) => (
              <section key={group.id} className="border-b border-gray-100 py-4 last:border-0">
                <h2 className="text-xs font-semibold tracking-wide text-gray-500">{group.label}</h2>
                <ul className="mt-2 grid grid-cols-2 gap-1">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <NavLink
                        to={link.to}
                        end
                        onClick={onClose}
                        className={({ isActive }) =>
                          `block rounded-lg px-2 py-2 text-[15px] ${
                            isActive
                              ? 'bg-brand-50 font-semibold text-brand-700'
                              : 'text-gray-800 hover:bg-gray-50'
                          }`
                        }
                      >
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        </div>
      </div>
    </div>,
    document.body,
  );
}
