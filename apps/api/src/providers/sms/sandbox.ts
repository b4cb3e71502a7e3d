import { randomUUID } from 'node:crypto';
import { ProviderError } from '../provider-error.ts';
import { MMS_IMAGE_MAX_BYTES } from './barcode-image.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';
import type { MessageReport } from './solapi-reports.ts';

/** Recipients the sandboxes refuse on purpose, so failure paths can be exercised end to end. */
export const SANDBOX_FAILING_PHONE = '01000000000';

/** A recipient without KakaoTalk: the sandbox's 알림톡 to it goes out as the replacement SMS/LMS. */
export const SANDBOX_NO_KAKAO_PHONE = '01000000001';

const SANDBOX_KEPT = 10_000;

/** What the sandbox "delivered", by message id: the channel that reached the phone and its text. */
export interface SandboxDelivery {
  type: 'SMS' | 'LMS' | 'MMS' | 'ATA';
  /** A 알림톡 that could not be delivered, sent as SMS/LMS instead. */
  replacement: boolean;
  text: string;
}

/**
 * The default SMS provider: accepts the message like a real gateway (validation, a message id, the
 * LMS size limit) without a network. A 알림톡 needs a template registered with it (`templates`, by
 * template id): its #{…} variables are filled in like the gateway does, every one must be given,
 * and to SANDBOX_NO_KAKAO_PHONE it goes out as the replacement SMS/LMS. What it "sent" is visible
 * in the outbox, which the worker writes for every provider, and in `delivered`.
 */
export class SandboxSmsSender implements SmsSender {
  readonly name = 'sandbox-sms';
  readonly delivered = new Map<string, SandboxDelivery>();

  constructor(private readonly templates: Record<string, string> = {}) {}

  async send(message: SmsMessage): Promise<{ messageId: string }> {
    if (!/^01\d{8,9}$/.test(message.to)) throw new ProviderError('수신번호 형식 오류', true);
    if (message.image && message.image.jpeg.length > MMS_IMAGE_MAX_BYTES)
      throw new ProviderError('MMS 이미지는 200KB 이하여야 합니다.', true);
    if (message.to === SANDBOX_FAILING_PHONE)
      throw new ProviderError('수신 거부된 번호입니다. (샌드박스 실패 번호)', true);
    const messageId = `sandbox-${randomUUID()}`;
    this.delivered.set(messageId, message.kakao ? this.alimtalk(message) : textMessage(message));
    // A development server runs for days: only the latest messages are kept.
    if (this.delivered.size > SANDBOX_KEPT) this.delivered.delete(this.delivered.keys().next().value!);
    return { messageId };
  }

  /** Every message it "sent" reached the phone: a replaced 알림톡 as a text message. */
  async reports(messageIds: string[]): Promise<MessageReport[]> {
    const at = new Date();
    return messageIds.flatMap((messageId) => {
      const d = this.delivered.get(messageId);
      if (!d) return [];
      const channel = d.type === 'ATA' ? ('alimtalk' as const) : ('sms' as const);
      return [{ messageId, outcome: 'received' as const, reason: null, code: '4000', at, channel }];
    });
  }

  private alimtalk(message: SmsMessage): SandboxDelivery {
    const { templateId, variables } = message.kakao!;
    const template = this.templates[templateId];
    if (template === undefined) throw new ProviderError('등록되지 않은 알림톡 템플릿입니다.', true);
    const missing = (template.match(/#\{[^}]+\}/g) ?? []).filter((name) => !variables[name]);
    if (missing.length > 0)
      throw new ProviderError(`알림톡 템플릿 변수가 없습니다: ${missing.join(', ')}`, true);
    const text = template.replace(/#\{[^}]+\}/g, (name) => variables[name]!);
    if (message.to !== SANDBOX_NO_KAKAO_PHONE) return { type: 'ATA', replacement: false, text };
    return { type: Buffer.byteLength(text) > 90 ? 'LMS' : 'SMS', replacement: true, text };
  }
}

function textMessage(message: SmsMessage): SandboxDelivery {
  const type = message.image ? 'MMS' : Buffer.byteLength(message.text) > 90 ? 'LMS' : 'SMS';
  return { type, replacement: false, text: message.text };
}
