import { formatWon } from '@bizgift/domain/money';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/http.ts';
import { EmptyState, ErrorState } from '../../components/EmptyState.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';

// ── Formatting ───────────────────────────────────────────────────────────────────────────────

export const won = formatWon;

const dateTimeFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const dateFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 2025.03.04 14:05 in Korean time. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const parts = Object.fromEntries(dateTimeFormat.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}.${parts.month}.${parts.day} ${parts.hour}:${parts.minute}`;
}

export function date(iso: string | null | undefined): string {
  if (!iso) return '-';
  const parts = Object.fromEntries(dateFormat.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}.${parts.month}.${parts.day}`;
}

export function businessNumber(value: string | null | undefined): string {
  const d = (value ?? '').replace(/\D/g, '');
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` : value || '-';
}

/** Korean phone numbers as people write them: 010-1234-5678, 02-123-4567, 031-123-4567, 1588-0000. */
export function phone(value: string | null | undefined): string {
  const d = (value ?? '').replace(/\D/g, '');
  // Seoul's area code has two digits, every other one three.
  if (d.startsWith('02') && (d.length === 9 || d.length === 10)) return `02-${d.slice(2, -4)}-${d.slice(-4)}`;
  if (d.length === 11) return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  if (d.length === 8) return `${d.slice(0, 4)}-${d.slice(4)}`;
  return value || '-';
}

// ── Page frame ───────────────────────────────────────────────────────────────────────────────

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(`${title} - 관리자`);
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-xl font-bold tracking-tight text-gray-900 sm:text-2xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-gray-500">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export function Card({
  title,
  actions,
  children,
  className = '',
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-xl border border-gray-200 bg-white ${className}`}>
      {(title || actions) && (
        <header className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 px-5 py-3.5">
          {title && <h2 className="text-[15px] font-bold text-gray-900">{title}</h2>}
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </header>
      )}
      <div className="p-5">{children}</div>
    </section>
  );
}

// ── Buttons and fields ───────────────────────────────────────────────────────────────────────

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';
const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-300',
  secondary: 'border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 disabled:text-gray-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-300',
  ghost: 'text-gray-600 hover:bg-gray-100 disabled:text-gray-300',
};

export function Button({
  variant = 'secondary',
  size = 'md',
  busy,
  className = '',
  children,
  type = 'button',
  ...rest
}: React.ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  size?: 'sm' | 'md';
  busy?: boolean;
}) {
  const sizing = size === 'sm' ? 'h-8 px-3 text-[13px]' : 'h-10 px-4 text-sm';
  return (
    <button
      type={type}
      disabled={busy || rest.disabled}
      className={`inline-flex shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg font-semibold transition-colors disabled:cursor-not-allowed ${sizing} ${VARIANTS[variant]} ${className}`}
      {...rest}
    >
      {busy && <Spinner size="sm" />}
      {children}
    </button>
  );
}

const inputClass =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-400 disabled:bg-gray-50';

export const controlClass = inputClass;

export function Field({
  label,
  error,
  hint,
  children,
  htmlFor,
  required,
  className = '',
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  htmlFor: string;
  required?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className="mb-1.5 block text-[13px] font-semibold text-gray-700">
        {label}
        {required && <span className="ml-0.5 text-red-500">*</span>}
      </label>
      {children}
      {error ? (
        <p role="alert" className="mt-1 text-[13px] text-red-600">
          {error}
        </p>
      ) : (
        hint && <p className="mt-1 text-[12px] text-gray-500">{hint}</p>
      )}
    </div>
  );
}

// ── Status badges ────────────────────────────────────────────────────────────────────────────

type Tone = 'gray' | 'blue' | 'green' | 'amber' | 'red';
const TONES: Record<Tone, string> = {
  gray: 'bg-gray-100 text-gray-700',
  blue: 'bg-brand-50 text-brand-700',
  green: 'bg-emerald-50 text-emerald-700',
  amber: 'bg-amber-50 text-amber-700',
  red: 'bg-red-50 text-red-700',
};

export function Badge({ tone = 'gray', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-[12px] font-semibold ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

// ── Lists: URL-backed filters, table, pagination ─────────────────────────────────────────────

/** Page and filters live in the URL, so back/forward and reload keep the list where it was. */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const update = useCallback(
    (patch: Partial<Record<K | 'page', string | number>>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === '' || v === undefined || v === null || (k === 'page' && Number(v) === 1))
              next.delete(k);
            else next.set(k, String(v));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );
  return { page, values, update };
}

/** A search box that submits on Enter or the button (not on every keystroke). */
export function SearchForm({
  value,
  onSearch,
  placeholder,
  label = '검색',
}: {
  value: string;
  onSearch: (q: string) => void;
  placeholder: string;
  label?: string;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  const id = useId();
  return (
    <form
      className="flex min-w-0 flex-1 gap-2 sm:max-w-md"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        className={`${inputClass} min-w-0`}
      />
      <Button type="submit" variant="primary">
        검색
      </Button>
    </form>
  );
}

export function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-[13px] font-medium text-gray-600">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} w-auto py-2 pr-8`}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Toolbar({ children }: { children: ReactNode }) {
  return <div className="mb-4 flex flex-wrap items-center gap-3">{children}</div>;
}

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
  /** Right-align (money, counts). */
  numeric?: boolean;
}

/**
 * A server-paginated table with loading, empty and error states. On narrow screens it scrolls
 * sideways inside its card rather than squeezing every column.
 */
export function DataTable<T>({
  query,
  columns,
  rowKey,
  empty,
  page,
  pageSize,
  onPage,
  caption,
  minWidth = 720,
}: {
  query: {
    data?: { count: number; results: T[] } | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    isFetching?: boolean;
  };
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  empty: string;
  page?: number;
  pageSize?: number;
  onPage?: (page: number) => void;
  caption: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
}) {
  if (query.isPending) {
    return (
      <div className="flex justify-center rounded-xl border border-gray-200 bg-white py-16">
        <Spinner label="목록을 불러오는 중입니다." />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, '목록을 불러오지 못했습니다.')}
        onRetry={() => query.refetch()}
      />
    );
  }
  const rows = query.data?.results ?? [];
  const count = query.data?.count ?? 0;
  return (
    <div>
      <div className="mb-2 flex items-center justify-between text-[13px] text-gray-500">
        <span>
          총{' '}
          <strong className="font-semibold text-gray-800 tabular-nums">
            {count.toLocaleString('ko-KR')}
          </strong>
          건
        </span>
        {query.isFetching && <Spinner size="sm" label="새로 고치는 중" />}
      </div>
      {rows.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <table className="w-full border-collapse text-sm" style={{ minWidth }}>
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-gray-200 bg-gray-50 text-left text-[12.5px] font-semibold text-gray-600">
                {columns.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    className={`whitespace-nowrap px-4 py-2.5 ${c.numeric ? 'text-right' : ''} ${c.className ?? ''}`}
                  >
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-b border-gray-100 last:border-0 hover:bg-gray-50/60">
                  {columns.map((c) => (
                    <td
                      key={c.key}
                      className={`px-4 py-3 align-middle text-gray-800 ${c.numeric ? 'text-right tabular-nums' : ''} ${c.className ?? ''}`}
                    >
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page && pageSize && onPage && (
        <Pagination page={page} count={count} pageSize={pageSize} onChange={onPage} />
      )}
    </div>
  );
}

// ── Confirmation and notices ─────────────────────────────────────────────────────────────────

/**
 * Asks before a destructive or money-moving action. `onConfirm` may throw an ApiError: its message
 * is shown in the dialog and the dialog stays open.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'primary',
  onConfirm,
  onClose,
  disabled,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  onConfirm: () => Promise<unknown> | undefined;
  onClose: () => void;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) setError(null);
    wasOpen.current = open;
  }, [open]);
  return (
    <Modal
      open={open}
      title={title}
      onClose={busy ? () => undefined : onClose}
      size="md"
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            취소
          </Button>
          <Button
            variant={tone}
            busy={busy}
            disabled={disabled}
            onClick={async () => {
              setBusy(true);
              setError(null);
              try {
                await onConfirm();
                onClose();
              } catch (e) {
                setError(errorMessage(e));
              } finally {
                setBusy(false);
              }
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-[13px] font-medium text-red-700">
          {error}
        </p>
      )}
    </Modal>
  );
}

interface Toast {
  id: number;
  text: string;
  tone: 'success' | 'error';
}
const ToastContext = createContext<(text: string, tone?: Toast['tone']) => void>(() => undefined);

/** Short confirmations after an action ("승인되었습니다."), announced to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const seq = useRef(0);
  const push = useCallback((text: string, tone: Toast['tone'] = 'success') => {
    const id = ++seq.current;
    setToasts((t) => [...t, { id, text, tone }]);
    setTimeout(() => setToasts((t) => t.filter((x) => x.id !== id)), 3500);
  }, []);
  return (
    <ToastContext.Provider value={push}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-[70] flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((t) => (
          <div
            key={t.id}
            role="status"
            className={`animate-fade-in rounded-lg px-4 py-2.5 text-sm font-medium text-white shadow-lg ${t.tone === 'error' ? 'bg-red-600' : 'bg-gray-900'}`}
          >
            {t.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}

export function Loading() {
  return (
    <div className="flex justify-center py-16">
      <Spinner label="불러오는 중입니다." size="lg" />
    </div>
  );
}

export { EmptyState, ErrorState };

/** A definition list for detail panels. */
export function Details({
  items,
  columns = 2,
}: {
  items: { label: string; value: ReactNode }[];
  columns?: 1 | 2;
}) {
  return (
    // Two columns only where the card (not the window) has room for them: in a half-width card at
    // 1280 px a fixed two-column grid broke e-mail addresses mid-word.
    <dl
      className={`grid gap-x-6 gap-y-3 text-sm ${columns === 2 ? 'grid-cols-[repeat(auto-fit,minmax(min(100%,19rem),1fr))]' : 'grid-cols-1'}`}
    >
      {items.map((i) => (
        <div key={i.label} className="flex gap-3">
          <dt className="w-28 shrink-0 text-gray-500">{i.label}</dt>
          <dd className="min-w-0 break-words font-medium text-gray-900">{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
