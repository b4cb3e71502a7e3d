import { scrollableRegion, useScrollEdges } from '../../components/ui/useScrollEdges.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import type { LegalBlock, LegalDocument } from './legal/types.ts';

function Block({ block, label }: { block: LegalBlock; label: string }) {
  if (typeof block === 'string') return <p className="leading-7 text-gray-700">{block}</p>;
  if ('list' in block) {
    return (
      <ul className="list-disc space-y-1.5 pl-5 leading-7 text-gray-700">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  if ('ordered' in block) {
    return (
      <ol className="list-decimal space-y-1.5 pl-5 leading-7 text-gray-700 marker:text-gray-400">
        {block.ordered.map((item) => (
          <li key={item} className="pl-1">
            {item}
          </li>
        ))}
      </ol>
    );
  }
  if ('note' in block) {
    return <p className="rounded-lg bg-gray-50 px-4 py-3 text-sm leading-6 text-gray-600">{block.note}</p>;
  }
  return <TableBlock table={block.table} label={label} />;
}

/** A table of the text; on a phone it scrolls sideways, as a named region a keyboard can focus. */
function TableBlock({ table, label }: { table: { head: string[]; rows: string[][] }; label: string }) {
  const { ref, left, right } = useScrollEdges<HTMLDivElement>();
  return (
    <div
      ref={ref}
      {...scrollableRegion(left || right, label)}
      className="overflow-x-auto rounded-lg border border-gray-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[28rem] border-collapse text-left text-sm">
        <thead className="bg-gray-50 text-gray-600">
          <tr>
            {table.head.map((h) => (
              <th
                key={h}
                scope="col"
                className="border-b border-gray-200 px-3 py-2.5 font-medium whitespace-nowrap"
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.join('|')} className="border-b border-gray-100 last:border-0 align-top">
              {row.map((cell, i) => (
                <td
                  key={table.head[i]}
                  className={`px-3 py-2.5 leading-6 ${i === 0 ? 'font-medium text-gray-800' : 'text-gray-700'}`}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A legal text with its table of contents: a sticky side list on wide screens, a foldable list on phones. */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  useDocumentTitle(doc.title);
  const toc = (
    <ol className="space-y-1 text-sm">
      {doc.sections.map((s) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            className="block rounded px-2 py-1 text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1"
          >
            {s.title}
          </a>
        </li>
      ))}
    </ol>
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <header className="mb-8 border-b border-gray-200 pb-6">
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{doc.title}</h1>
        <p className="mt-2 text-sm text-gray-500">시행일: {doc.effectiveDate}</p>
      </header>

      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10">
        <nav aria-label="목차" className="mb-8 lg:mb-0">
          <details className="rounded-lg border border-gray-200 p-3 lg:hidden">
            <summary className="cursor-pointer text-sm font-semibold text-gray-800">목차</summary>
            <div className="mt-2">{toc}</div>
          </details>
          <div className="sticky top-24 hidden max-h-[calc(100vh-8rem)] overflow-y-auto lg:block">
            <p className="mb-2 px-2 text-sm font-semibold text-gray-800">목차</p>
            {toc}
          </div>
        </nav>

        <article className="min-w-0 space-y-10">
          <p className="leading-7 text-gray-700">{doc.intro}</p>
          {doc.sections.map((s) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              className="scroll-mt-24 space-y-3"
            >
              <h2 id={`${s.id}-title`} className="text-lg font-semibold text-gray-900">
                {s.title}
              </h2>
              {s.blocks.map((b, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a fixed text
                <Block key={i} block={b} label={`${s.title} 표`} />
              ))}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
