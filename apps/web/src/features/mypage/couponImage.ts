/**
 * Coupon image export (SPEC §2, §9): the CODE128 barcode (lib/barcode.ts) and a PNG at scale 2 of a
 * 400 px wide card, white background. Both libraries load only when needed.
 */

import { nodePng } from '../../lib/imageExport.ts';

export const COUPON_IMAGE = { width: 400, pixelRatio: 2 } as const;
export async function drawBarcode(svg: SVGSVGElement, value: string): Promise<void> {
  const barcode = await import('../../lib/barcode.ts');
  barcode.drawBarcode(svg, value);
}

export async function couponPng(node: HTMLElement): Promise<string> {
  return nodePng(node, { pixelRatio: COUPON_IMAGE.pixelRatio, width: COUPON_IMAGE.width });
}
