import { DOCUMENT_TITLES, documentTitle } from '@bizgift/domain/documents';
import { DOCUMENTS } from '../../api/documents.ts';
import { DownloadButton } from '../../components/DownloadButton.tsx';

/**
 * The order's paperwork: 거래명세서 and 발송결과 내역서 (PDF and Excel), built by the server. A test
 * order's are asked in the test world and come stamped 테스트, never evidence.
 */
export function OrderDocuments({ orderId, test }: { orderId: number; test: boolean }) {
  const query = test ? { test: 'true' } : undefined;
  const statement = documentTitle(DOCUMENT_TITLES.statement, test);
  const report = documentTitle(DOCUMENT_TITLES.deliveryReport, test);
  return (
    <section
      aria-labelledby="order-documents"
      className="mt-6 rounded-2xl border border-gray-200 bg-white p-5"
    >
      <h2 id="order-documents" className="text-base font-bold text-gray-900">
        증빙 서류
      </h2>
      <p className="mt-1 text-sm text-gray-500">
        {test
          ? '테스트 주문의 서류는 테스트 표시가 찍혀 나오며 증빙 서류로 사용할 수 없습니다.'
          : '모바일 상품권은 면세 상품으로 세금계산서 대신 거래명세서로 증빙합니다.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <DownloadButton
          path={DOCUMENTS.orderStatement(orderId)}
          query={query}
          fileName={`${statement}_주문${orderId}.pdf`}
          label="거래명세서"
        />
        <DownloadButton
          path={DOCUMENTS.deliveryReportPdf(orderId)}
          query={query}
          fileName={`${report}_주문${orderId}.pdf`}
          label="발송결과 내역서"
        />
        <DownloadButton
          path={DOCUMENTS.deliveryReportXlsx(orderId)}
          query={query}
          fileName={`${report}_주문${orderId}.xlsx`}
          label="발송결과 엑셀"
          kind="xlsx"
        />
      </div>
    </section>
  );
}
