/**
 * The shop's script, loaded by main.tsx, in steps. A phone runs each step as its own task and can
 * paint or answer a tap between them: React and react-dom, the router, TanStack Query, then the app
 * (route table, layout), then React takes the page over. Evaluated as one
 * module graph, those ~350 KB were one task of 80–300 ms on a phone's CPU (total
 * blocking time). Resolves once the page under the layout is React's.
 */
export async function start(root: HTMLElement): Promise<void> {
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
  const { mount } = await import('./mount.tsx');
  await nextTask();
  return mount(root);
}

/** Each step names the one export it waits for, so the bundle keeps only what the shop uses. */
const STEPS = [
  () => import('react-dom/client').then((m) => m.hydrateRoot),
  () => import('react-router').then((m) => m.createBrowserRouter),
  () => import('@tanstack/react-query').then((m) => m.QueryClient),
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
