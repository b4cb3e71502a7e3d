import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether a sideways-scrolling box has more content to its left or right, kept current on scroll
 * and resize, so a table that does not fit can show that it scrolls (a shade on the hidden side).
 */
export function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((e) => (e.left === left && e.right === right ? e : { left, right }));
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [measure]);
  return { ref, ...edges };
}

/**
 * The attributes of a box that scrolls sideways: a labelled region a keyboard can focus (and then
 * scroll with the arrow keys); nothing while everything fits, so no empty tab stop.
 */
export function scrollableRegion(scrolls: boolean, label: string) {
  return scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {};
}
