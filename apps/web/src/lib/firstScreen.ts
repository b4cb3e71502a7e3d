import { useEffect } from 'react';

let shown: () => void = () => undefined;

/** Settles once the first page under the layout has been committed: hydrated, or drawn. */
export const firstScreenShown = new Promise<void>((resolve) => {
  shown = resolve;
});

/**
 * Placed beside the layout's `<Outlet />`, inside its Suspense boundary: the boundary commits its
 * children together, so this effect runs once the page itself is React's and its buttons answer.
 */
export function FirstScreenShown() {
  useEffect(() => shown(), []);
  return null;
}
