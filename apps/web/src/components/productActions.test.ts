import { describe, expect, it } from 'vitest';
import { directOrderPath } from './useProductActions.tsx';

describe('buy-now link (SPEC §2 Product card)', () => {
  it('goes to /checkout with directOrder=true and the productData fields of the spec', () => {
    const path = directOrderPath({
      id: 7,
      name: '아메리카노 T',
      image: '/media/goods/7.svg',
      price: '4,500원',
      regular_price: '5000',
      brand: '스타벅스',
      valid_period: null,
    });
    const url = new URL(path, 'http://shop.local');
    expect(url.pathname).toBe('/checkout');
    expect(url.searchParams.get('directOrder')).toBe('true');
    expect(JSON.parse(url.searchParams.get('productData')!)).toEqual({
      id: 7,
      name: '아메리카노 T',
      image: '/media/goods/7.svg',
      price: '4500',
      regular_price: '5000',
      discounted_amount: 4500,
      regular_amount: 5000,
      valid_period: 30,
      brand: '스타벅스',
      quantity: 1,
    });
  });

  it('never states a regular price below the sale price', () => {
    const url = new URL(
      directOrderPath({
        id: 1,
        name: 'x',
        image: '',
        price: '3000',
        regular_price: '',
        brand: 'b',
        valid_period: 60,
      }),
      'http://shop.local',
    );
    expect(JSON.parse(url.searchParams.get('productData')!)).toMatchObject({
      regular_price: '3000',
      regular_amount: 3000,
      valid_period: 60,
    });
  });
});
