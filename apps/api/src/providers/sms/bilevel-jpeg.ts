/**
 * A baseline JPEG encoder for black-and-white pictures (the voucher barcode), written for speed:
 * jpeg-js spent about 100 ms of CPU per barcode (colour conversion and a DCT for every block of
 * three components), which at 10,000 vouchers an order was most of the worker's time. A bilevel
 * picture has few distinct 8×8 blocks (white, a bar pattern repeated down the bars, glyph pieces),
 * so each distinct block is transformed and Huffman-coded once and kept; an image is then a table
 * look-up per block plus the DC differences.
 *
 * The file is ordinary baseline JFIF (ITU T.81): YCbCr, three components sampled 1×1 (as phones and
 * MMS gateways expect of a photo), the standard luminance quantisation table scaled by quality
 * (IJG's formula) and the standard Huffman tables of Annex K. The chroma blocks are all zero (grey).
 */

const NATURAL_QUANT = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22,
  29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103,
  121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
const DC_COUNTS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const AC_COUNTS = [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d];
const AC_VALUES = [
  0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22, 0x71,
  0x14, 0x32, 0x81, 0x91, 0xa1, 0x08, 0x23, 0x42, 0xb1, 0xc1, 0x15, 0x52, 0xd1, 0xf0, 0x24, 0x33, 0x62, 0x72,
  0x82, 0x09, 0x0a, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x34, 0x35, 0x36, 0x37,
  0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59,
  0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0x83,
  0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3,
  0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3,
  0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe1, 0xe2,
  0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf1, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
];

/** ZIGZAG[k] = index (row * 8 + column) of the k-th coefficient in zig-zag order. */
const ZIGZAG = (() => {
  const order: number[] = [];
  for (let s = 0; s < 15; s++) {
    const cells: number[] = [];
    for (let row = Math.max(0, s - 7); row <= Math.min(7, s); row++) cells.push(row * 8 + (s - row));
    // Even diagonals run bottom-left to top-right, odd ones the other way.
    order.push(...(s % 2 === 0 ? cells.reverse() : cells));
  }
  return order;
})();

/** Canonical Huffman codes (T.81 Annex C): code and length by symbol. */
function huffman(counts: number[], values: number[]) {
  const code = new Map<number, { bits: number; length: number }>();
  let next = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    for (let i = 0; i < counts[length - 1]!; i++) code.set(values[k++]!, { bits: next++, length });
    next <<= 1;
  }
  return code;
}
const DC_CODES = huffman(DC_COUNTS, DC_VALUES);
const AC_CODES = huffman(AC_COUNTS, AC_VALUES);

/** cos((2x + 1) u π / 16), by u * 8 + x. */
const COS = Float64Array.from({ length: 64 }, (_, i) =>
  Math.cos(((2 * (i % 8) + 1) * Math.floor(i / 8) * Math.PI) / 16),
);

function quantTable(quality: number): number[] {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  const scale = q < 50 ? 5000 / q : 200 - 2 * q;
  return NATURAL_QUANT.map((v) => Math.min(255, Math.max(1, Math.floor((v * scale + 50) / 100))));
}

/** Bits as [value, length] pairs, written later by BitWriter. */
type Bits = Int32Array;

const category = (v: number) => (v === 0 ? 0 : 32 - Math.clz32(Math.abs(v)));
/** The low `size` bits of a coefficient as T.81 writes it (negative values as v - 1). */
const magnitude = (v: number, size: number) => (v < 0 ? v + (1 << size) - 1 : v);

interface CodedBlock {
  /** Quantised DC coefficient. */
  dc: number;
  /** The AC coefficients, Huffman-coded (they do not depend on the neighbours). */
  ac: Bits;
}

/** One block (8 rows of 8 bits, 1 = ink, most significant bit leftmost) transformed, quantised, its AC part coded. */
function codeBlock(rows: Uint8Array, quant: number[]): CodedBlock {
  const f = new Float64Array(64);
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 8; x++) f[y * 8 + x] = (rows[y]! >> (7 - x)) & 1 ? -128 : 127;
  const coefficients = new Int32Array(64);
  for (let v = 0; v < 8; v++) {
    for (let u = 0; u < 8; u++) {
      let sum = 0;
      for (let y = 0; y < 8; y++) {
        const cy = COS[v * 8 + y]!;
        for (let x = 0; x < 8; x++) sum += f[y * 8 + x]! * COS[u * 8 + x]! * cy;
      }
      const cu = u === 0 ? Math.SQRT1_2 : 1;
      const cv = v === 0 ? Math.SQRT1_2 : 1;
      coefficients[v * 8 + u] = Math.round((0.25 * cu * cv * sum) / quant[v * 8 + u]!);
    }
  }
  const ac: number[] = [];
  let run = 0;
  for (let k = 1; k < 64; k++) {
    const value = coefficients[ZIGZAG[k]!]!;
    if (value === 0) {
      run++;
      continue;
    }
    while (run > 15) {
      const zrl = AC_CODES.get(0xf0)!;
      ac.push(zrl.bits, zrl.length);
      run -= 16;
    }
    const size = category(value);
    const code = AC_CODES.get((run << 4) | size)!;
    ac.push(code.bits, code.length, magnitude(value, size), size);
    run = 0;
  }
  if (run > 0) {
    const eob = AC_CODES.get(0x00)!;
    ac.push(eob.bits, eob.length);
  }
  // Then the two empty chroma blocks of the MCU: DC difference 0 (the previous chroma DC is 0
  // too), end of block.
  const dc0 = DC_CODES.get(0)!;
  const eob = AC_CODES.get(0x00)!;
  for (let c = 0; c < 2; c++) ac.push(dc0.bits, dc0.length, eob.bits, eob.length);
  // Written as few pieces of at most 24 bits as possible: one write call each.
  const merged: number[] = [];
  let bits = 0;
  let length = 0;
  for (let i = 0; i < ac.length; i += 2) {
    const size = ac[i + 1]!;
    if (length + size > 24) {
      merged.push(bits, length);
      bits = 0;
      length = 0;
    }
    bits = bits * 2 ** size + (ac[i]! & ((1 << size) - 1));
    length += size;
  }
  merged.push(bits, length);
  return { dc: coefficients[0]!, ac: Int32Array.from(merged) };
}

/** Entropy-coded bytes into one growing buffer, 0xFF stuffed. */
class BitWriter {
  bytes: Uint8Array;
  length = 0;
  private buffer = 0;
  private count = 0;

  constructor(start: number, capacity: number) {
    this.bytes = new Uint8Array(capacity);
    this.length = start;
  }

  /** `length` ≤ 24 bits; fewer than 8 are ever pending, so the buffer never exceeds 31 bits. */
  write(bits: number, length: number) {
    this.buffer = (this.buffer << length) | (bits & ((1 << length) - 1));
    this.count += length;
    while (this.count >= 8) {
      this.count -= 8;
      const byte = (this.buffer >>> this.count) & 0xff;
      if (this.length + 2 > this.bytes.length) this.grow();
      this.bytes[this.length++] = byte;
      // 0xFF in entropy-coded data is followed by a stuffed zero byte (T.81 F.1.2.3).
      if (byte === 0xff) this.bytes[this.length++] = 0;
    }
    this.buffer &= (1 << this.count) - 1;
  }

  writeAll(pairs: Bits) {
    for (let i = 0; i < pairs.length; i += 2) this.write(pairs[i]!, pairs[i + 1]!);
  }

  /** Pads the last byte with 1 bits. */
  pad() {
    if (this.count > 0) this.write(0xff, 8 - this.count);
  }

  raw(data: ArrayLike<number>) {
    while (this.length + data.length > this.bytes.length) this.grow();
    for (let i = 0; i < data.length; i++) this.bytes[this.length++] = data[i]!;
  }

  private grow() {
    const bigger = new Uint8Array(this.bytes.length * 2);
    bigger.set(this.bytes.subarray(0, this.length));
    this.bytes = bigger;
  }
}

/**
 * Coded blocks by quality, then by the block's pattern as two 32-bit halves (numbers, so a look-up
 * allocates nothing). Bounded: a barcode has a few hundred distinct blocks, the glyphs some more.
 */
const blockCaches = new Map<number, Map<number, Map<number, CodedBlock>>>();
const BLOCK_CACHE_MAX = 20_000;
/** Blocks whose 8 rows are the same byte, by quality and that byte. */
const uniformCaches = new Map<number, CodedBlock[]>();
let cachedBlocks = 0;

const headers = new Map<string, number[]>();

/** SOI, JFIF, the tables, the frame and scan headers (everything before the entropy-coded data). */
function header(width: number, height: number, quant: number[]): number[] {
  const out: number[] = [];
  const segment = (marker: number, body: number[]) => {
    out.push(0xff, marker, ((body.length + 2) >> 8) & 0xff, (body.length + 2) & 0xff, ...body);
  };
  out.push(0xff, 0xd8); // SOI
  // APP0 JFIF 1.01, no density units, aspect 1:1, no thumbnail.
  segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  // DQT: table 0, 8-bit, in zig-zag order.
  segment(0xdb, [0, ...ZIGZAG.map((i) => quant[i]!)]);
  // SOF0: 8 bits, height, width, three components (Y, Cb, Cr) 1×1 on table 0.
  const size = [height >> 8, height & 0xff, width >> 8, width & 0xff];
  segment(0xc0, [8, ...size, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]);
  // DHT: DC table 0, AC table 0.
  segment(0xc4, [0x00, ...DC_COUNTS, ...DC_VALUES, 0x10, ...AC_COUNTS, ...AC_VALUES]);
  // SOS: three components on tables 0/0, spectral 0–63, no approximation.
  segment(0xda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]);
  return out;
}

/**
 * A black-and-white picture, one bit a pixel: row y starts at byte `y * stride`, the leftmost
 * pixel of each byte in its high bit, 1 = ink (black).
 */
export interface Bitmap {
  width: number;
  height: number;
  stride: number;
  bits: Uint8Array;
}

export function blankBitmap(width: number, height: number): Bitmap {
  const stride = Math.ceil(width / 8);
  return { width, height, stride, bits: new Uint8Array(stride * height) };
}

export function setInk(bitmap: Bitmap, x: number, y: number) {
  bitmap.bits[y * bitmap.stride + (x >> 3)]! |= 0x80 >> (x & 7);
}

export function inkAt(bitmap: Bitmap, x: number, y: number): boolean {
  return ((bitmap.bits[y * bitmap.stride + (x >> 3)]! >> (7 - (x & 7))) & 1) === 1;
}

/** Encodes the picture. Edges not a multiple of 8 are padded with white (the frame header gives the real size). */
export function encodeBilevelJpeg(bitmap: Bitmap, quality = 85): Buffer {
  const { width, height, stride: columns, bits } = bitmap;
  const quant = quantTable(quality);
  let cache = blockCaches.get(quality);
  if (!cache) {
    cache = new Map();
    blockCaches.set(quality, cache);
  }
  let uniformBlocks = uniformCaches.get(quality);
  if (!uniformBlocks) {
    uniformBlocks = new Array<CodedBlock>(256);
    uniformCaches.set(quality, uniformBlocks);
  }
  const rows = Math.ceil(height / 8) * 8;
  // The bits past the right edge are white as the padding must be (a Bitmap's spare bits are 0).
  const packed = (y: number, bx: number) => (y < height ? bits[y * columns + bx]! : 0);
  const headerKey = `${width}x${height}q${quality}`;
  let head = headers.get(headerKey);
  if (!head) {
    head = header(width, height, quant);
    if (headers.size > 100) headers.clear();
    headers.set(headerKey, head);
  }
  const writer = new BitWriter(0, 16_384);
  writer.raw(head);
  const block8 = new Uint8Array(8);
  let previousDc = 0;
  for (let by = 0; by < rows; by += 8) {
    for (let bx = 0; bx < columns; bx++) {
      const row = by * columns + bx;
      const last = by + 8 <= height;
      let block: CodedBlock | undefined;
      // Most blocks of a barcode are the same 8 pixels on all 8 rows (white, or inside the bars):
      // those are found by that one byte, in an array.
      const first = bits[row]!;
      let uniform = last;
      for (let y = 1; uniform && y < 8; y++) uniform = bits[row + y * columns] === first;
      if (uniform) {
        block = uniformBlocks[first];
        if (!block) {
          block8.fill(first);
          block = uniformBlocks[first] = codeBlock(block8, quant);
        }
      } else {
        // Any other pattern: 64 bits as two 32-bit halves.
        let high = 0;
        let low = 0;
        for (let y = 0; y < 4; y++) high = ((high << 8) | packed(by + y, bx)) >>> 0;
        for (let y = 4; y < 8; y++) low = ((low << 8) | packed(by + y, bx)) >>> 0;
        let byLow = cache.get(high);
        if (!byLow) {
          byLow = new Map();
          cache.set(high, byLow);
        }
        block = byLow.get(low);
        if (!block) {
          for (let y = 0; y < 8; y++) block8[y] = packed(by + y, bx);
          block = codeBlock(block8, quant);
          if (cachedBlocks >= BLOCK_CACHE_MAX) {
            blockCaches.clear();
            cachedBlocks = 0;
          }
          byLow.set(low, block);
          cachedBlocks++;
        }
      }
      const diff = block.dc - previousDc;
      previousDc = block.dc;
      const size = category(diff);
      const code = DC_CODES.get(size)!;
      // Code (≤ 9 bits) and magnitude (≤ 11) in one write.
      writer.write(code.bits * 2 ** size + magnitude(diff, size), code.length + size);
      writer.writeAll(block.ac);
    }
  }
  writer.pad();
  writer.raw([0xff, 0xd9]); // EOI
  return Buffer.from(writer.bytes.buffer, writer.bytes.byteOffset, writer.length);
}
