import {
  DELIVERY_STATUS,
  isVoucherCancellable,
  REFUNDABLE_DELIVERY_STATUSES,
  RESENDABLE_DELIVERY_STATUSES,
  SEND_TYPE,
} from '@bizgift/domain/codes';
import { formatWon } from '@bizgift/domain/money';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../api/http.ts';
import { type Delivery, useDelivery, useRefundDelivery } from '../../api/orders.ts';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { DeliveryStatusBadge, VoucherStatusBadge } from '../../components/ui/Badge.tsx';
import { buttonClass } from '../../components/ui/Button.tsx';
import { useDialog } from '../../components/ui/Dialog.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { roleReason, useCompany } from '../../lib/useCompany.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { CouponDownloadModal } from './CouponDownloadModal.tsx';
import { DeliveryTimeline } from './DeliveryTimeline.tsx';
import { DetailHeader, DetailWaiting, Frame, Row, TestOrderNotice } from './detailParts.tsx';
import { recipientText } from './format.ts';
import { SendTime } from './listParts.tsx';
import { DELIVERY_TEXTS, inTestWallet } from './messages.ts';
import { ResendModal } from './ResendModal.tsx';
import { CANCEL_RULE, CancelVoucherButton, useVoucherCancel } from './VoucherCancel.tsx';

export function DeliveryDetail({
  orderId,
  deliveryId,
  test,
  initial,
  title,
  backPath,
  missing,
}: {
  orderId: number;
  deliveryId: number;
  /** A test order's delivery: read and changed in the test world. */
  test: boolean;
  initial?: Delivery;
  title: string;
  backPath: string;
  missing: React.ReactElement;
}) {
  useDocumentTitle(title);
  const navigate = useNavigate();
  const query = useDelivery(deliveryId, initial, test);
  const refund = useRefundDelivery();
  const dialog = useDialog();
  const voucherCancel = useVoucherCancel(dialog);
  const canSend = useCompany().can('send');
  const [resendOpen, setResendOpen] = useState(false);
  const [couponOpen, setCouponOpen] = useState(false);

  if (!query.isSuccess) {
    return (
      <DetailWaiting
        query={query}
        loading="발송 정보를 불러오는 중..."
        title={title}
        backPath={backPath}
        missing={missing}
      />
    );
  }
  const d = query.data;
  if (d.order_id !== orderId) return missing;
  const couponNo = d.gifticon.coupon_no;
  const refunded = d.status === DELIVERY_STATUS.REFUNDED;
  const cancellable = isVoucherCancellable(d);

  const onRefund = async () => {
    if (!d.id) {
      await dialog.alert({ title: '환불 요청', message: DELIVERY_TEXTS.noDeliveryId });
      return;
    }
    const ok = await dialog.confirm({
      title: '환불 요청',
      message: inTestWallet(
        `'${d.goods.name}' 쿠폰을 환불하시겠습니까?\n결제 금액 ${formatWon(d.amount)}이 충전금으로 반환됩니다.`,
        d.test,
      ),
      confirmLabel: '환불 요청',
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await refund.mutateAsync(d);
    } catch (error) {
      await dialog.alert({ title: '환불 실패', message: errorMessage(error, DELIVERY_TEXTS.refundFailed) });
      return;
    }
    const back = await dialog.confirm({
      title: '환불 완료',
      message: `${inTestWallet(DELIVERY_TEXTS.refunded, d.test)}\n\n목록으로 돌아가시겠습니까?`,
      confirmLabel: '목록으로',
      cancelLabel: '계속 보기',
    });
    if (back) navigate(backPath);
  };

  return (
    <Frame>
      <DetailHeader title={title} backPath={backPath} />
      <TestOrderNotice test={d.test} />
      <article className="grid gap-6 rounded-2xl border border-gray-200 bg-white p-5 md:grid-cols-[260px_1fr] md:gap-8 md:p-8">
        <ImageWithFallback
          src={d.goods.image}
          alt={d.goods.name}
          loading="eager"
          className="mx-auto aspect-square w-full max-w-[260px] rounded-xl border border-gray-100 object-cover"
        />
        <div className="min-w-0">
          <p className="text-sm font-medium text-gray-500">{d.goods.brand}</p>
          <div className="mt-1 flex flex-wrap items-start justify-between gap-2">
            <h2 className="text-xl font-bold text-gray-900 md:text-2xl">{d.goods.name}</h2>
            <DeliveryStatusBadge status={d.status} label={d.status_display} />
          </div>
          <dl className="mt-4 border-t border-gray-200">
            <Row label="발송일시">
              <SendTime delivery={d} />
            </Row>
            <Row label={d.send_type === SEND_TYPE.EMAIL ? '수신 이메일' : '수신번호'}>
              <span className="tabular-nums">{recipientText(d)}</span>
            </Row>
            <Row label="유효기간">
              <span className="tabular-nums">
                {d.goods.valid_period}일
                {d.valid_until && (
                  <span className="ml-1.5 text-sm text-gray-500">({formatDate(d.valid_until)}까지)</span>
                )}
              </span>
            </Row>
            <Row label="쿠폰 상태">
              <VoucherStatusBadge gifticon={d.gifticon} />
              {d.gifticon.used_at && (
                <span className="ml-2 text-sm text-gray-500 tabular-nums">
                  {formatDateTime(d.gifticon.used_at)} 사용
                </span>
              )}
            </Row>
            <Row label="결제금액">
              <span className="tabular-nums">{formatWon(d.amount)}</span>
              {refunded && (
                <span className="ml-2 text-sm text-blue-700">
                  {inTestWallet('충전금으로 환불됨', d.test)}
                  {d.refund_reason ? ` (${d.refund_reason})` : ''}
                </span>
              )}
            </Row>
            <Row label="주문번호">
              <Link
                to={`/mypage/orders/${d.order_id}${d.test ? '?test=true' : ''}`}
                state={{
                  title: '주문 상세',
                  backPath: d.test ? '/mypage/orders?test=true' : '/mypage/orders',
                }}
                className="text-brand-700 tabular-nums hover:underline"
              >
                {d.order_id}
              </Link>
            </Row>
          </dl>

          <div className="mt-5 rounded-xl border border-gray-100 bg-gray-50 px-3 py-4">
            <DeliveryTimeline delivery={d} />
          </div>

          {d.status === DELIVERY_STATUS.SEND_FAILED && (
            <p className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              쿠폰을 보내지 못했습니다. {d.send_type === SEND_TYPE.EMAIL ? '수신 이메일 주소' : '수신번호'}를
              확인해 재발송하거나, 환불을 요청하면 결제 금액이 충전금으로 반환됩니다.
            </p>
          )}
          {d.status === DELIVERY_STATUS.ADMIN_FAILED && (
            <p className="mt-4 rounded-xl bg-orange-50 px-4 py-3 text-sm text-orange-800">
              쿠폰 발급에 실패했습니다. 고객센터로 문의하시거나 환불을 요청해주세요.
            </p>
          )}

          {cancellable && <p className="mt-4 text-[13px] leading-relaxed text-gray-500">{CANCEL_RULE}</p>}
          {!refunded && !cancellable && !REFUNDABLE_DELIVERY_STATUSES.includes(d.status) && (
            <p className="mt-4 text-[13px] leading-relaxed text-gray-500">
              {DELIVERY_TEXTS.notRefundable} 환불은 발송에 실패한 쿠폰만 요청할 수 있으며, 보낸 쿠폰은
              사용하기 전에만 쿠폰 취소로 돌려받을 수 있습니다.
            </p>
          )}

          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <button
              type="button"
              onClick={() => setCouponOpen(true)}
              disabled={!couponNo || refunded}
              className={buttonClass('primary')}
            >
              {!couponNo ? DELIVERY_TEXTS.noCoupon : refunded ? '환불된 쿠폰' : '쿠폰 다운로드'}
            </button>
            {canSend && RESENDABLE_DELIVERY_STATUSES.includes(d.status) && (
              <button type="button" onClick={() => setResendOpen(true)} className={buttonClass('secondary')}>
                재발송
              </button>
            )}
            {canSend && cancellable && (
              <CancelVoucherButton
                d={d}
                size="md"
                busy={voucherCancel.pendingId === d.id}
                onCancel={(v) => void voucherCancel.run(v)}
              />
            )}
            {/* Only failed sends can be refunded (the server refuses the rest), so no button that always fails. */}
            {canSend && REFUNDABLE_DELIVERY_STATUSES.includes(d.status) && (
              <button
                type="button"
                onClick={onRefund}
                disabled={refund.isPending}
                className="inline-flex items-center justify-center rounded-lg border border-red-300 bg-white px-4 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
              >
                {refund.isPending ? '환불 요청 중...' : '환불 요청'}
              </button>
            )}
          </div>
          {!canSend && <p className="mt-3 text-[13px] text-gray-500">{roleReason('send')}</p>}
        </div>
      </article>

      {couponNo && (
        <CouponDownloadModal delivery={d} open={couponOpen} onClose={() => setCouponOpen(false)} />
      )}
      <ResendModal
        delivery={d}
        open={resendOpen}
        onClose={() => setResendOpen(false)}
        onDone={() => dialog.alert({ title: '재발송 완료', message: DELIVERY_TEXTS.resent })}
      />
      {dialog.element}
    </Frame>
  );
}

/** SPEC §2: the resend modal asks for the phone number, prefilled with the recipient (e-mail for e-mail sends). */
