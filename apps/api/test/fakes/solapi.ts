import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Solapi-shaped SMS gateway on 127.0.0.1, for the Solapi adapter's tests and any test that
 * wants the real adapter end to end: it checks the HMAC-SHA256 authorisation (signature over
 * date + salt with FAKE_SOLAPI_AUTH's secret), stores MMS images (POST /storage/v1/files, JPEG
 * ≤ 200 KB) and sends only stored ones, sends SMS/LMS/MMS and 알림톡 (POST /messages/v4/send: type
 * ATA with kakaoOptions, only the registered template, filled in like the gateway; to a phone
 * without KakaoTalk it goes as the replacement SMS/LMS when disableSms is false), and answers the
 * message list (GET /messages/v4/list?criteria=messageId&cond=eq&value=…) with what it delivered,
 * in the gateway's stored-message fields (statusCode, reason, replacement, type, dateReceived…); a
 * text message stays 3000 (report awaited) until a test settles it, and webhookBody() gives the
 * SINGLE-REPORT webhook's body for it. `01099999999` answers 503 (busy).
 */
export const FAKE_SOLAPI_AUTH = { apiKey: 'key-1', apiSecret: 'test-secret' };

/** The 알림톡 template registered with the fake. */
export const FAKE_SOLAPI_TEMPLATE = { id: 'KA01TP-voucher', text: '#{이름}님, 쿠폰번호 #{쿠폰번호}' };

/** A recipient the fake knows has no KakaoTalk: its 알림톡 goes as the replacement SMS/LMS. */
export const FAKE_SOLAPI_NO_KAKAO = '01000000001';

/** A recipient the fake answers 503 for (the gateway is busy). */
export const FAKE_SOLAPI_BUSY = '01099999999';

export interface FakeSolapiRequest {
  url: string;
  auth: string;
  // biome-ignore lint/suspicious/noExplicitAny: the request's JSON as sent, read by assertions
  body: any;
}

export class FakeSolapi {
  /** Every request, authorised or not, in order. */
  readonly requests: FakeSolapiRequest[] = [];
  /** Images it stored (storage/v1/files), by fileId: only a stored MMS image may be sent. */
  readonly files = new Map<string, Buffer>();
  /** What it "delivered", by messageId, as its message list answers it. */
  readonly delivered = new Map<string, Record<string, unknown>>();
  private server: Server | undefined;
  /** While true, sends are accepted (kept) but never answered: their sender "died" mid-call. */
  holdAnswers = false;
  /** Answers never given, in order (release() drops their connections). */
  readonly unanswered: ServerResponse[] = [];

  /** The 알림톡 templates registered with it, by template id (the test's own, or the shop's). */
  constructor(
    readonly templates: Record<string, string> = { [FAKE_SOLAPI_TEMPLATE.id]: FAKE_SOLAPI_TEMPLATE.text },
  ) {}

  /** Listens on a free port; answers the base URL to give the adapter. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req, res);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** Drops the connections of every answer held (a dead sender never reads them). */
  releaseHeld() {
    for (const res of this.unanswered.splice(0)) res.socket?.destroy();
  }

  /** How many accepted messages carry this idempotency key (customFields). */
  acceptedWithKey(key: string) {
    return [...this.delivered.values()].filter(
      (m) => (m.customFields as { idempotencyKey?: string }).idempotencyKey === key,
    ).length;
  }

  /** The carrier's final word on a message: what the list answers from now on (e.g. '3054' spam). */
  settle(messageId: string, statusCode: string, reason: string | null = null) {
    const m = this.delivered.get(messageId);
    if (!m) throw new Error(`no message ${messageId}`);
    Object.assign(m, { statusCode, reason, dateReceived: new Date().toISOString() });
  }

  /**
   * The body the gateway's SINGLE-REPORT webhook posts for these messages: an array of events, each
   * `{eventDataId, data: <message>, retryCount}` (the shape of the official SDKs' webhook model).
   */
  webhookBody(messageIds: string[]) {
    return messageIds.map((id, i) => {
      const m = this.delivered.get(id);
      if (!m) throw new Error(`no message ${id}`);
      return {
        eventDataId: `E-${id}-${i}`,
        data: {
          messageId: m.messageId,
          groupId: m.groupId,
          type: m.type,
          to: m.to,
          from: m.from,
          statusCode: m.statusCode,
          statusMessage: m.reason ?? undefined,
          dateProcessed: m.dateCreated,
          dateReported: m.dateReceived,
          dateReceived: m.dateReceived,
          networkCode: null,
          kakaoOptions: m.kakaoOptions,
          customFields: {},
        },
        retryCount: 0,
      };
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    const body = raw ? JSON.parse(raw) : {};
    const auth = String(req.headers.authorization);
    this.requests.push({ url: String(req.url), auth, body });
    res.setHeader('content-type', 'application/json');
    const answer = (status: number, json: unknown) => {
      res.statusCode = status;
      res.end(JSON.stringify(json));
    };
    // Verify the HMAC the way the gateway does: signature = HMAC-SHA256(secret, date + salt).
    const parts = Object.fromEntries(
      auth
        .replace('HMAC-SHA256 ', '')
        .split(', ')
        .map((p) => p.split('=') as [string, string]),
    );
    const expected = createHmac('sha256', FAKE_SOLAPI_AUTH.apiSecret)
      .update(parts.date! + parts.salt!)
      .digest('hex');
    if (parts.signature !== expected || parts.apiKey !== FAKE_SOLAPI_AUTH.apiKey) {
      return answer(401, { errorMessage: 'invalid signature' });
    }
    if (req.url === '/storage/v1/files') {
      const jpegBytes = Buffer.from(String(body.file ?? ''), 'base64');
      const isJpeg = jpegBytes[0] === 0xff && jpegBytes[1] === 0xd8;
      if (body.type !== 'MMS' || !isJpeg || jpegBytes.length > 200 * 1024) {
        return answer(400, { errorCode: 'InvalidFile', errorMessage: 'MMS 이미지 오류' });
      }
      const fileId = `ST01FZ${this.files.size + 1}`;
      this.files.set(fileId, jpegBytes);
      return answer(200, { fileId, type: 'MMS', name: body.name });
    }
    if (req.method === 'GET' && req.url?.startsWith('/messages/v4/list?')) {
      const q = new URL(req.url, 'http://fake').searchParams;
      if (q.get('criteria') === 'messageId') {
        const found = this.delivered.get(q.get('value') ?? '');
        const messageList = found ? { [String(found.messageId)]: found } : {};
        return answer(200, { startKey: null, nextKey: null, limit: 20, messageList });
      }
      // The SDKs' filters: to, from, dateType CREATED with startDate / endDate, pages by startKey.
      const limit = Math.min(500, Number(q.get('limit') ?? 20) || 20);
      const since = q.get('startDate') ? Date.parse(q.get('startDate')!) : 0;
      const until = q.get('endDate') ? Date.parse(q.get('endDate')!) : Number.POSITIVE_INFINITY;
      const all = [...this.delivered.values()].filter((m) => {
        const created = Date.parse(String(m.dateCreated));
        return (
          (!q.get('to') || m.to === q.get('to')) &&
          (!q.get('from') || m.from === q.get('from')) &&
          created >= since &&
          created <= until
        );
      });
      const start = Number(q.get('startKey') ?? 0) || 0;
      const page = all.slice(start, start + limit);
      const nextKey = start + limit < all.length ? String(start + limit) : null;
      return answer(200, {
        startKey: q.get('startKey'),
        nextKey,
        limit,
        messageList: Object.fromEntries(page.map((m) => [String(m.messageId), m])),
      });
    }
    if (req.url !== '/messages/v4/send') return answer(404, { errorMessage: 'not found' });
    const m = body.message;
    if (m.imageId !== undefined && (m.type !== 'MMS' || !this.files.has(m.imageId))) {
      return answer(400, { errorCode: 'InvalidImageId', errorMessage: '이미지 ID 오류' });
    }
    if (m.to === FAKE_SOLAPI_BUSY) return answer(503, { errorMessage: 'busy' });
    const messageId = `M-${this.requests.length}`;
    const stored = {
      _id: messageId,
      messageId,
      groupId: `G-${messageId}`,
      type: m.type,
      to: m.to,
      from: m.from,
      statusCode: '3000',
      reason: null as string | null,
      replacement: false,
      customFields: m.customFields ?? {},
      log: [],
      dateCreated: new Date().toISOString(),
      dateReceived: null as string | null,
    };
    if (m.type === 'ATA') {
      // Like the gateway: the registered template filled in. To a phone without KakaoTalk,
      // KakaoTalk refuses it (3104 카카오톡 미사용자); with disableSms false the same text goes as
      // SMS/LMS instead, and the message (same id, type still ATA) is marked `replacement: true`.
      const kakao = m.kakaoOptions ?? {};
      const template = this.templates[kakao.templateId];
      if (template === undefined || m.text !== undefined) {
        return answer(400, { errorCode: 'InvalidTemplate', errorMessage: '템플릿 오류' });
      }
      // Every variable of the template must be given, and not empty (KakaoTalk refuses it).
      const missing = (template.match(/#\{[^}]+\}/g) ?? []).filter((name) => !kakao.variables?.[name]);
      if (missing.length > 0) {
        return answer(400, {
          errorCode: 'InvalidVariables',
          errorMessage: `템플릿 변수 누락: ${missing.join(', ')}`,
        });
      }
      const text = template.replace(/#\{[^}]+\}/g, (name) => kakao.variables[name]);
      const noKakao = m.to === FAKE_SOLAPI_NO_KAKAO;
      const replaced = noKakao && kakao.disableSms === false;
      Object.assign(stored, {
        text,
        kakaoOptions: { pfId: kakao.pfId, templateId: kakao.templateId, disableSms: kakao.disableSms },
        replacement: replaced,
        statusCode: noKakao && !replaced ? '3104' : '4000',
        reason: noKakao && !replaced ? '카카오톡 미사용자' : null,
        dateReceived: new Date().toISOString(),
      });
    } else {
      Object.assign(stored, { text: m.text });
    }
    this.delivered.set(messageId, stored);
    if (this.holdAnswers) {
      this.unanswered.push(res);
      return;
    }
    return answer(200, { messageId });
  }
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });
