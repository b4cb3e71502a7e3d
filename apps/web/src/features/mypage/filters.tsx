import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BUTTON, FIELD, LABEL } from './parts.tsx';

export type FilterValues = Record<string, string>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * List filters and page live in the URL (back/forward and shared links keep them); only known keys
 * with sane values are read.
 */
export function useListParams(keys: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const serialized = keys.map((k) => `${k}=${params.get(k) ?? ''}`).join('&');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `serialized` is the value of `params` for these keys
  const filters = useMemo(() => {
    const out: FilterValues = {};
    for (const key of keys) {
      const value = params.get(key)?.trim();
      if (!value) continue;
      if (key.startsWith('created_at_') && !DATE.test(value)) continue;
      if (key === 'status' && !/^\d$/.test(value)) continue;
      out[key] = value;
    }
    return out;
  }, [serialized]);

  const apply = (next: FilterValues) =>
    setParams(() => {
      const q = new URLSearchParams();
      for (const [k, v] of Object.entries(next)) if (v.trim()) q.set(k, v.trim());
      return q;
    });
  const setPage = (p: number) =>
    setParams((prev) => {
      const q = new URLSearchParams(prev);
      if (p <= 1) q.delete('page');
      else q.set('page', String(p));
      return q;
    });
  return { page, filters, apply, setPage };
}

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
  select: SelectField;
  applied: FilterValues;
  onApply: (values: FilterValues) => void;
}) {
  const id = useId();
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
  const ignoreComposingEnter = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter' && e.nativeEvent.isComposing) e.preventDefault();
  };

  return (
    <search className="mb-6 block rounded-2xl border border-gray-200 bg-gray-50/70 p-4 md:p-5">
      <form onSubmit={submit} aria-label={label} noValidate>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_10rem_minmax(0,1.6fr)]">
          {texts.map((t) => (
            <div key={t.name}>
              <label htmlFor={`${id}-${t.name}`} className={LABEL}>
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
                className={FIELD}
              />
            </div>
          ))}
          <div>
            <label htmlFor={`${id}-${select.name}`} className={LABEL}>
              {select.label}
            </label>
            <select
              id={`${id}-${select.name}`}
              value={draft[select.name] ?? ''}
              onChange={(e) => set(select.name, e.target.value)}
              className={FIELD}
            >
              <option value="">전체</option>
              {select.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="min-w-0 sm:col-span-2 lg:col-span-1">
            <legend className={LABEL}>조회 기간</legend>
            <div className="flex items-center gap-2">
              <label htmlFor={`${id}-from`} className="sr-only">
                시작일
              </label>
              <input
                id={`${id}-from`}
                type="date"
                value={from}
                max={to || undefined}
                onChange={(e) => set('created_at_after', e.target.value)}
                aria-invalid={error ? true : undefined}
                className={FIELD}
              />
              <span aria-hidden="true" className="text-gray-400">
                ~
              </span>
              <label htmlFor={`${id}-to`} className="sr-only">
                종료일
              </label>
              <input
                id={`${id}-to`}
                type="date"
                value={to}
                min={from || undefined}
                onChange={(e) => set('created_at_before', e.target.value)}
                aria-invalid={error ? true : undefined}
                className={FIELD}
              />
            </div>
          </fieldset>
        </div>
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p role={error ? 'alert' : undefined} className="text-sm text-red-600">
            {error}
          </p>
          <div className="flex gap-2">
            <button type="button" onClick={reset} className={`${BUTTON.secondary} flex-1 sm:flex-none`}>
              초기화
            </button>
            <button type="submit" className={`${BUTTON.dark} flex-1 px-6 sm:flex-none`}>
              검색
            </button>
          </div>
        </div>
      </form>
    </search>
  );
}
