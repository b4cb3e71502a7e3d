/**
 * Coupon image export (SPEC §2, §9): CODE128 barcode (width 2, height 50, margin 10) and a PNG at
 * scale 2 of a 400 px wide card, white background. Both libraries load only when needed.
 */

import { nodePng } from '../../lib/imageExport.ts';

export const COUPON_IMAGE = { width: 400, pixelRatio: 2 } as const;
export const BARCODE_OPTIONS = { format: 'CODE128', width: 2, height: 50, margin: 10 } as const;

export async function drawBarcode(svg: SVGSVGElement, value: string): Promise<void> {
  const { default: JsBarcode } = await import('jsbarcode');
  JsBarcode(svg, value, {
    ...BARCODE_OPTIONS,
    displayValue: false,
    background: '#ffffff',
    lineColor: '#111111',
  });
}

export async function couponPng(node: HTMLElement): Promise<string> {
  return nodePng(node, { pixelRatio: COUPON_IMAGE.pixelRatio, width: COUPON_IMAGE.width });
}
