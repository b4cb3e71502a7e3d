import { describe, expect, it } from 'vitest';
import { contactKey } from './contactRecipients.ts';
import {
  buildOrderPayload,
  CHECKOUT_MESSAGES,
  type CheckoutItem,
  defaultReservation,
  normalizeQuantity,
  orderTotal,
  parseCartItemIds,
  parseProductData,
  reservationError,
} from './order.ts';

const latte: CheckoutItem = {
  goodsId: 7,
  name: '카페 라떼 T',
  brand: '스타벅스',
  image: null,
  price: 5000,
  regularPrice: 5500,
  validPeriod: 30,
};
const cake: CheckoutItem = { ...latte, goodsId: 9, name: '케이크', price: 32000, regularPrice: 32000 };

describe('normalizeQuantity — SPEC §5 quantity minimum 1, non-numeric → 1', () => {
  it.each([
    ['3', 3],
    ['0', 1],
    ['', 1],
    ['abc', 1],
    ['-2', 1],
    ['2개', 2],
    ['2.5', 2],
    [' 4 ', 4],
    ['1e3', 1],
    ['1000', 100],
    ['99999999999999999999', 100],
  ])('%j → %s', (input, n) => {
    expect(normalizeQuantity(input)).toBe(n);
  });
});

describe('parseProductData — SPEC §2 direct order', () => {
  it('reads the card payload (price or discounted_amount, regular_price or regular_amount)', () => {
    const raw = JSON.stringify({
      id: 7,
      name: '카페 라떼 T',
      image: '/img/a.png',
      discounted_amount: 5000,
      regular_amount: 5500,
      brand: '스타벅스',
      valid_period: 60,
      quantity: 1,
    });
    expect(parseProductData(raw)).toEqual({
      item: { ...latte, image: '/img/a.png', validPeriod: 60 },
      quantity: 1,
    });
  });

  it.each([
    ['missing', null],
    ['not JSON', '{oops'],
    ['no id', JSON.stringify({ name: 'x', price: '100' })],
    ['zero id', JSON.stringify({ id: 0, name: 'x', price: '100' })],
    ['no price', JSON.stringify({ id: 1, name: 'x' })],
    ['an array', '[1,2]'],
  ])('%s → null (alert, then home)', (_name, raw) => {
    expect(parseProductData(raw)).toBeNull();
  });

  it('strips separators from price strings and defaults validity to 30', () => {
    const r = parseProductData(JSON.stringify({ id: '3', name: 'x', price: '4,500원', regular_price: '' }));
    expect(r?.item).toMatchObject({ goodsId: 3, price: 4500, regularPrice: 4500, validPeriod: 30 });
  });
});

describe('parseCartItemIds', () => {
  it.each([
    ['1,2,3', [1, 2, 3]],
    ['5, 5 ,x,0,7', [5, 7]],
    [null, []],
    ['', []],
  ])('%j → %j', (raw, ids) => {
    expect(parseCartItemIds(raw)).toEqual(ids);
  });
});

describe('order total and payload — SPEC §3/§9', () => {
  it('total = unit × quantity × recipients, summed over rows', () => {
    expect(orderTotal([latte, cake], 2, 3)).toBe((5000 + 32000) * 2 * 3);
    expect(orderTotal([latte], 1, 0)).toBe(0);
  });

  it('repeats each recipient once per quantity and prices every row as the server does', () => {
    const at = new Date('2030-01-02T03:04:00Z');
    const payload = buildOrderPayload({
      items: [latte, cake],
      quantity: 2,
      sendType: 1,
      recipients: ['01011112222', '01033334444'],
      title: ' 설 선물 ',
      message: '감사합니다',
      sender: '0212345678',
      deliveryAt: at,
      reserved: true,
    });
    expect(payload).toEqual({
      title: '',
      name: '설 선물',
      send_msg: '감사합니다',
      sender: '0212345678',
      send_type: 1,
      delivery_at: '2030-01-02T03:04:00.000Z',
      is_reserved: true,
      order_items: [
        { goods: 7, amount: '5000', total_count: 4, total_amount: '20000' },
        { goods: 9, amount: '32000', total_count: 4, total_amount: '128000' },
      ],
      deliveries: [
        { recipient: '01011112222' },
        { recipient: '01011112222' },
        { recipient: '01033334444' },
        { recipient: '01033334444' },
      ],
      payments: { recharge: '148000', reward: '0' },
    });
  });

  it('e-mail orders send {email} entries', () => {
    const payload = buildOrderPayload({
      items: [latte],
      quantity: 1,
      sendType: 2,
      recipients: ['a@b.co'],
      title: '',
      message: '',
      sender: 'no-reply@bizgift.co.kr',
      deliveryAt: new Date(),
      reserved: false,
    });
    expect(payload.deliveries).toEqual([{ email: 'a@b.co' }]);
    expect(payload.send_type).toBe(2);
  });

  it('an address-book contact goes as {contact_id} only: the masked number never leaves', () => {
    const picked = contactKey({ id: 42, name: '김영희', phone: '010-****-5678', email: null }, true);
    const payload = buildOrderPayload({
      items: [latte],
      quantity: 2,
      sendType: 1,
      recipients: [picked, '01012345678'],
      names: { [picked]: '김영희' },
      title: '',
      message: '#{이름}님',
      sender: '0212345678',
      deliveryAt: new Date(),
      reserved: false,
    });
    expect(payload.deliveries).toEqual([
      { contact_id: 42 },
      { contact_id: 42 },
      { recipient: '01012345678' },
      { recipient: '01012345678' },
    ]);
    expect(JSON.stringify(payload)).not.toContain('****');
  });
});

describe('reservation window — 10 minutes to 90 days ahead, typed in Korean time', () => {
  const now = new Date('2030-01-01T12:00:00+09:00');
  it.each([
    ['2030-01-01T12:05', CHECKOUT_MESSAGES.reservedTime],
    ['2030-01-01T12:10', null],
    ['2030-03-31T12:00', null],
    ['2030-04-02T12:00', CHECKOUT_MESSAGES.reservedTime],
    ['', CHECKOUT_MESSAGES.reservedTime],
  ])('%s → %s', (local, expected) => {
    expect(reservationError(local, now)).toBe(expected);
  });

  it('defaults to a valid time on a 10-minute mark', () => {
    const value = defaultReservation(now);
    expect(value).toBe('2030-01-01T13:00');
    expect(reservationError(value, now)).toBeNull();
  });
});

describe('personal names in the payload', () => {
  it('each delivery entry carries its recipient’s name; recipients without one go without', () => {
    const payload = buildOrderPayload({
      items: [latte],
      quantity: 2,
      sendType: 1,
      recipients: ['01011112222', '01033334444'],
      names: { '01011112222': '홍길동' },
      title: '#{이름}님께',
      message: '',
      sender: '0212345678',
      deliveryAt: new Date('2026-01-01T00:00:00Z'),
      reserved: false,
    });
    expect(payload.deliveries).toEqual([
      { recipient: '01011112222', name: '홍길동' },
      { recipient: '01011112222', name: '홍길동' },
      { recipient: '01033334444' },
      { recipient: '01033334444' },
    ]);
  });
});
