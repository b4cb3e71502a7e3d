import { describe, expect, it } from 'vitest';
import { deliverySendTime } from './format.ts';

describe('deliverySendTime (발송/환불 조회의 발송일시)', () => {
  const ordered = '2026-11-27T01:00:00.000Z';
  const reservedAt = '2026-11-28T09:00:00.000Z';
  const sentAt = '2026-11-28T09:00:05.000Z';

  it('a reserved send not sent yet: its reserved time, marked 예약 (never the order time)', () => {
    expect(
      deliverySendTime({ status: 0, sent_at: null, reserved_at: reservedAt, created_at: ordered }),
    ).toEqual({
      at: reservedAt,
      reserved: true,
    });
  });

  it('once sent: the send time, unmarked', () => {
    expect(
      deliverySendTime({ status: 1, sent_at: sentAt, reserved_at: reservedAt, created_at: ordered }),
    ).toEqual({
      at: sentAt,
      reserved: false,
    });
  });

  it('a reservation cancelled unsent keeps its reserved time without the mark; an immediate send waiting shows its order time', () => {
    expect(
      deliverySendTime({ status: 4, sent_at: null, reserved_at: reservedAt, created_at: ordered }),
    ).toEqual({
      at: reservedAt,
      reserved: false,
    });
    expect(deliverySendTime({ status: 0, sent_at: null, reserved_at: null, created_at: ordered })).toEqual({
      at: ordered,
      reserved: false,
    });
  });
});
