import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown } from '../../components/ui/ChevronDown.tsx';
import type { NavGroup } from './navigation.ts';

/**
 * One group of the header navigation: a disclosure button with a list of links. Opens on hover and
 * on click; ArrowDown/Enter/Space open it and focus the first link; arrows move between links;
 * Escape closes and returns focus to the button; focus leaving the group closes it.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const active = group.links.some(
    (l) => location.pathname === l.to || location.pathname.startsWith(`${l.to}/`),
  );

  const here = `${location.pathname}${location.search}`;
  const [shownFor, setShownFor] = useState(here);
  if (shownFor !== here) {
    setShownFor(here);
    setOpen(false);
  }

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusLink = (index: number) => {
    const items = links();
    if (items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  };

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusLink(0));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusLink(-1));
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      focusLink(index + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusLink(index - 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusLink(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusLink(-1);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <li
      ref={rootRef}
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKeyDown}
        className={`flex h-12 items-center gap-1 px-4 text-[15px] font-semibold transition-colors ${
          active || open ? 'text-brand-700' : 'text-gray-800 hover:text-brand-700'
        }`}
      >
        {group.label}
        <ChevronDown open={open} />
        {active && (
          <span aria-hidden="true" className="absolute inset-x-4 bottom-0 h-0.5 rounded-full bg-brand-600" />
        )}
      </button>
      <ul
        id={menuId}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className="absolute top-full left-0 z-40 min-w-44 animate-fade-in rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg shadow-gray-200/60"
      >
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                `block rounded-lg px-3.5 py-2.5 text-sm whitespace-nowrap transition-colors ${
                  isActive
                    ? 'bg-brand-50 font-semibold text-brand-700'
                    : 'text-gray-700 hover:bg-gray-50 hover:text-gray-900'
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
