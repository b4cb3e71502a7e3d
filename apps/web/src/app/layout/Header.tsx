import { Link } from 'react-router';
import { useSession } from '../../lib/useSession.ts';
import { CartBadge } from './CartBadge.tsx';
import { Logo } from './Logo.tsx';
import { NavDropdown } from './NavDropdown.tsx';
import { NAV_GROUPS } from './navigation.ts';
import { SearchBox } from './SearchBox.tsx';

/** SPEC §2 Layout header: logo, search box, five-group dropdown navigation (hamburger below lg). */
export function Header({ onOpenMenu, menuOpen }: { onOpenMenu: () => void; menuOpen: boolean }) {
  const { isLoggedIn } = useSession();
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 pt-3 pb-3 lg:gap-10 lg:px-6 lg:pt-5 lg:pb-2">
        <Logo />
        <SearchBox className="hidden max-w-lg flex-1 lg:block" />
        <div className="ml-auto flex items-center gap-1 lg:hidden">
          <Link
            to={isLoggedIn ? '/cart' : '/auth/login?next=%2Fcart'}
            className="relative flex size-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
          >
            {/* Named by text, not aria-label: with items the badge's visible count must be part of the name (axe label-content-name-mismatch). */}
            <span className="sr-only">장바구니</span>
            <CartBadge className="absolute top-0.5 right-0" />
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              aria-hidden="true"
            >
              <path
                d="M3 4h2l2.2 10.5a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.2L20.5 8H6.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
              <circle cx="9.5" cy="19.5" r="1.3" />
              <circle cx="17" cy="19.5" r="1.3" />
            </svg>
          </Link>
          <button
            type="button"
            onClick={onOpenMenu}
            aria-label="전체 메뉴 열기"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            className="flex size-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              aria-hidden="true"
            >
              <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      <div className="px-4 pb-3 lg:hidden">
        <SearchBox />
      </div>
      <nav aria-label="주 메뉴" className="mx-auto hidden max-w-7xl px-2 lg:block">
        <ul className="flex items-center">
          {NAV_GROUPS.map((group) => (
            <NavDropdown key={group.id} group={group} />
          ))}
        </ul>
      </nav>
    </header>
  );
}
