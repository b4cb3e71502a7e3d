import { formatNumber, parseWon } from '@bizgift/domain/money';
import { useRef, useState } from 'react';
import type { Goods } from '../../api/catalog.ts';
import { FALLBACK_FOOTER } from '../../api/content.ts';
import { Modal } from '../../components/ui/Modal.tsx';

export const QUOTE_TITLE = '모바일 쿠폰 견적서';
export const QUOTE_VALID_DAYS = 14;
export const QUOTE_SEND_COUNT = 1;
const DOWNLOAD_FAILED = '견적서 다운로드에 실패했습니다. 다시 시도해주세요.';

/** The supplier block of the quote (SPEC §2 Quote sheet: fixed text). */
export const SUPPLIER = {
  name: FALLBACK_FOOTER.company_name,
  businessType: '서비스업 / 모바일 상품권 판매',
  registrationNumber: FALLBACK_FOOTER.business_number,
  phone: FALLBACK_FOOTER.contact_phone,
  address: FALLBACK_FOOTER.company_address,
  representative: FALLBACK_FOOTER.admin_name,
};

const isoDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const koreanDate = (d: Date) => `${d.getFullYear()}년 ${d.getMonth() + 1}월 ${d.getDate()}일`;

/** '모바일 쿠폰 견적서_카페 라떼 T_2025-03-01.png' with characters file systems refuse replaced. */
export function quoteFileName(goodsName: string, issued: Date): string {
  const safe = [...goodsName]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .trim();
  return `${QUOTE_TITLE}_${safe}_${isoDate(issued)}.png`;
}

/** The quote modal: business info, one product row (send count 1), total, valid for 14 days, PNG download. */
export function QuoteSheetModal({
  goods,
  open,
  onClose,
}: {
  goods: Goods;
  open: boolean;
  onClose: () => void;
}) {
  const sheet = useRef<HTMLDivElement>(null);
  const [downloading, setDownloading] = useState(false);
  const issued = new Date();
  const validUntil = new Date(issued.getTime() + QUOTE_VALID_DAYS * 86_400_000);
  const unit = parseWon(goods.price);
  const subtotal = unit * QUOTE_SEND_COUNT;

  const download = async () => {
    if (!sheet.current) return;
    setDownloading(true);
    try {
      const { toPng } = await import('html-to-image');
      const dataUrl = await toPng(sheet.current, {
        pixelRatio: 2,
        backgroundColor: '#ffffff',
        skipFonts: true,
      });
      const a = document.createElement('a');
      a.href = dataUrl;
      a.download = quoteFileName(goods.name, issued);
      document.body.appendChild(a);
      a.click();
      a.remove();
    } catch {
      window.alert(DOWNLOAD_FAILED);
    } finally {
      setDownloading(false);
    }
  };

  const th = 'border border-gray-300 bg-gray-50 px-2 py-2 text-center font-semibold text-gray-700';
  const td = 'border border-gray-300 px-2 py-2 text-gray-900';
  return (
    <Modal
      open={open}
      title={QUOTE_TITLE}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <button
            type="button"
            onClick={onClose}
            className="rounded-xl border border-gray-300 px-4 py-2.5 text-sm font-medium text-gray-700 hover:bg-gray-50"
          >
            닫기
          </button>
          <button
            type="button"
            onClick={download}
            disabled={downloading}
            className="rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {downloading ? '저장 중...' : '다운로드'}
          </button>
        </>
      }
    >
      <div className="overflow-x-auto">
        <div
          ref={sheet}
          data-testid="quote-sheet"
          className="min-w-[560px] bg-white p-6 text-[13px] leading-relaxed text-gray-900"
          style={{
            fontFamily:
              "'Pretendard Variable', Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif",
          }}
        >
          <div className="flex items-end justify-between border-b-2 border-gray-900 pb-3">
            <h3 className="text-2xl font-extrabold tracking-tight">{QUOTE_TITLE}</h3>
            <span className="text-sm font-bold text-brand-700">BizGift</span>
          </div>
          <div className="mt-4 grid grid-cols-2 gap-6">
            <dl className="space-y-1.5">
              <div className="flex gap-2">
                <dt className="w-16 shrink-0 text-gray-500">견적일자</dt>
                <dd>{koreanDate(issued)}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="w-16 shrink-0 text-gray-500">유효기간</dt>
                <dd>
                  {koreanDate(validUntil)}까지 ({QUOTE_VALID_DAYS}일)
                </dd>
              </div>
              <p className="pt-3 text-sm">아래와 같이 견적합니다.</p>
            </dl>
            <table className="w-full border-collapse text-[12px]">
              <caption className="sr-only">공급자 정보</caption>
              <tbody>
                {[
                  ['상호', SUPPLIER.name],
                  ['업태/종목', SUPPLIER.businessType],
                  ['등록번호', SUPPLIER.registrationNumber],
                  ['전화', SUPPLIER.phone],
                  ['주소', SUPPLIER.address],
                  ['대표자', SUPPLIER.representative],
                ].map(([k, v]) => (
                  <tr key={k}>
                    <th scope="row" className={`${th} w-20 py-1.5`}>
                      {k}
                    </th>
                    <td className={`${td} py-1.5`}>{v}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <table className="mt-6 w-full border-collapse">
            <thead>
              <tr>
                <th className={th}>상품명</th>
                <th className={`${th} w-24`}>단가</th>
                <th className={`${th} w-20`}>발송수량</th>
                <th className={`${th} w-28`}>금액</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td className={td}>
                  <span className="text-gray-500">[{goods.brand}]</span> {goods.name}
                </td>
                <td className={`${td} text-right tabular-nums`}>{formatNumber(unit)}원</td>
                <td className={`${td} text-center tabular-nums`}>{QUOTE_SEND_COUNT}</td>
                <td className={`${td} text-right tabular-nums`}>{formatNumber(subtotal)}원</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th colSpan={3} className={`${th} text-right`}>
                  합계 금액 (VAT 포함)
                </th>
                <td className={`${td} text-right text-base font-bold tabular-nums`}>
                  {formatNumber(subtotal)}원
                </td>
              </tr>
            </tfoot>
          </table>
          <ul className="mt-4 list-disc space-y-0.5 pl-5 text-[12px] text-gray-500">
            <li>본 견적서는 발행일로부터 {QUOTE_VALID_DAYS}일간 유효합니다.</li>
            <li>모바일 쿠폰의 유효기간은 발송일로부터 {goods.valid_period || 30}일입니다.</li>
            <li>대량 구매 및 세금계산서 발행은 고객센터({SUPPLIER.phone})로 문의해주세요.</li>
          </ul>
        </div>
      </div>
    </Modal>
  );
}
