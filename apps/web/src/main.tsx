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
