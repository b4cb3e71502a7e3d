import { useId, useState } from 'react';
import { currentMonth, DOCUMENTS } from '../../../../api/documents.ts';
import { DownloadButton } from '../../../../components/DownloadButton.tsx';
import { Card } from '../../../../components/ui/Card.tsx';

const EXPORTS = [
  ['orders', '주문'],
  ['deliveries', '발송'],
  ['recharges', '충전 요청'],
  ['ledger', '충전금 원장'],
  ['members', '회원'],
] as const;

/** Every staff Excel export, and the monthly settlement (sales, refunds, recharges, balances owed). */
export function ExportsCard() {
  const monthId = useId();
  const [month, setMonth] = useState(currentMonth());
  const today = currentMonth();
  return (
    <Card title="엑셀 내보내기">
      <div className="flex flex-wrap gap-2">
        {EXPORTS.map(([what, label]) => (
          <DownloadButton
            key={what}
            path={DOCUMENTS.admin.export(what)}
            fileName={`${label}_${today}.xlsx`}
            label={label}
            kind="xlsx"
          />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-gray-100 pt-4">
        <label htmlFor={monthId} className="text-sm text-gray-600">
          월 정산 (매출·환불·충전·회원 잔액)
        </label>
        <input
          id={monthId}
          type="month"
          value={month}
          max={today}
          onChange={(e) => setMonth(e.target.value)}
          className="rounded-lg border border-gray-300 px-2 py-1.5 text-sm"
        />
        {/^\d{4}-\d{2}$/.test(month) && (
          <DownloadButton
            path={DOCUMENTS.admin.settlement(month)}
            fileName={`월정산_${month}.xlsx`}
            label="정산표"
            kind="xlsx"
          />
        )}
      </div>
    </Card>
  );
}
