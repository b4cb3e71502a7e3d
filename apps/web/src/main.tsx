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

// Pretendard comes in Korean subsets of about 25 KB, six to twelve of them a page: they load once
// the page has, so they do not take a phone's bandwidth from the first screen's script and
// pictures. Until then (and if they never arrive) text is set in the system's Korean font, the
// rest of the stack in index.css.
const loadFonts = () => void import('./fonts.css');
if (document.readyState === 'complete') loadFonts();
else window.addEventListener('load', loadFonts, { once: true });

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
