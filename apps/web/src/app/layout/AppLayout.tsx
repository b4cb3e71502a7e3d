import { Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/LoadingState.tsx';
import { FirstScreenShown } from '../../lib/firstScreen.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { TopBar } from './TopBar.tsx';

export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // Close the menu whenever the page changes (state adjusted during render, no effect needed).
  const here = `${location.pathname}${location.search}`;
  const [shownFor, setShownFor] = useState(here);
  if (shownFor !== here) {
    setShownFor(here);
    setMenuOpen(false);
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        본문 바로가기
      </a>
      <TopBar />
      <Header onOpenMenu={() => setMenuOpen(true)} menuOpen={menuOpen} />
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      {/* At least a screen high: while a page's chunk or data loads, the footer stays below the fold
          instead of showing and then jumping down (the 0.25 layout shift of every catalogue page). */}
      <main id="main" className="min-h-dvh flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <FirstScreenShown />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
