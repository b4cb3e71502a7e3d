import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from './Button.tsx';
import { ChevronDown } from './ChevronDown.tsx';
import { inputClass, labelClass } from './Field.tsx';

export type FilterValues = Partial<Record<string, string>>;

export interface TextField {
  name: string;
  label: string;
  placeholder?: string;
  maxLength?: number;
}

export interface SelectField {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

/**
 * SPEC §2 search form: text boxes, a status select and a date range; Enter (outside Korean
 * composition) or Search applies, Reset clears everything.
 */
export function SearchPanel({
  label,
  texts,
  select,
  applied,
  onApply,
}: {
  label: string;
  texts: TextField[];
  /** one status select, or several (the sent list: send status, voucher status and 주문자) */
  select: SelectField | SelectField[];
  applied: FilterValues;
  onApply: (values: FilterValues) => void;
}) {
  const id = useId();
  const field = `${inputClass()} h-10 py-0`;
  const [draft, setDraft] = useState<FilterValues>(applied);
  const [error, setError] = useState<string | null>(null);
  // Keep the form in step with the URL (back/forward, reset from elsewhere).
  useEffect(() => setDraft(applied), [applied]);

  const set = (name: string, value: string) => {
    setDraft((d) => ({ ...d, [name]: value }));
    setError(null);
  };
  const from = draft.created_at_after ?? '';
  const to = draft.created_at_before ?? '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (from && to && from > to) {
      setError('조회 시작일은 종료일보다 늦을 수 없습니다.');
      return;
    }
    onApply(draft);
  };
  const reset = () => {
    setDraft({});
    setError(null);
    onApply({});
  };
  const selects = [select].flat();
  const ignoreComposingEnter = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter' && e.nativeEvent.isComposing) e.preventDefault();
  };

  return (
    <FoldOnPhone active={Object.values(applied).filter(Boolean).length}>
      <search className="mb-6 block rounded-2xl border border-gray-200 bg-gray-50/70 p-4 md:p-5">
        <form onSubmit={submit} aria-label={label} noValidate>
          <div
            className={`grid grid-cols-1 gap-3 sm:grid-cols-2 ${
              selects.length > 2
                ? 'lg:grid-cols-[1fr_1fr_8rem_8rem_8rem_minmax(0,1.5fr)]'
                : selects.length > 1
                  ? 'lg:grid-cols-[1fr_1fr_8.5rem_8.5rem_minmax(0,1.6fr)]'
                  : 'lg:grid-cols-[1fr_1fr_10rem_minmax(0,1.6fr)]'
            }`}
          >
            {texts.map((t) => (
              <div key={t.name}>
                <label htmlFor={`${id}-${t.name}`} className={labelClass}>
                  {t.label}
                </label>
                <input
                  id={`${id}-${t.name}`}
                  type="search"
                  value={draft[t.name] ?? ''}
                  maxLength={t.maxLength ?? 100}
                  placeholder={t.placeholder}
                  onChange={(e) => set(t.name, e.target.value)}
                  onKeyDown={ignoreComposingEnter}
                  className={field}
                />
              </div>
            ))}
            {selects.map((sel) => (
              <div key={sel.name}>
                <label htmlFor={`${id}-${sel.name}`} className={labelClass}>
                  {sel.label}
                </label>
                <select
                  id={`${id}-${sel.name}`}
                  value={draft[sel.name] ?? ''}
                  onChange={(e) => set(sel.name, e.target.value)}
                  className={field}
                >
                  <option value="">전체</option>
                  {sel.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            <fieldset className="min-w-0 sm:col-span-2 lg:col-span-1">
              <legend className={labelClass}>조회 기간</legend>
              <DateRange
                from={from}
                to={to}
                onFrom={(v) => set('created_at_after', v)}
                onTo={(v) => set('created_at_before', v)}
                idPrefix={id}
                invalid={!!error}
                className={field}
              />
            </fieldset>
          </div>
          <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p role={error ? 'alert' : undefined} className="text-sm text-red-600">
              {error}
            </p>
            <div className="flex gap-2">
              <Button onClick={reset} className="flex-1 sm:flex-none">
                초기화
              </Button>
              <Button type="submit" variant="dark" className="flex-1 px-6 sm:flex-none">
                검색
              </Button>
            </div>
          </div>
        </form>
      </search>
    </FoldOnPhone>
  );
}

/**
 * A phone gets the list first: the search conditions fold behind one 검색 조건 button
 * that says how many are in use; from 640 px up they are always open.
 */
export function FoldOnPhone({ active, children }: { active: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="mb-3 flex w-full items-center justify-between rounded-xl border border-gray-200 bg-white px-4 py-3 text-sm font-semibold text-gray-900 sm:hidden"
      >
        <span>
          검색 조건
          {active > 0 && <span className="ml-1.5 text-brand-700 tabular-nums">{active}개 적용</span>}
        </span>
        <ChevronDown open={open} />
      </button>
      <div id={id} data-testid="search-conditions" className={open ? '' : 'max-sm:hidden'}>
        {children}
      </div>
    </>
  );
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
      className="flex min-w-0 flex-1 basis-full gap-2 sm:basis-0 sm:max-w-md"
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
        className={inputClass()}
      />
      <Button type="submit" variant="primary">
        검색
      </Button>
    </form>
  );
}

export function Toolbar({ children }: { children: ReactNode }) {
  return <div className="mb-4 flex flex-wrap items-center gap-3">{children}</div>;
}

/** From / to day inputs (YYYY-MM-DD) that cannot cross each other. */
export function DateRange({
  from,
  to,
  onFrom,
  onTo,
  idPrefix,
  invalid,
  className,
}: {
  from: string;
  to: string;
  onFrom: (v: string) => void;
  onTo: (v: string) => void;
  idPrefix: string;
  invalid?: boolean;
  className: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={`${idPrefix}-from`} className="sr-only">
        시작일
      </label>
      <input
        id={`${idPrefix}-from`}
        type="date"
        value={from}
        max={to || undefined}
        onChange={(e) => onFrom(e.target.value)}
        aria-invalid={invalid || undefined}
        className={className}
      />
      <span aria-hidden="true" className="text-gray-500">
        ~
      </span>
      <label htmlFor={`${idPrefix}-to`} className="sr-only">
        종료일
      </label>
      <input
        id={`${idPrefix}-to`}
        type="date"
        value={to}
        min={from || undefined}
        onChange={(e) => onTo(e.target.value)}
        aria-invalid={invalid || undefined}
        className={className}
      />
    </div>
  );
}
