import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { provideFirstScreenAnswers } from './api/first-screen.ts';
import { routes } from './app/router.tsx';

/**
 * The server's render of a public catalogue page's first screen (apps/api/src/http/spa.ts), built by
 * `vite build --ssr` into dist-ssr/. The page reads its data the way it does in the browser — its
 * queries' initialData from the first-screen answers — so the markup is exactly what the browser's
 * first render produces, and the SPA hydrates it instead of painting it again. A visitor's session
 * lives in the browser: the server always renders the logged-out shell (lib/session.ts gives React
 * that snapshot while hydrating, then the browser's).
 */

const handler = createStaticHandler(routes);

// The answers are handed to the page through first-screen.ts's module state, so one render at a time.
let queue: Promise<unknown> = Promise.resolve();

export function render(url: string, answers: Record<string, unknown>): Promise<string | null> {
  const next = queue.then(() => renderNow(url, answers));
  queue = next.catch(() => undefined);
  return next;
}

async function renderNow(url: string, answers: Record<string, unknown>): Promise<string | null> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  // A page's chunk is loaded (React.lazy) during its first render, and a boundary that waited for it
  // comes out as a placeholder filled by an inline script, which the shop's CSP refuses. Rendered
  // again, the page is there at once and its markup is inline: so render until it is.
  for (let attempt = 0; attempt < 3; attempt++) {
    const html = await renderOnce(context, answers);
    if (!html.includes(PENDING_BOUNDARY)) return html;
  }
  return null;
}

/** React's mark of a Suspense boundary whose content follows later, out of line. */
const PENDING_BOUNDARY = '<!--$?-->';

async function renderOnce(context: StaticHandlerContext, answers: Record<string, unknown>): Promise<string> {
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  provideFirstScreenAnswers(answers);
  try {
    // prerender waits for the lazily loaded page instead of sending its spinner.
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </StrictMode>,
      // Never outline a large boundary for progressive reveal: that needs an inline script too.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = '';
    for await (const chunk of prelude) html += chunk;
    return html;
  } finally {
    provideFirstScreenAnswers({});
    queryClient.clear();
  }
}
