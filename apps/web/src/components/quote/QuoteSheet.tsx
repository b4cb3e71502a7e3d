import type { QuoteSheet } from '@bizgift/domain/documents';
import { forwardRef, type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/** The sheet's own width: the PNG is always this wide (at scale 2), whatever the screen. */
export const QUOTE_SHEET_WIDTH = 720;

const FONT_FAMILY =
  "'Pretendard Variable', Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif";

const th = 'border border-gray-400 bg-gray-100 px-2 py-1.5 text-center font-semibold text-gray-700';
const td = 'border border-gray-400 px-2 py-1.5 align-middle text-gray-900';

/**
 * The quote sheet drawn from the shared definition (@bizgift/domain quoteSheet), in the PDF's
 * arrangement: title and rule; left the buyer, dates, greeting and total in words, right the
 * supplier block with the seal; the goods table with its total row; the notes. Every part is in
 * normal flow and long text wraps inside its own box (at spaces, keep-all; anywhere only when a word is wider than its box), so no length of title, date
 * or goods name can draw one line over another.
 */
export const QuoteSheetView = forwardRef<HTMLDivElement, { sheet: QuoteSheet; seal: string | null }>(
  function QuoteSheetView({ sheet, seal }, ref) {
    return (
      <div
        ref={ref}
        // lang and keep-all travel into the PNG's copy: Korean then breaks at spaces there as on screen
        lang="ko"
        data-testid="quote-sheet"
        className="break-keep bg-white px-9 py-8 text-[13px] leading-normal text-gray-900 [overflow-wrap:anywhere]"
        style={{ width: QUOTE_SHEET_WIDTH, fontFamily: FONT_FAMILY }}
      >
        <h3
          data-quote="title"
          className="text-center text-[26px] leading-tight font-extrabold tracking-[0.15em]"
        >
          {sheet.title}
        </h3>
        <div data-quote="rule" className="mt-3 border-b-2 border-gray-900" />
        <div className="mt-5 grid grid-cols-2 gap-6">
          <div className="min-w-0">
            {sheet.buyer && (
              <p
                data-quote="buyer"
                className="border-b border-gray-400 pb-1 text-[17px] leading-snug font-bold"
              >
                {sheet.buyer}
              </p>
            )}
            <dl className="mt-3 space-y-1">
              {sheet.meta.map(([label, value]) => (
                <div key={label} data-quote={label} className="flex gap-3">
                  <dt className="w-14 shrink-0 text-gray-500">{label}</dt>
                  <dd className="min-w-0">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3">{sheet.greeting}</p>
            <p className="mt-3  border border-gray-400 px-2.5 py-2">
              <span className="mr-2 text-gray-500">{sheet.amount[0]}</span>
              <strong data-quote="amount">{sheet.amount[1]}</strong>
            </p>
          </div>
          <table className="w-full table-fixed border-collapse self-start text-[12px]">
            <colgroup>
              <col className="w-[76px]" />
              <col />
            </colgroup>
            <thead>
              <tr>
                <th colSpan={2} scope="colgroup" className={th}>
                  공급자
                </th>
              </tr>
            </thead>
            <tbody>
              {sheet.supplier.map(([label, value], i) => (
                <tr key={label}>
                  <th scope="row" className={th}>
                    {label}
                  </th>
                  <td className={td}>
                    {i === 0 && seal ? (
                      <span className="flex items-center justify-between gap-2">
                        <span className="min-w-0">{value}</span>
                        <img src={seal} alt="직인" className="size-10 shrink-0 object-contain" />
                      </span>
                    ) : (
                      value
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <table className="mt-6 w-full table-fixed border-collapse">
          <colgroup>
            <col />
            <col className="w-[88px]" />
            <col className="w-[52px]" />
            <col className="w-[72px]" />
            <col className="w-[112px]" />
          </colgroup>
          <thead>
            <tr>
              {sheet.columns.map((c) => (
                <th key={c.label} scope="col" className={th}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sheet.rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are the quote's lines in their order
              <tr key={r} data-quote="line">
                {row.map((cell, i) => (
                  <td
                    key={sheet.columns[i]!.label}
                    className={`${td} ${sheet.columns[i]!.align === 'right' ? 'text-right tabular-nums' : ''}`}
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={sheet.columns.length - 1} scope="row" className={`${th} text-right`}>
                {sheet.total[0]}
              </th>
              <td data-quote="total" className={`${td} text-right text-[15px] font-bold tabular-nums`}>
                {sheet.total[1]}
              </td>
            </tr>
          </tfoot>
        </table>
        <ul className="mt-4 list-disc space-y-0.5 pl-5 text-[12px] text-gray-600">
          {sheet.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </div>
    );
  },
);

/** Shows a fixed-width sheet as a page on grey, scaled down to the width it is given (the PNG keeps the full width). */
export function ScaledPreview({ children, width }: { children: ReactNode; width: number }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ scale: 1, height: 0, left: 0 });
  useLayoutEffect(() => {
    const measure = () => {
      if (!outer.current || !inner.current) return;
      const available = outer.current.clientWidth;
      const scale = Math.min(1, available / width);
      setBox({
        scale,
        height: inner.current.offsetHeight * scale,
        left: Math.max(0, (available - width * scale) / 2),
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (outer.current) observer.observe(outer.current);
    if (inner.current) observer.observe(inner.current);
    return () => observer.disconnect();
  }, [width]);
  return (
    <div className="rounded-xl bg-gray-100 p-2 sm:p-4">
      <div ref={outer} className="w-full overflow-hidden" style={{ height: box.height || undefined }}>
        <div
          ref={inner}
          style={{
            width,
            marginLeft: box.left,
            transform: box.scale === 1 ? undefined : `scale(${box.scale})`,
            transformOrigin: 'top left',
          }}
          className="shadow-sm"
        >
          {children}
        </div>
      </div>
    </div>
  );
}
