import JsBarcode from 'jsbarcode';

/**
 * A coupon's CODE128 bars (SPEC §2, §9: bar width 2, margin 10), black on white, without the digits
 * (each screen prints the number itself). The member's coupon image uses the SPEC's height 50; the
 * recipient's page draws taller bars for the counter's scanner.
 */
export function drawBarcode(target: SVGSVGElement | HTMLCanvasElement, couponNo: string, height = 50): void {
  JsBarcode(target, couponNo, {
    format: 'CODE128',
    width: 2,
    height,
    margin: 10,
    displayValue: false,
    background: '#ffffff',
    lineColor: '#000000',
  });
}
