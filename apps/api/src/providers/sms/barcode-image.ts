import jpeg from 'jpeg-js';
import { CODE128 } from 'jsbarcode/bin/barcodes/CODE128/index.js';

/** Carriers take MMS images up to 200 KB (JPEG); ours are far below. */
export const MMS_IMAGE_MAX_BYTES = 200 * 1024;

/** 5×7 digits and the dash, row by row (1 = ink): the coupon number under the bars, no font files. */
const GLYPHS: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  '-': ['00000', '00000', '00000', '11111', '00000', '00000', '00000'],
};

/**
 * The voucher's CODE128 barcode with its coupon number underneath, as a JPEG for MMS and e-mail
 * (white background, black bars, a quiet zone of 10 modules each side); `label` is the number as
 * printed (e.g. grouped 1234-5678-9012). The bars come from
 * JsBarcode's CODE128 encoder (the same one the voucher page uses), so both scan alike.
 */
export function barcodeJpeg(couponNo: string, label = couponNo, quality = 85): Buffer {
  const bars: string = new CODE128(couponNo, {}).encode().data;
  const module = 2;
  const quiet = 10 * module;
  const scale = 3;
  const labelWidth = label.length * 6 * scale;
  const width = Math.max(bars.length * module + 2 * quiet, labelWidth + 2 * quiet);
  const barTop = 20;
  const barHeight = 110;
  const textTop = barTop + barHeight + 12;
  const height = textTop + 7 * scale + 20;
  const data = Buffer.alloc(width * height * 4, 0xff);
  const ink = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    data[i] = data[i + 1] = data[i + 2] = 0;
  };
  const barLeft = Math.floor((width - bars.length * module) / 2);
  for (let b = 0; b < bars.length; b++) {
    if (bars[b] !== '1') continue;
    for (let x = barLeft + b * module; x < barLeft + (b + 1) * module; x++)
      for (let y = barTop; y < barTop + barHeight; y++) ink(x, y);
  }
  const textLeft = Math.floor((width - labelWidth) / 2);
  [...label].forEach((ch, n) => {
    const glyph = GLYPHS[ch];
    if (!glyph) return;
    glyph.forEach((row, gy) => {
      for (let gx = 0; gx < 5; gx++) {
        if (row[gx] !== '1') continue;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++)
            ink(textLeft + (n * 6 + gx) * scale + dx, textTop + gy * scale + dy);
      }
    });
  });
  return jpeg.encode({ data, width, height }, quality).data;
}
