import { randomUUID } from 'node:crypto';
import { ProviderError } from '../provider-error.ts';
import { MMS_IMAGE_MAX_BYTES } from './barcode-image.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

/** Recipients the sandboxes refuse on purpose, so failure paths can be exercised end to end. */
export const SANDBOX_FAILING_PHONE = '01000000000';

/**
 * The default SMS provider: accepts the message like a real gateway (validation, a message id, the
 * LMS size limit) without a network. What it "sent" is visible in the outbox, which the worker
 * writes for every provider.
 */
export class SandboxSmsSender implements SmsSender {
  readonly name = 'sandbox-sms';

  async send(message: SmsMessage): Promise<{ messageId: string }> {
    if (!/^01\d{8,9}$/.test(message.to)) throw new ProviderError('수신번호 형식 오류', true);
    if (message.image && message.image.jpeg.length > MMS_IMAGE_MAX_BYTES)
      throw new ProviderError('MMS 이미지는 200KB 이하여야 합니다.', true);
    if (message.to === SANDBOX_FAILING_PHONE)
      throw new ProviderError('수신 거부된 번호입니다. (샌드박스 실패 번호)', true);
    return { messageId: `sandbox-${randomUUID()}` };
  }
}
