import { createHmac, randomBytes } from 'node:crypto';
import { ProviderError } from '../provider-error.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

export interface SolapiConfig {
  apiKey: string;
  apiSecret: string;
  /** API base, e.g. the provider's https endpoint; tests point it at a local fake. */
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * A Solapi-shaped SMS gateway: HMAC-SHA256 authorisation over date + salt, one message per call to
 * /messages/v4/send (LMS when the text is long). 4xx answers are permanent, 5xx and timeouts are not.
 */
export class SolapiSmsSender implements SmsSender {
  readonly name = 'solapi';

  constructor(private readonly config: SolapiConfig) {}

  authorization(date = new Date().toISOString(), salt = randomBytes(16).toString('hex')): string {
    const signature = createHmac('sha256', this.config.apiSecret)
      .update(date + salt)
      .digest('hex');
    return `HMAC-SHA256 apiKey=${this.config.apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
  }

  async send(message: SmsMessage): Promise<{ messageId: string }> {
    const body = {
      message: {
        to: message.to,
        from: message.from.replace(/\D/g, ''),
        subject: message.subject,
        text: message.text,
        type: Buffer.byteLength(message.text) > 90 ? 'LMS' : 'SMS',
        customFields: { idempotencyKey: message.idempotencyKey },
      },
    };
    let res: Response;
    try {
      res = await fetch(new URL('/messages/v4/send', this.config.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: this.authorization() },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new ProviderError(`SMS 게이트웨이 연결 실패: ${(error as Error).message}`, false);
    }
    const json = (await res.json().catch(() => ({}))) as { messageId?: string; errorMessage?: string };
    if (!res.ok)
      throw new ProviderError(json.errorMessage ?? `SMS 게이트웨이 오류 ${res.status}`, res.status < 500);
    if (!json.messageId) throw new ProviderError('SMS 게이트웨이 응답에 메시지 ID가 없습니다.', false);
    return { messageId: json.messageId };
  }
}
