import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { dropFirstScreenAnswers } from './api/first-screen.ts';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

// The server's first-screen answers describe the page it served, not the ones navigated to later.
const stopWatching = router.subscribe(() => {
  dropFirstScreenAnswers();
  stopWatching();
});

// Pretendard comes in Korean subsets of about 25 KB, twelve to fourteen of them a page. Phones
// keep their own Korean font (Apple SD Gothic Neo, Noto Sans CJK: the rest of the stack in
// index.css) and never download it: on a phone's connection those ~300 KB would come before the
// first screen's pictures. Wider screens load it once the page has, so it does not take bandwidth
// from the first screen's script and pictures either.
const loadFonts = () => void import('./fonts.css');
const whenLoaded = () => {
  if (document.readyState === 'complete') loadFonts();
  else window.addEventListener('load', loadFonts, { once: true });
};
const wideScreen = window.matchMedia('(min-width: 768px)');
if (wideScreen.matches) whenLoaded();
else wideScreen.addEventListener('change', whenLoaded, { once: true });

// A transition lets React render the first screen in slices that yield to the browser, instead of
// one task that blocks input for the whole first render (Lighthouse's total blocking time on phones).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
