import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { type Dashboard, useAdminGet } from '../../api/admin.ts';
import { logout } from '../../api/auth.ts';
import { PageSpinner } from '../../components/ui/LoadingState.tsx';
import { ToastProvider } from '../../components/ui/Toast.tsx';
import { clearSession, getRefreshToken } from '../../lib/session.ts';
import { useSession } from '../../lib/useSession.ts';

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  badge?: (d: Dashboard) => number;
  end?: boolean;
  /** Shown to a 최고 관리자 only (the API answers 403 to a 운영자). */
  superOnly?: true;
}

const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    className="size-[18px] shrink-0"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden="true"
  >
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const NAV: { group?: string; items: NavItem[] }[] = [
  {
    items: [
      {
        to: '/admin',
        label: '대시보드',
        end: true,
        icon: icon('M4 13h6V4H4zM14 20h6v-9h-6zM4 20h6v-4H4zM14 8h6V4h-6z'),
      },
    ],
  },
  {
    group: '운영',
    items: [
      {
        to: '/admin/recharges',
        label: '충전 요청',
        icon: icon('M3 7h18v10H3zM3 11h18M7 15h3'),
        badge: (d) => d.pending_recharges,
      },
      {
        to: '/admin/balance-refunds',
        label: '잔액 환급',
        icon: icon('M3 7h18v10H3zM9 12h8M12 9l-3 3 3 3'),
      },
      {
        to: '/admin/members',
        label: '회원',
        icon: icon(
          'M16 19v-1a4 4 0 0 0-8 0v1M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM20 19v-1a3 3 0 0 0-2-2.8M17 5.2a3 3 0 0 1 0 5.6',
        ),
      },
      {
        to: '/admin/orders',
        label: '주문·발송',
        icon: icon('M5 7h14l-1 12H6zM9 7V5a3 3 0 0 1 6 0v2'),
        badge: (d) => d.failed_deliveries,
      },
      { to: '/admin/messages', label: '발신함', icon: icon('M4 6h16v12H4zM4 7l8 6 8-6') },
      {
        to: '/admin/sender-numbers',
        label: '발신번호',
        icon: icon('M6 3h4l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 4 5a2 2 0 0 1 2-2z'),
      },
      {
        to: '/admin/inquiries',
        label: '1:1 문의',
        icon: icon('M5 5h14v10H9l-4 4zM9 9h6M9 12h4'),
        badge: (d) => d.unanswered_inquiries,
      },
    ],
  },
  {
    group: '상품 관리',
    items: [
      { to: '/admin/goods', label: '상품', icon: icon('M4 8l8-4 8 4-8 4zM4 8v8l8 4 8-4V8M12 12v8') },
      { to: '/admin/brands', label: '브랜드', icon: icon('M4 4h7l9 9-7 7-9-9zM8 8h.01') },
      { to: '/admin/categories', label: '카테고리', icon: icon('M4 5h6v5H4zM14 14h6v5h-6zM7 10v6.5h7') },
      { to: '/admin/banners', label: '배너', icon: icon('M3 5h18v14H3zM3 15l5-5 4 4 3-3 6 6') },
      {
        to: '/admin/supplier',
        label: '공급사 동기화',
        superOnly: true,
        icon: icon('M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4'),
      },
    ],
  },
  {
    group: '콘텐츠·설정',
    items: [
      { to: '/admin/notices', label: '공지사항', icon: icon('M4 10v4h3l6 4V6L7 10zM17 9a4 4 0 0 1 0 6') },
      {
        to: '/admin/settings',
        label: '설정',
        superOnly: true,
        icon: icon(
          'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12a7 7 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-2-1.2L14 3h-4l-.5 2.6a7 7 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7 7 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 2 1.2L10 21h4l.5-2.6a7 7 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2z',
        ),
      },
      {
        to: '/admin/staff',
        label: '운영자',
        superOnly: true,
        icon: icon('M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6zM9 12l2 2 4-4'),
      },
      { to: '/admin/audit', label: '감사 로그', icon: icon('M8 4h8l4 4v12H4V4h4M8 11h8M8 15h6') },
    ],
  },
];

function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const dashboard = useAdminGet<Dashboard>('/api/admin/dashboard');
  const { isSuperAdmin } = useSession();
  const sections = NAV.map((section) => ({
    ...section,
    items: section.items.filter((item) => isSuperAdmin || !item.superOnly),
  }));
  return (
    // Dense enough that all of it (16 links in 4 groups) fits a 1280×800 screen without scrolling.
    <nav aria-label="관리자 메뉴" className="flex flex-col gap-3.5 px-3 py-3">
      {sections.map((section, i) => (
        <div key={section.group ?? i}>
          {section.group && (
            <p className="mb-1 px-3 text-[11.5px] font-semibold tracking-wide text-gray-500">
              {section.group}
            </p>
          )}
          <ul className="flex flex-col gap-0.5">
            {section.items.map((item) => {
              const count = item.badge && dashboard.data ? item.badge(dashboard.data) : 0;
              return (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      `flex items-center gap-2.5 rounded-lg px-3 py-1.5 text-[14px] font-medium transition-colors ${
                        isActive ? 'bg-brand-50 text-brand-700' : 'text-gray-700 hover:bg-gray-100'
                      }`
                    }
                  >
                    {item.icon}
                    <span className="flex-1">{item.label}</span>
                    {count > 0 && (
                      <span className="rounded-full bg-red-500 px-1.5 py-px text-[11px] font-bold text-white tabular-nums">
                        {count > 99 ? '99+' : count}
                        <span className="sr-only">건</span>
                      </span>
                    )}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The staff console frame: a top bar and a side navigation that becomes a drawer on phones. */
export function AdminLayout() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer whenever the page changes
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const signOut = async () => {
    const refresh = getRefreshToken();
    try {
      if (refresh) await logout(refresh);
    } catch {
      // the browser forgets the session regardless
    }
    clearSession();
    queryClient.clear();
    navigate('/auth/login', { replace: true });
  };

  return (
    <ToastProvider>
      <div className="min-h-dvh bg-gray-50">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-gray-200 bg-white px-4">
          <button
            type="button"
            className="-ml-1 inline-flex size-9 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 lg:hidden"
            aria-label={open ? '메뉴 닫기' : '메뉴 열기'}
            aria-expanded={open}
            aria-controls="admin-drawer"
            onClick={() => setOpen((v) => !v)}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            </svg>
          </button>
          <Link to="/admin" className="flex items-center gap-2">
            <span className="flex size-7 items-center justify-center rounded-lg bg-brand-600 text-[13px] font-extrabold text-white">
              B
            </span>
            <span className="text-[15px] font-bold text-gray-900">
              BizGift <span className="font-semibold text-gray-500">관리자</span>
            </span>
          </Link>
          <div className="ml-auto flex items-center gap-1 text-sm sm:gap-3">
            <span className="hidden text-gray-600 sm:inline">
              <strong className="font-semibold text-gray-900">{user?.fullname || user?.username}</strong> 님
            </span>
            <Link to="/" className="rounded-lg px-2.5 py-1.5 text-gray-600 hover:bg-gray-100">
              쇼핑몰
            </Link>
            <button
              type="button"
              onClick={signOut}
              className="rounded-lg px-2.5 py-1.5 text-gray-600 hover:bg-gray-100"
            >
              로그아웃
            </button>
          </div>
        </header>

        <div className="flex">
          <aside className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-56 shrink-0 overflow-y-auto border-r border-gray-200 bg-white lg:block">
            <SideNav />
          </aside>

          {open && (
            <div className="fixed inset-0 top-14 z-40 lg:hidden">
              <div
                aria-hidden="true"
                className="absolute inset-0 bg-gray-900/40"
                onClick={() => setOpen(false)}
              />
              <aside
                id="admin-drawer"
                className="relative h-full w-64 max-w-[80vw] animate-fade-in overflow-y-auto bg-white shadow-xl"
              >
                <SideNav onNavigate={() => setOpen(false)} />
              </aside>
            </div>
          )}

          <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
            <div className="mx-auto max-w-[1200px]">
              <Suspense fallback={<PageSpinner />}>
                <Outlet />
              </Suspense>
            </div>
          </main>
        </div>
      </div>
      <ScrollRestoration />
    </ToastProvider>
  );
}
