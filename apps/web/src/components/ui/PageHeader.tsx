import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';

function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/**
 * A screen's title block: an optional trail back to its section (마이페이지 › 주문/취소 조회), the
 * description and the screen's actions. `console` is the denser look of the staff console;
 * `documentTitle` names the browser tab (a storefront screen defaults to its title).
 */
export function PageHeader({
  title,
  description,
  actions,
  crumb,
  console: dense,
  documentTitle,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  crumb?: { to: string; label: string };
  console?: boolean;
  documentTitle?: string;
}) {
  return (
    <header
      className={
        dense
          ? 'mb-6 flex flex-wrap items-end justify-between gap-3'
          : 'mb-6 flex flex-col gap-3 md:mb-8 md:flex-row md:items-end md:justify-between'
      }
    >
      {/* A storefront screen is named after its heading unless it says otherwise (the console names its own). */}
      {(documentTitle ?? (dense ? undefined : title)) && <DocumentTitle title={documentTitle ?? title} />}
      <div>
        {crumb && (
          <nav aria-label="위치" className="mb-2 text-sm text-gray-500">
            <Link to={crumb.to} className="hover:text-gray-800 hover:underline">
              {crumb.label}
            </Link>
            <span aria-hidden="true"> › </span>
            <span className="text-gray-700">{title}</span>
          </nav>
        )}
        <h1
          className={
            dense
              ? 'text-xl font-bold tracking-tight text-gray-900 sm:text-2xl'
              : 'text-2xl font-bold text-gray-900 md:text-3xl'
          }
        >
          {title}
        </h1>
        {description && (
          <p className={dense ? 'mt-1 text-sm text-gray-500' : 'mt-2 text-gray-600'}>{description}</p>
        )}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
