import './index.css';

/**
 * The shop's entry: the stylesheet, and the script (app/start.tsx) that makes the page React's.
 *
 * A public catalogue page arrives painted (its markup and its stylesheet are in the HTML, issue
 * 32 §2): its ~140 KB of script is not needed to show it, and on a phone's connection it would share
 * the bandwidth with the first screen's pictures. So React is fetched once the page has loaded and its
 * main pictures are painted, or after 3 s at the latest; the server lists the page's own chunks
 * on the root (`data-modules`) so they come together with React instead of after it. Links work
 * as plain links until then, and a first touch, click or key starts it early; a tap on a button is
 * kept and made again once React has the page. Other pages start empty and load it at once.
 */
const root = document.getElementById('root');
let started = false;

/** The button tapped before React had the page: clicked again once it has. */
let early: HTMLElement | null = null;

function holdEarlyClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest<HTMLElement>('button, [role="button"], [role="tab"]');
  if (!control || !root?.contains(control) || control.closest('a[href]')) return;
  event.preventDefault();
  event.stopPropagation();
  early ??= control;
  start();
}

/**
 * Asks for the page's chunks a few at a time, a task each: a request started from script costs the
 * main thread a few milliseconds on a phone, and thirty of them at once were one long task.
 */
async function preloadChunks(hrefs: string[]) {
  for (let i = 0; i < hrefs.length; i += 4) {
    for (const href of hrefs.slice(i, i + 4)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    await new Promise((resolve) => setTimeout(resolve));
  }
}

function start() {
  if (started || !root) return;
  started = true;
  void preloadChunks(root.dataset.modules?.split(' ').filter(Boolean) ?? []);
  void import('./app/start.tsx')
    .then((app) => app.start(root))
    .then(() => {
      window.removeEventListener('click', holdEarlyClick, { capture: true });
      if (early?.isConnected) early.click();
      early = null;
    });
}

/**
 * Once the first screen's main pictures (fetchpriority=high) are decoded and a frame has painted
 * them: fetched before that paint, React would share the phone's bandwidth and CPU with it. A hidden
 * tab paints nothing, so there it starts at once.
 */
function afterPaint() {
  if (document.hidden) return start();
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  void Promise.all(pictures.map((img) => img.decode().catch(() => undefined))).then(() =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start))),
  );
}

if (root?.hasChildNodes()) {
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
  setTimeout(start, 3000);
  // A member who reaches for a button before then should not wait for the timer: their first touch,
  // click or key starts React at once (links already work without it), and the click itself waits
  // for React instead of falling on markup without handlers.
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
    window.addEventListener(type, start, { once: true, passive: true, capture: true });
  }
  window.addEventListener('click', holdEarlyClick, { capture: true });
} else {
  start();
}
