import jpeg from 'jpeg-js';
import { CODE128 } from 'jsbarcode/bin/barcodes/CODE128/index.js';
import { describe, expect, it } from 'vitest';
import { barcodeBitmap, barcodeJpeg, MMS_IMAGE_MAX_BYTES } from './barcode-image.ts';
import { type Bitmap, blankBitmap, encodeBilevelJpeg, inkAt, setInk } from './bilevel-jpeg.ts';

/** Pixels whose decoded grey level falls on the wrong side of the middle (ink must be dark). */
function misread(file: Buffer, bitmap: Bitmap) {
  const { width, height } = bitmap;
  const decoded = jpeg.decode(file, { useTArray: true });
  expect([decoded.width, decoded.height]).toEqual([width, height]);
  let wrong = 0;
  let colour = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const [r, g, b] = [decoded.data[i]!, decoded.data[i + 1]!, decoded.data[i + 2]!];
      // Grey: the chroma blocks are empty.
      colour = Math.max(colour, Math.abs(r - g), Math.abs(g - b));
      if (inkAt(bitmap, x, y) ? r >= 128 : r < 128) wrong++;
    }
  }
  return { wrong, colour };
}

describe('barcode JPEG (MMS and e-mail)', () => {
  it('decodes to the same picture, pixel for pixel, and the bars read back as the coupon number', () => {
    for (const couponNo of ['123456789012', '000000000000', '987654321098', '555500001234']) {
      const label = couponNo.replace(/(\d{4})(?=\d)/g, '$1-');
      const bitmap = barcodeBitmap(couponNo, label);
      const { width } = bitmap;
      const file = barcodeJpeg(couponNo, label);
      expect(file.length).toBeLessThan(MMS_IMAGE_MAX_BYTES);
      expect(file.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      const read = misread(file, bitmap);
      expect(read.wrong).toBe(0);
      expect(read.colour).toBeLessThanOrEqual(2);

      // A scanner's view: the middle row of the bars, thresholded, as 2-pixel modules.
      const decoded = jpeg.decode(file, { useTArray: true });
      const y = 75;
      const dark = Array.from({ length: width }, (_, x) =>
        decoded.data[(y * width + x) * 4]! < 128 ? 1 : 0,
      );
      const first = dark.indexOf(1);
      const last = dark.lastIndexOf(1);
      const modules = dark
        .slice(first, last + 1)
        .filter((_, i) => i % 2 === 0)
        .join('');
      expect(modules).toBe(new CODE128(couponNo, {}).encode().data.replace(/0+$/, ''));
    }
  });

  it('any black-and-white picture: edges not a multiple of 8, noise (long zero runs, 0xFF bytes), blank', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const cases = [
      { width: 37, height: 21, fill: () => (random() < 0.5 ? 1 : 0) },
      { width: 64, height: 64, fill: () => (random() < 0.03 ? 1 : 0) },
      { width: 9, height: 9, fill: () => 0 },
      { width: 16, height: 8, fill: () => 1 },
    ];
    for (const quality of [50, 85, 95]) {
      for (const c of cases) {
        const bitmap = blankBitmap(c.width, c.height);
        for (let y = 0; y < c.height; y++)
          for (let x = 0; x < c.width; x++) if (c.fill()) setInk(bitmap, x, y);
        const file = encodeBilevelJpeg(bitmap, quality);
        expect(misread(file, bitmap).wrong).toBe(0);
      }
    }
  });

  it('is cheap: 500 barcodes in well under a second of CPU (jpeg-js took about 100 ms each)', () => {
    const before = process.cpuUsage();
    for (let i = 0; i < 500; i++) barcodeJpeg(String(100_000_000_000 + i * 7919));
    const used = process.cpuUsage(before);
    // Generous for a loaded CI machine; quiet, each takes a small fraction of a millisecond.
    expect((used.user + used.system) / 1000).toBeLessThan(5_000);
  });
});
