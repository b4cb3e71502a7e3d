import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { dropFirstScreenAnswers } from '../api/first-screen.ts';
import { firstScreenShown } from '../lib/firstScreen.ts';
import { router } from './browserRouter.ts';
import { AppProviders } from './providers.tsx';

/** The shop's app, taken in by app/start.tsx: React takes the painted page over, or draws it. */

// The server's first-screen answers describe the page it served, not the ones navigated to later.
// Only a move to another location drops them: the router's state also changes in place (scroll
// restoration starts as the layout mounts), possibly before the page itself has hydrated.
const servedLocation = router.state.location.key;
const stopWatching = router.subscribe((state) => {
  if (state.location.key === servedLocation) return;
  dropFirstScreenAnswers();
  stopWatching();
});

// Pretendard comes in Korean subsets of about 25 KB, twelve to fourteen of them a page. Phones
// keep their own Korean font (Apple SD Gothic Neo, Noto Sans CJK: the rest of the stack in
// index.css) and never download it: on a phone's connection those ~300 KB would come before the
// first screen's pictures. Wider screens load it once the page has, so it does not take bandwidth
// from the first screen's script and pictures either.
const loadFonts = () => void import('../fonts.css');
const whenLoaded = () => {
  if (document.readyState === 'complete') loadFonts();
  else window.addEventListener('load', loadFonts, { once: true });
};
const wideScreen = window.matchMedia('(min-width: 768px)');
if (wideScreen.matches) whenLoaded();
else wideScreen.addEventListener('change', whenLoaded, { once: true });

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/**
 * The public catalogue pages arrive with their first screen's markup (apps/api/src/http/spa.ts,
 * entry-server.tsx): React takes it over in place. Other pages start empty. Both in a transition, so
 * React works in slices that yield to the browser (total blocking time on phones). Resolves once the
 * page under the layout is React's (its handlers answer).
 */
export function mount(root: HTMLElement): Promise<void> {
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
  else startTransition(() => createRoot(root).render(app));
  return firstScreenShown;
}
