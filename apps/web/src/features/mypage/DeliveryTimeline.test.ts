import type { DeliveryDto } from '@bizgift/domain/orders';
import { describe, expect, it } from 'vitest';
import { deliverySteps } from './DeliveryTimeline.tsx';

const delivery = (over: Partial<DeliveryDto>): DeliveryDto =>
  ({
    status: 1,
    send_type: 1,
    sent_at: '2026-11-27T01:00:00.000Z',
    received_at: null,
    opened_at: null,
    received_channel: null,
    failure_reason: null,
    gifticon: {
      coupon_no: '123456789012',
      status: 1,
      status_display: '미사용',
      expires_at: null,
      used_at: null,
    },
    ...over,
  }) as DeliveryDto;

describe('deliverySteps: the timeline in time order', () => {
  it.each([
    [
      'the carrier report came after the page was opened',
      { received_at: '2026-11-27T01:05:00.000Z', opened_at: '2026-11-27T01:02:00.000Z' },
      ['발송', '열람', '수신', '사용'],
    ],
    [
      'the page was opened after the report',
      { received_at: '2026-11-27T01:01:00.000Z', opened_at: '2026-11-27T01:30:00.000Z' },
      ['발송', '수신', '열람', '사용'],
    ],
    [
      'opened, report still awaited',
      { opened_at: '2026-11-27T01:02:00.000Z' },
      ['발송', '열람', '수신', '사용'],
    ],
    ['nothing since the send', {}, ['발송', '수신', '열람', '사용']],
  ])('%s', (_case, over, labels) => {
    expect(deliverySteps(delivery(over)).map((s) => s.label)).toEqual(labels);
  });
});
