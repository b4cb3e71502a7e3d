import { SEND_TYPE } from '@bizgift/domain/codes';
import { MESSAGE_LIMITS, RECIPIENT_MESSAGES } from '@bizgift/domain/recipients';
import { SEND_MESSAGE_TEXTS } from '@bizgift/domain/send-message';
import { describe, expect, it } from 'vitest';
import { toKstInput } from '../../lib/format.ts';
import { counterNotes } from './MessageFields.tsx';
import { CHECKOUT_MESSAGES, toCheckoutItem } from './order.ts';
import { validateCheckout } from './useCheckoutForm.ts';

const now = new Date('2025-03-04T05:00:00Z');
const valid = {
  sendType: SEND_TYPE.SMS,
  recipients: ['01012345678'],
  deliveries: 1,
  senderPhone: '010-1234-5678',
  messageBytes: 10,
  reserved: false,
  reserveAt: '',
  agree: true,
  now,
} as const;

describe('validateCheckout (the send form of useCheckoutForm)', () => {
  it('passes a complete SMS order', () => {
    expect(validateCheckout(valid)).toEqual({});
  });

  it('asks for recipients by send type', () => {
    expect(validateCheckout({ ...valid, recipients: [] }).recipients).toBe(RECIPIENT_MESSAGES.addPhone);
    expect(validateCheckout({ ...valid, sendType: SEND_TYPE.EMAIL, recipients: [] }).recipients).toBe(
      RECIPIENT_MESSAGES.addEmail,
    );
  });

  it('refuses more deliveries than one order may carry', () => {
    const e = validateCheckout({ ...valid, deliveries: MESSAGE_LIMITS.maxDeliveriesPerOrder + 1 });
    expect(e.recipients).toBe(CHECKOUT_MESSAGES.tooMany);
  });

  it('checks the SMS sender number only for SMS', () => {
    expect(validateCheckout({ ...valid, senderPhone: '' }).sender).toBe(CHECKOUT_MESSAGES.senderRequired);
    expect(validateCheckout({ ...valid, senderPhone: '1234567' }).sender).toBe(
      CHECKOUT_MESSAGES.senderInvalid,
    );
    expect(validateCheckout({ ...valid, sendType: SEND_TYPE.EMAIL, senderPhone: '' }).sender).toBeUndefined();
  });

  it('#{이름} needs a name for every recipient', () => {
    expect(validateCheckout({ ...valid, unnamed: 2 }).recipients).toBe(SEND_MESSAGE_TEXTS.namesMissing(2));
    expect(validateCheckout({ ...valid, unnamed: 0 }).recipients).toBeUndefined();
  });

  it('red byte counters say what happens: the MMS subject, the long message, the limit', () => {
    expect(counterNotes(true, 40, 500)).toEqual({ title: null, message: null });
    expect(counterNotes(true, 41, 10).title).toContain('문자 제목란에는 앞부분만');
    expect(counterNotes(true, 10, 501).message).toContain('장문 MMS로 나가며, 2,000바이트까지');
    expect(counterNotes(false, 10, 501).message).toBe(
      '500바이트를 넘었습니다. 2,000바이트까지 보낼 수 있습니다.',
    );
    expect(counterNotes(true, 10, 2001).message).toBe(
      '2,000바이트를 넘어 보낼 수 없습니다. 내용을 줄여주세요.',
    );
  });

  it('limits the message body in bytes', () => {
    const e = validateCheckout({ ...valid, messageBytes: MESSAGE_LIMITS.bodyMaxBytes + 1 });
    expect(e.message).toBe(CHECKOUT_MESSAGES.bodyTooLong);
  });

  it('checks the reservation window only when reserving', () => {
    const tooSoon = toKstInput(new Date(now.getTime() + 60_000));
    expect(validateCheckout({ ...valid, reserved: true, reserveAt: tooSoon }).reserve).toBe(
      CHECKOUT_MESSAGES.reservedTime,
    );
    expect(validateCheckout({ ...valid, reserved: false, reserveAt: tooSoon }).reserve).toBeUndefined();
    const inAnHour = toKstInput(new Date(now.getTime() + 3_600_000));
    expect(validateCheckout({ ...valid, reserved: true, reserveAt: inAnHour }).reserve).toBeUndefined();
  });

  it('needs the agreement', () => {
    expect(validateCheckout({ ...valid, agree: false }).agree).toBe(CHECKOUT_MESSAGES.agreeRequired);
  });
});

describe('toCheckoutItem (cart and direct checkout share it)', () => {
  const goods = {
    id: 7,
    name: '아메리카노 T',
    brand: '스타벅스',
    image: '',
    price: '4500',
    regular_price: '4000',
    valid_period: 0,
  };

  it('parses prices and never lets the regular price fall below the sale price', () => {
    expect(toCheckoutItem(goods, 30)).toEqual({
      goodsId: 7,
      name: '아메리카노 T',
      brand: '스타벅스',
      image: '',
      price: 4500,
      regularPrice: 4500,
      validPeriod: 30,
    });
  });

  it('keeps the goods validity when it has one', () => {
    expect(toCheckoutItem({ ...goods, valid_period: 90, regular_price: '5000' }, 30)).toMatchObject({
      regularPrice: 5000,
      validPeriod: 90,
    });
  });
});
