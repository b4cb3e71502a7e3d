import { DOCUMENT_TITLES } from '@bizgift/domain/documents';
import { DOCUMENTS } from '../../api/documents.ts';
import { DownloadButton } from '../../components/DownloadButton.tsx';

/** The order's paperwork: 거래명세서 and 발송결과 내역서 (PDF and Excel), built by the server. */
export function OrderDocuments({ orderId }: { orderId: number }) {
  return (
    <section
      aria-labelledby="order-documents"
      className="mt-6 rounded-2xl border border-gray-200 bg-white p-5"
    >
      <h2 id="order-documents" className="text-base font-bold text-gray-900">
        증빙 서류
      </h2>
      <p className="mt-1 text-sm text-gray-500">
        모바일 상품권은 면세 상품으로 세금계산서 대신 거래명세서로 증빙합니다.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <DownloadButton
          path={DOCUMENTS.orderStatement(orderId)}
          fileName={`${DOCUMENT_TITLES.statement}_주문${orderId}.pdf`}
          label="거래명세서"
        />
        <DownloadButton
          path={DOCUMENTS.deliveryReportPdf(orderId)}
          fileName={`${DOCUMENT_TITLES.deliveryReport}_주문${orderId}.pdf`}
          label="발송결과 내역서"
        />
        <DownloadButton
          path={DOCUMENTS.deliveryReportXlsx(orderId)}
          fileName={`${DOCUMENT_TITLES.deliveryReport}_주문${orderId}.xlsx`}
          label="발송결과 엑셀"
          kind="xlsx"
        />
      </div>
    </section>
  );
}
