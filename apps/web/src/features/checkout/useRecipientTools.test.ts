import { SEND_TYPE } from '@bizgift/domain/codes';
import { IMPORT_MESSAGES } from '@bizgift/domain/recipient-import';
import { MESSAGE_LIMITS, RECIPIENT_MESSAGES } from '@bizgift/domain/recipients';
import { describe, expect, it } from 'vitest';
import { addRecipient } from './useRecipientTools.ts';

describe('addRecipient (the add button of useRecipientTools)', () => {
  it('adds a phone number as the server stores it', () => {
    expect(addRecipient('010-1234-5678', ['01099998888'], SEND_TYPE.SMS)).toEqual({
      next: ['01099998888', '01012345678'],
    });
  });

  it('says why a phone number or an e-mail address is not added', () => {
    expect(addRecipient('123', [], SEND_TYPE.SMS)).toEqual({ error: RECIPIENT_MESSAGES.phoneInvalid });
    expect(addRecipient('010 1234 5678', ['01012345678'], SEND_TYPE.SMS)).toEqual({
      error: RECIPIENT_MESSAGES.phoneDuplicate,
    });
    expect(addRecipient('a@b.kr', ['a@b.kr'], SEND_TYPE.EMAIL)).toEqual({
      error: RECIPIENT_MESSAGES.emailDuplicate,
    });
  });

  it('refuses one more than an order may carry', () => {
    const full = Array.from({ length: MESSAGE_LIMITS.maxDeliveriesPerOrder }, (_, i) => `x${i}@b.kr`);
    expect(addRecipient('new@b.kr', full, SEND_TYPE.EMAIL)).toEqual({ error: IMPORT_MESSAGES.overLimit });
  });
});
