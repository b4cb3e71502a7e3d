import { sendsToPhone } from '@bizgift/domain/codes';
import { formatCallerNumber, formatPhone } from '@bizgift/domain/recipients';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { type MessagePreview, previewMessage } from '../../api/orders.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { formatDate } from '../../lib/format.ts';
import type { CheckoutFormState } from './useCheckoutForm.ts';

const CHOICES = 50;

/**
 * Exactly what one recipient will get, built by the server's own message code: the
 * MMS with its barcode, the 알림톡 when that channel exists, or the e-mail. Coupon and link are
 * samples until the voucher is issued.
 */
export function PreviewDialog({
  form,
  open,
  onClose,
}: {
  form: CheckoutFormState;
  open: boolean;
  onClose: () => void;
}) {
  const selectId = useId();
  const [goodsIndex, setGoodsIndex] = useState(0);
  const [who, setWho] = useState(0);
  const choices = form.recipients.slice(0, CHOICES);
  const recipient = choices[Math.min(who, choices.length - 1)];
  const goods = form.items[Math.min(goodsIndex, form.items.length - 1)]!;
  const body = {
    send_type: form.sendType,
    name: form.title.trim(),
    send_msg: form.message,
    sender: sendsToPhone(form.sendType) ? form.senderPhone.replace(/\D/g, '') : '',
    goods: goods.goodsId,
    ...(recipient && form.names[recipient] ? { recipient_name: form.names[recipient] } : {}),
  };
  const preview = useQuery({
    queryKey: ['orders', 'preview', body],
    queryFn: () => previewMessage(body),
    enabled: open,
    staleTime: 60_000,
    retry: false,
  });
  const label = (r: string) => `${formatPhone(r)}${form.names[r] ? ` (${form.names[r]})` : ''}`;
  return (
    <Modal
      open={open}
      size="lg"
      title="받는 분 화면 미리보기"
      onClose={onClose}
      footer={<Button onClick={onClose}>닫기</Button>}
    >
      <div className="flex flex-wrap gap-2">
        {choices.length > 0 && (
          <label htmlFor={selectId} className="sr-only">
            받는 분
          </label>
        )}
        {choices.length > 0 && (
          <select
            id={selectId}
            value={who}
            onChange={(e) => setWho(Number(e.target.value))}
            className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-2 py-2 text-sm"
          >
            {choices.map((r, i) => (
              <option key={r} value={i}>
                {label(r)}
              </option>
            ))}
          </select>
        )}
        {form.items.length > 1 && (
          <select
            aria-label="상품"
            value={goodsIndex}
            onChange={(e) => setGoodsIndex(Number(e.target.value))}
            className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-2 py-2 text-sm"
          >
            {form.items.map((item, i) => (
              <option key={item.goodsId} value={i}>
                [{item.brand}] {item.name}
              </option>
            ))}
          </select>
        )}
      </div>
      {preview.isPending && <p className="mt-4 text-sm text-gray-500">미리보기를 만드는 중입니다...</p>}
      {preview.isError && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {preview.error instanceof ApiError ? preview.error.message : '미리보기를 불러오지 못했습니다.'}
        </p>
      )}
      {preview.data && <PreviewBody data={preview.data} />}
    </Modal>
  );
}

function PreviewBody({ data }: { data: MessagePreview }) {
  return (
    <div className="mt-4 flex flex-col gap-4" data-testid="message-preview">
      <p className="text-xs text-gray-500">
        쿠폰번호·유효기간({formatDate(data.sample.expires_at)}까지)·링크는 예시입니다. 결제 후 실제 쿠폰이
        발급되면 그 값으로 나갑니다.
      </p>
      {data.sms && (
        <section
          aria-label={data.alimtalk ? '대체 문자 미리보기' : '문자 미리보기'}
          className={`rounded-2xl bg-gray-100 p-4 ${data.alimtalk ? 'order-last' : ''}`}
        >
          {data.alimtalk && (
            <p className="mb-1 text-xs font-semibold text-gray-700">
              카카오톡으로 받을 수 없는 분께는 이 문자가 대신 발송됩니다
            </p>
          )}
          <p className="text-xs text-gray-600">
            {data.sms.kind} · {data.sms.bytes.toLocaleString('ko-KR')}바이트 · 발신{' '}
            {formatCallerNumber(data.sms.from)}
          </p>
          <div className="mt-2 max-w-sm rounded-2xl rounded-tl-sm bg-white p-3 text-sm text-gray-900 shadow-xs">
            <p className="font-semibold">{data.sms.subject}</p>
            {data.sms.image && (
              <img src={data.sms.image} alt="쿠폰 바코드 이미지" className="mt-2 w-full rounded-lg border" />
            )}
            <p className="mt-2 break-all whitespace-pre-wrap">{data.sms.text}</p>
          </div>
        </section>
      )}
      {data.alimtalk && (
        <section aria-label="알림톡 미리보기" className="rounded-2xl bg-[#b2c7da] p-4">
          <p className="text-xs text-gray-700">카카오 알림톡</p>
          <div className="mt-2 max-w-sm rounded-2xl bg-white p-3 text-sm whitespace-pre-wrap text-gray-900">
            {data.alimtalk.text}
            {data.alimtalk.buttons.map((b) => (
              <span key={b} className="mt-2 block rounded-lg bg-gray-100 py-2 text-center font-medium">
                {b}
              </span>
            ))}
          </div>
        </section>
      )}
      {data.email && (
        <section aria-label="이메일 미리보기">
          <dl className="text-sm">
            <div className="flex gap-2">
              <dt className="w-16 shrink-0 text-gray-500">보낸 사람</dt>
              <dd className="break-all">{data.email.from}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="w-16 shrink-0 text-gray-500">제목</dt>
              <dd className="font-semibold text-gray-900">{data.email.subject}</dd>
            </div>
          </dl>
          {/* sandbox="": the mail's HTML runs nothing and reaches nothing of the shop */}
          <iframe
            title="이메일 본문 미리보기"
            sandbox=""
            srcDoc={data.email.html}
            className="mt-2 h-[28rem] w-full rounded-xl border border-gray-200 bg-white"
          />
        </section>
      )}
    </div>
  );
}
