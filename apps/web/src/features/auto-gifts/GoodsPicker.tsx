import { formatWon } from '@bizgift/domain/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { catalogKeys, type Goods, listGoods } from '../../api/catalog.ts';
import { Button } from '../../components/ui/Button.tsx';
import { inputClass, labelClass } from '../../components/ui/Field.tsx';

/** What the form keeps of a chosen goods (a rule's goods arrives in the same shape). */
export interface PickedGoods {
  id: number;
  name: string;
  brand: string;
  price: string;
}

const RESULTS = 6;

/**
 * A search over the catalogue that picks goods: `onPick` gets the one chosen. The results are a
 * list of buttons under the search box (no popup, so a screen reader reads them in place).
 */
export function GoodsSearch({
  label,
  onPick,
  exclude,
}: {
  label: string;
  onPick: (goods: PickedGoods) => void;
  exclude: number[];
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const query = { search: search.trim(), page: 1, page_size: RESULTS };
  const results = useQuery({
    queryKey: catalogKeys.goods(query),
    queryFn: ({ signal }) => listGoods(query, signal),
    enabled: query.search.length > 0,
    placeholderData: keepPreviousData,
  });
  const found = (results.data?.results ?? []).filter((g) => !exclude.includes(g.id));
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="상품명 또는 브랜드로 검색"
        className={inputClass()}
        autoComplete="off"
      />
      {query.search && (
        <ul
          className="mt-2 divide-y divide-gray-100 rounded-lg border border-gray-200"
          aria-label="검색 결과"
        >
          {found.length === 0 ? (
            <li className="px-3 py-2.5 text-sm text-gray-500">
              {results.isFetching ? '찾는 중...' : '검색 결과가 없습니다.'}
            </li>
          ) : (
            found.map((g) => (
              <li key={g.id}>
                <button
                  type="button"
                  onClick={() => {
                    onPick(picked(g));
                    setSearch('');
                  }}
                  className="flex w-full items-center justify-between gap-3 px-3 py-2.5 text-left text-sm hover:bg-gray-50"
                >
                  <span className="min-w-0 truncate">
                    <span className="text-gray-500">[{g.brand}]</span> {g.name}
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums text-gray-900">
                    {formatWon(g.price)}
                  </span>
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}

const picked = (g: Goods): PickedGoods => ({ id: g.id, name: g.name, brand: g.brand, price: g.price });

/** A chosen goods as one line, with its position for substitutes and a control to take it out. */
export function PickedLine({
  goods,
  prefix,
  onRemove,
  unavailable,
}: {
  goods: PickedGoods;
  prefix?: string;
  onRemove?: () => void;
  unavailable?: boolean;
}) {
  return (
    <div className="flex items-center gap-3 rounded-lg border border-gray-200 px-3 py-2.5 text-sm">
      {prefix && <span className="shrink-0 font-semibold text-gray-500">{prefix}</span>}
      <span className="min-w-0 flex-1 truncate text-gray-900">
        <span className="text-gray-500">[{goods.brand}]</span> {goods.name}
        {unavailable && <span className="ml-1.5 text-[12.5px] text-red-600">(지금 보낼 수 없음)</span>}
      </span>
      <span className="shrink-0 tabular-nums text-gray-700">{formatWon(goods.price)}</span>
      {onRemove && (
        <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`${goods.name} 빼기`}>
          빼기
        </Button>
      )}
    </div>
  );
}
