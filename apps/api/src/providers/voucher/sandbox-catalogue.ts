import { solidPng } from './png.ts';
import type { SupplierGoods } from './voucher-issuer.ts';

const goods = (
  code: string,
  goodsName: string,
  brandName: string,
  salePrice: number,
  discountPrice: number,
  extra: Partial<SupplierGoods> = {},
): SupplierGoods => ({
  goodsCode: code,
  goodsName,
  brandCode: `BR${code.slice(-5)}`,
  brandName,
  salePrice,
  discountPrice,
  goodsImgB: `sandbox:${code}.png`,
  goodsImgS: `sandbox:${code}.png`,
  limitDay: 30,
  endDate: '2099-12-31T00:00:00.000+09:00',
  goodsStateCd: 'SALE',
  content: `${brandName} ${goodsName} 모바일 교환권 (샌드박스 공급사 상품)`,
  ...extra,
});

/**
 * The built-in (sandbox) supplier's goods list: a few goods shaped like Giftishow's 0101 list, so
 * the catalogue sync runs end to end without a supplier. Two of them show what the sync does with
 * goods that are not for sale: one the supplier suspended (SUS), one past its end date.
 * Codes start with G9 (Giftishow codes are G + 11 digits) so they never collide with real ones.
 */
export const SANDBOX_SUPPLIER_GOODS: readonly SupplierGoods[] = [
  goods('G90000000001', '아메리카노 T', '스타벅스', 4700, 4420),
  goods('G90000000002', '카페 라떼 T', '스타벅스', 5200, 4890),
  goods('G90000000003', '아메리카노 R', '투썸플레이스', 4500, 4230),
  goods('G90000000004', '모바일 상품권 1만원권', 'CU', 10_000, 9800, { limitDay: 60 }),
  goods('G90000000005', '싱글레귤러', '배스킨라빈스', 3900, 3670),
  goods('G90000000006', '(ICE)아메리카노', '메가MGC커피', 2000, 1880, { goodsStateCd: 'SUS' }),
  goods('G90000000007', '5천원 교환권', '파리바게뜨', 5000, 4700, {
    endDate: '2025-12-31T23:59:59.000+09:00',
  }),
];

const COLOURS = ['#00704a', '#00704a', '#d2232a', '#652c8f', '#ff7cac', '#fdb913', '#0a3d91'];

export function sandboxGoodsPage(page: number, size: number) {
  const all = SANDBOX_SUPPLIER_GOODS;
  return { total: all.length, goods: all.slice((page - 1) * size, page * size) };
}

/** `sandbox:<code>.png` → a generated PNG in the goods' brand colour. */
export function sandboxGoodsImage(url: string): Uint8Array | null {
  const index = SANDBOX_SUPPLIER_GOODS.findIndex((g) => g.goodsImgB === url);
  if (index < 0) return null;
  return solidPng(250, 250, COLOURS[index % COLOURS.length]!);
}
