import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A YYYY-MM-DD day, for the date-range filters. */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A list's page and filters live in the URL, so back/forward, reload and shared links keep the list
 * where it was. Only the given keys are read, and a value failing its `valid` pattern counts as unset.
 * - `values`: every key ('' when unset), for controls;
 * - `filters`: only the keys that are set, for the API call;
 * - `update(patch)`: changes some keys (and goes back to page 1 unless the patch names a page);
 * - `apply(values)`: replaces every filter at once (a search form's submit or reset);
 * - `setPage(page)`.
 */
export function useListParams<K extends string>(keys: readonly K[], valid: Partial<Record<K, RegExp>> = {}) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const serialized = keys.map((k) => `${k}=${params.get(k) ?? ''}`).join('&');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `serialized` is the value of `params` for these keys
  const { values, filters } = useMemo(() => {
    const all = {} as Record<K, string>;
    const set: Partial<Record<K, string>> = {};
    for (const key of keys) {
      const value = params.get(key)?.trim() ?? '';
      const ok = value !== '' && (valid[key]?.test(value) ?? true);
      all[key] = ok ? value : '';
      if (ok) set[key] = value;
    }
    return { values: all, filters: set };
  }, [serialized]);

  const update = useCallback(
    (patch: Partial<Record<K | 'page', string | number>>) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === '' || v === undefined || v === null || (k === 'page' && Number(v) <= 1)) next.delete(k);
          else next.set(k, String(v).trim());
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      }),
    [setParams],
  );
  const apply = (next: Partial<Record<K, string>>) =>
    update(Object.fromEntries(keys.map((k) => [k, next[k] ?? ''])) as Partial<Record<K | 'page', string>>);
  const setPage = (p: number) => update({ page: p } as Partial<Record<K | 'page', number>>);
  return { page, values, filters, update, apply, setPage };
}
