import { SEND_TYPE_DISPLAY } from '@bizgift/domain/codes';
import { formatPhone } from '@bizgift/domain/recipients';
import type { DuplicateCheck } from '../../api/orders.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { formatDateTime } from '../../lib/format.ts';

/**
 * Before paying: these recipients got the same goods from this member within the
 * last days. The member may still go on; nothing is removed for them.
 */
export function DuplicateWarning({
  result,
  onClose,
  onContinue,
}: {
  result: DuplicateCheck | null;
  onClose: () => void;
  onContinue: () => void;
}) {
  if (!result) return null;
  const more = result.count - result.results.length;
  return (
    <Modal
      open
      size="lg"
      title="최근에 같은 상품을 받은 수신자가 있습니다"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>수신자 확인하기</Button>
          <Button variant="primary" onClick={onContinue}>
            그대로 결제하기
          </Button>
        </>
      }
    >
      <p>
        최근 {result.days}일 안에 같은 상품을 보낸 수신자{' '}
        <strong className="text-gray-900">{result.count.toLocaleString('ko-KR')}건</strong>이 있습니다. 한 번
        더 보내려는 것이 맞는지 확인해주세요.
      </p>
      {/* Two columns, the date and channel under the goods: the list fits a 390 px phone without scrolling sideways. */}
      <div className="mt-3 max-h-72 overflow-auto rounded-xl border border-gray-200">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-gray-50 text-xs text-gray-500">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                수신자
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                상품 · 최근 발송일
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 text-gray-800">
            {result.results.map((d) => (
              <tr key={`${d.recipient}-${d.goods.id}`} data-testid="duplicate-row" className="align-top">
                <td className="px-3 py-2">
                  {/* A number never breaks inside (it read 010-2222-333 / 3 at 390 px); an e-mail address may. */}
                  <span
                    className={d.recipient.includes('@') ? 'break-all' : 'whitespace-nowrap tabular-nums'}
                    data-testid="duplicate-recipient"
                  >
                    {formatPhone(d.recipient)}
                  </span>
                  {d.recipient_name && <span className="block text-gray-500">({d.recipient_name})</span>}
                </td>
                <td className="px-3 py-2">
                  [{d.goods.brand}] {d.goods.name}
                  <span className="block text-xs text-gray-500 tabular-nums">
                    {formatDateTime(d.sent_at)}
                    {d.times > 1 && ` 외 ${d.times - 1}회`} · {SEND_TYPE_DISPLAY[d.send_type]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 && <p className="mt-2 text-xs text-gray-500">최근 100건만 보여드립니다. 외 {more}건</p>}
    </Modal>
  );
}
