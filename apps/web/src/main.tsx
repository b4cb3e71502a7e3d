import './index.css';

/**
 * The shop's entry: the stylesheet, and the script (app/start.tsx) that makes the page React's.
 *
 * A public catalogue page arrives painted (its markup and the rules it uses are in the HTML, issue
 * 32 §2): its ~140 KB of script is not needed to show it, and on a phone's connection it would share
 * the bandwidth with the first screen's pictures. So React is fetched once the page has loaded (its
 * pictures are in) and painted, or after 3 s at the latest; the server lists the page's own chunks
 * on the root (`data-modules`) so they come together with React instead of after it. Links work
 * as plain links until then. Other pages start empty and load it at once.
 */
const root = document.getElementById('root');
let started = false;

function start() {
  if (started) return;
  started = true;
  for (const href of root?.dataset.modules?.split(' ') ?? []) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./app/start.tsx');
}

if (root?.hasChildNodes()) {
  // After the next frame has painted; a hidden tab paints nothing, so there it starts at once.
  const afterPaint = () => (document.hidden ? start() : requestAnimationFrame(() => setTimeout(start)));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
  setTimeout(start, 3000);
} else {
  start();
}
