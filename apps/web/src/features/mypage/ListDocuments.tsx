import { DOCUMENT_TITLES } from '@bizgift/domain/documents';
import { useId, useState } from 'react';
import { currentMonth, DOCUMENTS } from '../../api/documents.ts';
import { DownloadButton } from '../../components/DownloadButton.tsx';

type Filters = Record<string, string>;

/**
 * Above the order list: this search as Excel, and the 거래명세서 of a chosen month. Under the 테스트
 * switch, the sheet is the test orders' (marked 테스트) and no month statement is
 * offered: a statement holds real money only.
 */
export function OrderListDocuments({ filters }: { filters: Filters }) {
  const monthId = useId();
  const [month, setMonth] = useState(currentMonth());
  const valid = /^\d{4}-\d{2}$/.test(month);
  const test = filters.test === 'true';
  return (
    <div className="mb-4 flex flex-wrap items-end justify-end gap-2">
      <DownloadButton
        path={DOCUMENTS.ordersExport}
        query={filters}
        fileName={`주문내역_${test ? '테스트_' : ''}${currentMonth()}.xlsx`}
        label="엑셀 다운로드"
        kind="xlsx"
      />
      {!test && (
        <span className="inline-flex items-center gap-2">
          <label htmlFor={monthId} className="text-sm text-gray-600">
            월별 거래명세서
          </label>
          <input
            id={monthId}
            type="month"
            value={month}
            max={currentMonth()}
            onChange={(e) => setMonth(e.target.value)}
            className="rounded-lg border border-gray-300 px-2 py-1.5 text-sm"
          />
          {valid && (
            <DownloadButton
              path={DOCUMENTS.monthStatement(month)}
              fileName={`${DOCUMENT_TITLES.statement}_${month}.pdf`}
              label="받기"
            />
          )}
        </span>
      )}
    </div>
  );
}

/** Above the sent list: this search as Excel. */
export function SentListExport({ filters }: { filters: Filters }) {
  return (
    <div className="mb-4 flex justify-end">
      <DownloadButton
        path={DOCUMENTS.deliveriesExport}
        query={filters}
        fileName={`발송내역_${currentMonth()}.xlsx`}
        label="엑셀 다운로드"
        kind="xlsx"
      />
    </div>
  );
}
