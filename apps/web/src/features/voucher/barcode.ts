import { groupCoupon } from '@bizgift/domain/coupon';
import { drawBarcode } from '../../lib/barcode.ts';

/** Taller bars than the member's coupon image: read from a phone screen at the counter. */
export const VOUCHER_BARCODE_HEIGHT = 80;

/**
 * The voucher as a PNG a recipient keeps in their photos (scale 2 of a 400 px card): drawn on a
 * canvas with the phone's own fonts, so nothing is downloaded for it.
 */
export async function voucherPng(v: {
  brand: string;
  goodsName: string;
  couponNo: string;
  expiry: string;
}): Promise<Blob> {
  const scale = 2;
  const width = 400;
  const height = 330;
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');
  ctx.scale(scale, scale);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  const font = getComputedStyle(document.body).fontFamily;
  ctx.textAlign = 'center';
  ctx.fillStyle = '#2952e3';
  ctx.font = `700 14px ${font}`;
  ctx.fillText('BizGift 모바일 상품권', width / 2, 32);
  ctx.fillStyle = '#6b7280';
  ctx.font = `400 15px ${font}`;
  ctx.fillText(v.brand, width / 2, 64, width - 32);
  ctx.fillStyle = '#111827';
  ctx.font = `700 19px ${font}`;
  ctx.fillText(v.goodsName, width / 2, 90, width - 32);
  const bars = document.createElement('canvas');
  drawBarcode(bars, v.couponNo, VOUCHER_BARCODE_HEIGHT);
  const barsWidth = Math.min(bars.width, width - 32);
  ctx.drawImage(bars, (width - barsWidth) / 2, 110, barsWidth, (bars.height * barsWidth) / bars.width);
  ctx.font = `700 22px ${font}`;
  ctx.fillText(groupCoupon(v.couponNo), width / 2, 250);
  ctx.fillStyle = '#374151';
  ctx.font = `400 15px ${font}`;
  ctx.fillText(`유효기간 ${v.expiry}까지`, width / 2, 284);
  ctx.fillStyle = '#9ca3af';
  ctx.font = `400 12px ${font}`;
  ctx.fillText('매장에서 바코드 또는 쿠폰번호를 제시해주세요.', width / 2, 312);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), 'image/png'),
  );
}
