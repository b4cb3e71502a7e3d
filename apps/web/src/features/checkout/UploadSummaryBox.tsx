import { IMPORT_MESSAGES } from '@bizgift/domain/recipient-import';
import type { UploadSummary } from './useRecipientTools.ts';

const LIST_MAX = 20;

function rowList(rows: readonly number[]): string {
  const head = rows.slice(0, LIST_MAX).join(', ');
  return rows.length > LIST_MAX ? `${head} 외 ${(rows.length - LIST_MAX).toLocaleString('ko-KR')}건` : head;
}

/** What an uploaded recipient file gave: added, duplicate and wrong rows, by the sheet's row numbers. */
export function UploadSummaryBox({ summary, onClose }: { summary: UploadSummary; onClose: () => void }) {
  const n = (v: number) => v.toLocaleString('ko-KR');
  return (
    <section
      aria-label="업로드 결과"
      aria-live="polite"
      className="mt-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4 text-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-semibold text-gray-900">
          <span className="break-all">{summary.fileName}</span> 업로드 결과
        </p>
        <button
          type="button"
          onClick={onClose}
          aria-label="업로드 결과 닫기"
          className="shrink-0 rounded p-1 text-gray-500 hover:bg-white hover:text-gray-800"
        >
          <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
        <div className="rounded-lg bg-white px-2 py-2">
          <dt className="text-xs text-gray-500">추가</dt>
          <dd className="text-lg font-bold text-green-700 tabular-nums">{n(summary.added.length)}</dd>
        </div>
        <div className="rounded-lg bg-white px-2 py-2">
          <dt className="text-xs text-gray-500">중복</dt>
          <dd className="text-lg font-bold text-gray-700 tabular-nums">{n(summary.duplicates.length)}</dd>
        </div>
        <div className="rounded-lg bg-white px-2 py-2">
          <dt className="text-xs text-gray-500">오류</dt>
          <dd className="text-lg font-bold text-red-600 tabular-nums">{n(summary.invalid.length)}</dd>
        </div>
      </dl>
      {summary.overLimit > 0 && (
        <p className="mt-2 text-red-700">
          {IMPORT_MESSAGES.overLimit} {n(summary.overLimit)}건은 추가하지 않았습니다.
        </p>
      )}
      {summary.duplicates.length > 0 && (
        <p className="mt-2 text-gray-700">
          <span className="font-medium">중복 행:</span> {rowList(summary.duplicates)}
        </p>
      )}
      {summary.invalid.length > 0 && (
        <div className="mt-2">
          <p className="font-medium text-gray-700">오류 행</p>
          <ul className="mt-1 max-h-40 space-y-0.5 overflow-y-auto text-[13px] text-red-700">
            {summary.invalid.slice(0, LIST_MAX).map((row) => (
              <li key={row.row}>
                <span className="tabular-nums">{row.row}행</span>{' '}
                <span className="break-all">'{row.value}'</span>: {row.message}
              </li>
            ))}
            {summary.invalid.length > LIST_MAX && (
              <li className="text-gray-600">외 {n(summary.invalid.length - LIST_MAX)}건</li>
            )}
          </ul>
        </div>
      )}
      {summary.headerRow && (
        <p className="mt-2 text-xs text-gray-500">{summary.headerRow}행은 제목 행으로 보고 건너뛰었습니다.</p>
      )}
    </section>
  );
}
