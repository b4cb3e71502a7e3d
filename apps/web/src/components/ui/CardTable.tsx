import type { ReactNode } from 'react';

export interface HeadColumn {
  label: string;
  /** Right-align (money, counts). */
  numeric?: boolean;
}

/**
 * A short list shown two ways: from md up its `rows` (`<tr>`s) in a table on a white card under a
 * grey head row of `columns`; below md its `cards` (`<li>`s) one under another.
 */
export function CardTable({
  caption,
  columns,
  rows,
  cards,
  cardsLabel,
}: {
  caption: string;
  columns: HeadColumn[];
  rows: ReactNode;
  cards: ReactNode;
  /** The accessible name of the card list. */
  cardsLabel?: string;
}) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-gray-200 bg-white md:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-gray-200 bg-gray-50 text-left text-[13px] text-gray-600">
            <HeadRow
              columns={columns.map((c) => ({
                label: c.label,
                className: c.numeric ? 'px-4 py-3 text-right font-semibold' : 'px-4 py-3 font-semibold',
              }))}
            />
          </thead>
          <tbody>{rows}</tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={cardsLabel}>
        {cards}
      </ul>
    </>
  );
}

/** A table's head row: one column header (`<th scope="col">`) a column, each with its classes. */
export function HeadRow({ columns }: { columns: { label: string; className: string }[] }) {
  return (
    <tr>
      {columns.map((c) => (
        <th key={c.label} scope="col" className={c.className}>
          {c.label}
        </th>
      ))}
    </tr>
  );
}

/** A card's figures in two columns under a rule: each a label over its value. */
export function CardFacts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-2 border-t border-gray-100 pt-3 text-[13px]">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-gray-500">{label}</dt>
          <dd className="font-medium text-gray-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
