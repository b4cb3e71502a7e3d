import { groupCoupon } from '@bizgift/domain/coupon';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Delivery } from '../../api/orders.ts';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { buttonClass } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { saveUrl } from '../../lib/download.ts';
import { formatDate } from '../../lib/format.ts';
import { COUPON_IMAGE, couponPng, drawBarcode } from './couponImage.ts';
import { DELIVERY_TEXTS } from './messages.ts';

type BarcodeState = 'loading' | 'ready' | 'failed';

/** SPEC §2: coupon preview with its CODE128 barcode, saved as a PNG (scale 2, width 400). */
export function CouponDownloadModal({
  delivery,
  open,
  onClose,
}: {
  delivery: Delivery;
  open: boolean;
  onClose: () => void;
}) {
  const couponNo = delivery.gifticon.coupon_no;
  const cardRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  const [barcode, setBarcode] = useState<BarcodeState>('loading');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [scale, setScale] = useState(1);
  const [cardHeight, setCardHeight] = useState(0);

  useEffect(() => {
    if (!open || !svg) return;
    if (!couponNo) {
      setBarcode('failed');
      return;
    }
    let live = true;
    setBarcode('loading');
    setError(null);
    drawBarcode(svg, couponNo)
      .then(() => live && setBarcode('ready'))
      .catch(() => live && setBarcode('failed'));
    return () => {
      live = false;
    };
  }, [open, svg, couponNo]);

  // The card is always 400 px wide (the image's width); on a narrow screen the preview is scaled down.
  useLayoutEffect(() => {
    if (!open) return;
    const frame = frameRef.current;
    const card = cardRef.current;
    if (!frame || !card) return;
    const measure = () => {
      setScale(Math.min(1, (frame.clientWidth - 24) / COUPON_IMAGE.width));
      setCardHeight(card.offsetHeight);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    observer.observe(card);
    return () => observer.disconnect();
  }, [open]);

  const save = async () => {
    if (!couponNo) {
      setError(DELIVERY_TEXTS.noCouponData);
      return;
    }
    const node = cardRef.current;
    if (!node) {
      setError(DELIVERY_TEXTS.couponElementMissing);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const dataUrl = await couponPng(node);
      saveUrl(dataUrl, `bizgift-coupon-${couponNo}.png`);
    } catch {
      setError(DELIVERY_TEXTS.downloadFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="쿠폰 다운로드"
      size="md"
      onClose={onClose}
      footer={
        <>
          <button type="button" onClick={onClose} className={buttonClass('secondary')}>
            닫기
          </button>
          <button
            type="button"
            onClick={save}
            disabled={saving || barcode !== 'ready'}
            className={buttonClass('primary')}
          >
            {saving ? '이미지 만드는 중...' : '이미지로 저장'}
          </button>
        </>
      }
    >
      <p className="text-sm text-gray-500">아래 쿠폰을 PNG 이미지로 저장합니다.</p>
      <div
        ref={frameRef}
        className="mt-3 flex w-full justify-center overflow-hidden rounded-xl bg-gray-100 py-4"
      >
        <div
          style={{ width: COUPON_IMAGE.width * scale, height: cardHeight ? cardHeight * scale : undefined }}
        >
          <div
            style={{ width: COUPON_IMAGE.width, transform: `scale(${scale})`, transformOrigin: 'top left' }}
          >
            <div
              ref={cardRef}
              data-testid="coupon-card"
              style={{ width: COUPON_IMAGE.width }}
              className="overflow-hidden bg-white pb-6 font-sans text-gray-900 shadow-sm"
            >
              <div className="bg-brand-600 px-6 py-3 text-sm font-bold tracking-tight text-white">
                BizGift 모바일 상품권
              </div>
              <div className="flex items-center gap-4 px-6 pt-5">
                <ImageWithFallback
                  src={delivery.goods.image}
                  alt={delivery.goods.name}
                  loading="eager"
                  className="size-20 shrink-0 rounded-lg border border-gray-100 object-cover"
                />
                <div className="min-w-0">
                  <p className="text-xs text-gray-500">{delivery.goods.brand}</p>
                  <p className="text-lg leading-snug font-bold break-keep">{delivery.goods.name}</p>
                </div>
              </div>
              <div className="flex min-h-[74px] flex-col items-center justify-center px-6 pt-4">
                {barcode === 'failed' ? (
                  <p role="alert" className="py-6 text-sm font-medium text-red-600">
                    {DELIVERY_TEXTS.barcodeFailed}
                  </p>
                ) : null}
                <svg
                  ref={setSvg}
                  role="img"
                  aria-label={couponNo ? `쿠폰 바코드 ${couponNo}` : '쿠폰 바코드'}
                  className={barcode === 'failed' ? 'hidden' : 'block max-w-full'}
                />
              </div>
              <p className="pb-1 text-center text-xl font-bold tracking-[0.12em] tabular-nums">
                {couponNo ? groupCoupon(couponNo) : DELIVERY_TEXTS.noCoupon}
              </p>
              <dl className="mx-6 mt-3 grid grid-cols-[4.5rem_1fr] gap-y-1 border-t border-dashed border-gray-300 pt-3 text-[13px]">
                <dt className="text-gray-500">유효기간</dt>
                <dd className="tabular-nums">
                  {delivery.valid_until
                    ? `${formatDate(delivery.valid_until)}까지`
                    : `발송일로부터 ${delivery.goods.valid_period}일`}
                </dd>
                <dt className="text-gray-500">주문번호</dt>
                <dd className="tabular-nums">{delivery.order_id}</dd>
              </dl>
            </div>
          </div>
        </div>
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </Modal>
  );
}
