import { DOCUMENT_TITLES } from '@bizgift/domain/documents';
import { currentMonth, DOCUMENTS } from '../../api/documents.ts';
import { DownloadButton } from '../../components/DownloadButton.tsx';

/** This search of the charge history as Excel. */
export function ChargeHistoryExport({ filters }: { filters: Record<string, string | undefined> }) {
  return (
    <div className="mb-3 flex justify-end">
      <DownloadButton
        path={DOCUMENTS.chargeHistoryExport}
        query={filters}
        fileName={`충전금내역_${currentMonth()}.xlsx`}
        label="엑셀 다운로드"
        kind="xlsx"
      />
    </div>
  );
}

/** 충전 확인서 of one approved recharge (a charge line of the history). */
export function RechargeReceiptButton({ rechargeId }: { rechargeId: number }) {
  return (
    <DownloadButton
      path={DOCUMENTS.rechargeReceipt(rechargeId)}
      fileName={`${DOCUMENT_TITLES.rechargeReceipt}_${rechargeId}.pdf`}
      label="충전 확인서"
      className="px-2 py-1 text-xs"
    />
  );
}

/** 환급 확인서 of a balance refund staff paid. */
export function RefundReceiptButton({ refundId }: { refundId: number }) {
  return (
    <DownloadButton
      path={DOCUMENTS.refundReceipt(refundId)}
      fileName={`${DOCUMENT_TITLES.refundReceipt}_${refundId}.pdf`}
      label="환급 확인서"
      className="px-2 py-1 text-xs"
    />
  );
}
