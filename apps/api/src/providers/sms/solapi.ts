import { createHmac, randomBytes } from 'node:crypto';
import { ProviderError } from '../provider-error.ts';
import { MMS_IMAGE_MAX_BYTES } from './barcode-image.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';
import { type MessageReport, parseSolapiReports } from './solapi-reports.ts';

export interface SolapiConfig {
  apiKey: string;
  apiSecret: string;
  /** API base, e.g. the provider's https endpoint; tests point it at a local fake. */
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * A Solapi-shaped SMS gateway: HMAC-SHA256 authorisation over date + salt, one message per call to
 * /messages/v4/send (LMS when the text is long). An MMS first uploads its JPEG to /storage/v1/files
 * (type MMS, base64) and sends the returned fileId as imageId. 4xx answers are permanent, 5xx and
 * timeouts are not.
 */
/** One page of the gateway's message list. */
interface MessageListPage {
  messageList?: Record<string, Record<string, unknown>>;
  nextKey?: string | null;
}

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
    if (message.kakao) return this.sendAlimtalk(message, message.kakao);
    const imageId = message.image ? await this.uploadImage(message.image) : undefined;
    const type = imageId ? 'MMS' : Buffer.byteLength(message.text) > 90 ? 'LMS' : 'SMS';
    const json = await this.call<{ messageId?: string }>('/messages/v4/send', {
      message: {
        to: message.to,
        from: message.from.replace(/\D/g, ''),
        subject: message.subject,
        text: message.text,
        type,
        ...(imageId ? { imageId } : {}),
        customFields: { idempotencyKey: message.idempotencyKey },
      },
    });
    if (!json.messageId) throw new ProviderError('SMS 게이트웨이 응답에 메시지 ID가 없습니다.', false);
    return { messageId: json.messageId };
  }

  /**
   * A 알림톡 (type ATA) by its registered template: only pfId, templateId and the variables, as the
   * gateway asks (it fills the template itself). disableSms false: when KakaoTalk cannot deliver it,
   * the gateway sends the filled-in text as an SMS/LMS from `from` (its replacement sending).
   */
  private async sendAlimtalk(message: SmsMessage, kakao: NonNullable<SmsMessage['kakao']>) {
    const json = await this.call<{ messageId?: string }>('/messages/v4/send', {
      message: {
        to: message.to,
        from: message.from.replace(/\D/g, ''),
        type: 'ATA',
        kakaoOptions: {
          pfId: kakao.pfId,
          templateId: kakao.templateId,
          variables: kakao.variables,
          disableSms: false,
        },
        customFields: { idempotencyKey: message.idempotencyKey },
      },
    });
    if (!json.messageId) throw new ProviderError('SMS 게이트웨이 응답에 메시지 ID가 없습니다.', false);
    return { messageId: json.messageId };
  }

  /**
   * The gateway's message list (GET /messages/v4/list, criteria=messageId), one message a call: the
   * final results among them, read like the webhook's reports.
   */
  async reports(messageIds: string[]): Promise<MessageReport[]> {
    const items: unknown[] = [];
    for (const id of messageIds) {
      const query = new URLSearchParams({ criteria: 'messageId', cond: 'eq', value: id });
      const json = await this.call<{ messageList?: Record<string, unknown> }>(`/messages/v4/list?${query}`);
      items.push(...Object.values(json.messageList ?? {}));
    }
    return parseSolapiReports(items);
  }

  /**
   * The message list (GET /messages/v4/list) filtered by recipient and creation time (to, dateType
   * CREATED, startDate: the official SDKs' query fields), page by page (startKey = the answer's
   * nextKey); the message is the one whose customFields carry our idempotency key.
   */
  async find(query: {
    to: string;
    idempotencyKey: string;
    since: Date;
  }): Promise<{ messageId: string } | null> {
    let startKey: string | null = null;
    for (let page = 0; page < 20; page++) {
      const params: URLSearchParams = new URLSearchParams({
        to: query.to,
        dateType: 'CREATED',
        startDate: query.since.toISOString(),
        limit: '500',
        ...(startKey ? { startKey } : {}),
      });
      const json: MessageListPage = await this.call<MessageListPage>(`/messages/v4/list?${params}`);
      for (const m of Object.values(json.messageList ?? {})) {
        const key = (m.customFields as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
        if (key === query.idempotencyKey && typeof m.messageId === 'string')
          return { messageId: m.messageId };
      }
      startKey = json.nextKey ?? null;
      if (!startKey) return null;
    }
    throw new ProviderError('SMS 게이트웨이 메시지 목록이 너무 깁니다.', false);
  }

  /** Stores an MMS image at the gateway; its fileId is the MMS's imageId. */
  async uploadImage(image: NonNullable<SmsMessage['image']>): Promise<string> {
    if (image.jpeg.length > MMS_IMAGE_MAX_BYTES)
      throw new ProviderError('MMS 이미지는 200KB 이하여야 합니다.', true);
    const json = await this.call<{ fileId?: string }>('/storage/v1/files', {
      file: image.jpeg.toString('base64'),
      name: image.name,
      type: 'MMS',
    });
    if (!json.fileId) throw new ProviderError('SMS 게이트웨이 응답에 파일 ID가 없습니다.', false);
    return json.fileId;
  }

  /** POST with a JSON body, or GET without one. */
  private async call<T>(path: string, body?: unknown): Promise<T & { errorMessage?: string }> {
    let res: Response;
    try {
      res = await fetch(new URL(path, this.config.baseUrl), {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: this.authorization(),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new ProviderError(`SMS 게이트웨이 연결 실패: ${(error as Error).message}`, false);
    }
    const json = (await res.json().catch(() => ({}))) as T & { errorMessage?: string };
    if (!res.ok)
      throw new ProviderError(json.errorMessage ?? `SMS 게이트웨이 오류 ${res.status}`, res.status < 500);
    return json;
  }
}
