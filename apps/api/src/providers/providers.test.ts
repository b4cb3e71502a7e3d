import type { AddressInfo } from 'node:net';
import jpeg from 'jpeg-js';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_SOLAPI_AUTH,
  FAKE_SOLAPI_BUSY,
  FAKE_SOLAPI_NO_KAKAO,
  FAKE_SOLAPI_TEMPLATE,
  FakeSolapi,
} from '../../test/fakes/solapi.ts';
import { SmtpEmailSender } from './email/smtp.ts';
import { ProviderError } from './provider-error.ts';
import { barcodeJpeg, MMS_IMAGE_MAX_BYTES } from './sms/barcode-image.ts';
import { SolapiSmsSender } from './sms/solapi.ts';
import { isValidCouponNo } from './voucher/voucher-issuer.ts';

describe('SmtpEmailSender against a real local SMTP server', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        if (address.address === 'nobody@example.com')
          return callback(Object.assign(new Error('no such user'), { responseCode: 550 }));
        callback();
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk) => {
          raw += chunk;
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the voucher e-mail with subject and body', async () => {
    const sender = new SmtpEmailSender(`smtp://127.0.0.1:${port}?ignoreTLS=true`);
    const result = await sender.send({
      to: 'kim@example.com',
      from: 'no-reply@bizgift.co.kr',
      subject: '모바일 상품권이 도착했습니다',
      text: '쿠폰번호: 1234-5678-9012',
      html: '<p>쿠폰번호: 1234-5678-9012</p><img src="cid:barcode@bizgift">',
      inlineImages: [
        {
          cid: 'barcode@bizgift',
          filename: 'barcode.jpg',
          content: barcodeJpeg('123456789012'),
          contentType: 'image/jpeg',
        },
      ],
      idempotencyKey: 'delivery-1',
    });
    sender.close();
    expect(result.messageId).toBeTruthy();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['kim@example.com']);
    expect(received[0]!.from).toBe('no-reply@bizgift.co.kr');
    expect(received[0]!.raw).toContain('X-Idempotency-Key: delivery-1');
    // The barcode travels inline, shown by the HTML through its Content-ID.
    expect(received[0]!.raw).toMatch(/Content-ID: <barcode@bizgift>/i);
    expect(received[0]!.raw).toMatch(/Content-Type: image\/jpeg/i);
  });

  it('a refused recipient is a permanent failure', async () => {
    const sender = new SmtpEmailSender(`smtp://127.0.0.1:${port}?ignoreTLS=true`);
    const error = await sender
      .send({
        to: 'nobody@example.com',
        from: 'no-reply@bizgift.co.kr',
        subject: 's',
        text: 't',
        html: 't',
        idempotencyKey: 'x',
      })
      .catch((e) => e);
    sender.close();
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.permanent).toBe(true);
  });
});

describe('SolapiSmsSender against a local fake gateway', () => {
  const fake = new FakeSolapi();
  const { requests, files, delivered } = fake;
  const TEMPLATE = FAKE_SOLAPI_TEMPLATE;
  const NO_KAKAO = FAKE_SOLAPI_NO_KAKAO;
  const SECRET = FAKE_SOLAPI_AUTH.apiSecret;
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = await fake.start();
  });
  afterAll(() => fake.stop());

  const message = (to: string) => ({
    to,
    from: '1588-0000',
    subject: '선물',
    text: '쿠폰번호: 1234',
    idempotencyKey: 'd-1',
  });

  it('signs the request and returns the gateway message id', async () => {
    const sender = new SolapiSmsSender({ apiKey: 'key-1', apiSecret: SECRET, baseUrl });
    const result = await sender.send(message('01012345678'));
    expect(result.messageId).toMatch(/^M-/);
    const last = requests.at(-1)!;
    expect(last.body.message).toMatchObject({ to: '01012345678', from: '15880000', text: '쿠폰번호: 1234' });
  });

  it('MMS: uploads the barcode JPEG, then sends it by its fileId with the page link in the text', async () => {
    const sender = new SolapiSmsSender({ apiKey: 'key-1', apiSecret: SECRET, baseUrl });
    const image = { name: 'coupon-1.jpg', jpeg: barcodeJpeg('123456789012', '1234-5678-9012') };
    expect(image.jpeg.length).toBeLessThanOrEqual(MMS_IMAGE_MAX_BYTES);
    const before = requests.length;
    const result = await sender.send({
      ...message('01012345678'),
      text: '바코드 보기: https://shop.test/v/abc',
      image,
    });
    expect(result.messageId).toMatch(/^M-/);
    const [upload, send] = requests.slice(before);
    expect(upload!.url).toBe('/storage/v1/files');
    expect(upload!.body).toMatchObject({ type: 'MMS', name: 'coupon-1.jpg' });
    expect(send!.url).toBe('/messages/v4/send');
    expect(send!.body.message).toMatchObject({ type: 'MMS', text: '바코드 보기: https://shop.test/v/abc' });
    const stored = files.get(send!.body.message.imageId)!;
    const decoded = jpeg.decode(stored);
    expect(decoded.width).toBeGreaterThan(250);
    // The bars: the middle row has both black and white pixels; the quiet zone at the edge is white.
    const row = Math.floor(decoded.height / 3) * decoded.width * 4;
    expect(decoded.data[row]).toBeGreaterThan(200);
    const middle = Array.from({ length: decoded.width }, (_, x) => decoded.data[row + x * 4]!);
    expect(Math.min(...middle)).toBeLessThan(60);
  });

  it('an image over 200 KB is refused before any call; a text without an image stays SMS/LMS', async () => {
    const sender = new SolapiSmsSender({ apiKey: 'key-1', apiSecret: SECRET, baseUrl });
    const before = requests.length;
    const big = await sender
      .send({
        ...message('01012345678'),
        image: { name: 'x.jpg', jpeg: Buffer.alloc(MMS_IMAGE_MAX_BYTES + 1) },
      })
      .catch((e) => e);
    expect(big).toBeInstanceOf(ProviderError);
    expect(big.permanent).toBe(true);
    expect(requests.length).toBe(before);
    await sender.send({ ...message('01012345678'), text: '가'.repeat(40) });
    expect(requests.at(-1)!.body.message).toMatchObject({ type: 'LMS' });
    expect(requests.at(-1)!.body.message.imageId).toBeUndefined();
  });

  it('알림톡: type ATA with the template, its variables and disableSms false; the list reports what reached the phone', async () => {
    const sender = new SolapiSmsSender({ apiKey: 'key-1', apiSecret: SECRET, baseUrl });
    const kakao = {
      pfId: 'KA01PF-channel',
      templateId: TEMPLATE.id,
      variables: { '#{이름}': '김하나', '#{쿠폰번호}': '1234-5678-9012' },
    };
    const alimtalk = await sender.send({ ...message('01012345678'), kakao });
    expect(requests.at(-1)!.body.message).toEqual({
      to: '01012345678',
      from: '15880000',
      type: 'ATA',
      kakaoOptions: { ...kakao, disableSms: false },
      customFields: { idempotencyKey: 'd-1' },
    });
    const replaced = await sender.send({ ...message(NO_KAKAO), kakao });
    const plain = await sender.send(message('01012345678'));
    expect(delivered.get(alimtalk.messageId)!.text).toBe('김하나님, 쿠폰번호 1234-5678-9012');
    const reports = await sender.reports([alimtalk.messageId, replaced.messageId, plain.messageId, 'M-none']);
    expect(requests.at(-1)!.url).toMatch(/^\/messages\/v4\/list\?criteria=messageId&cond=eq&value=/);
    // The plain SMS is still on its way (3000): not final, left out.
    expect(reports.map((r) => [r.messageId, r.outcome, r.channel])).toEqual([
      [alimtalk.messageId, 'received', 'alimtalk'],
      [replaced.messageId, 'received', 'sms'],
    ]);
  });

  it('the list: a carrier failure is final with its reason; a 알림톡 KakaoTalk refused is not, while its replacement may follow', async () => {
    const sender = new SolapiSmsSender({ apiKey: 'key-1', apiSecret: SECRET, baseUrl });
    const kakao = {
      pfId: 'KA01PF-channel',
      templateId: TEMPLATE.id,
      variables: { '#{이름}': '김', '#{쿠폰번호}': '1' },
    };
    const spam = await sender.send(message('01012345678'));
    const unknown = await sender.send(message('01012345679'));
    const low = await sender.send(message('01012345670'));
    fake.settle(spam.messageId, '3054', 'SPAM');
    fake.settle(unknown.messageId, '3032');
    fake.settle(low.messageId, '2230', '잔액 부족');
    // KakaoTalk refused the 알림톡 (3104) and the replacement has not gone yet: not final.
    const refused = await sender.send({ ...message(NO_KAKAO), kakao });
    Object.assign(delivered.get(refused.messageId)!, { statusCode: '3104', replacement: false });
    const reports = await sender.reports([
      spam.messageId,
      unknown.messageId,
      low.messageId,
      refused.messageId,
    ]);
    expect(reports.map((r) => [r.outcome, r.reason, r.code])).toEqual([
      ['failed', '스팸 차단', '3054'],
      ['failed', '없는 번호', '3032'],
      ['failed', '전송 실패: 잔액 부족', '2230'],
    ]);
    // The gateway sometimes gives replacement as 0/1.
    delivered.get(refused.messageId)!.statusCode = '4000';
    delivered.get(refused.messageId)!.replacement = 1;
    expect((await sender.reports([refused.messageId]))[0]).toMatchObject({
      outcome: 'received',
      channel: 'sms',
    });
  });

  it('a wrong secret is refused permanently; a 5xx is retryable', async () => {
    const wrong = new SolapiSmsSender({ apiKey: 'key-1', apiSecret: 'wrong', baseUrl });
    const refused = await wrong.send(message('01012345678')).catch((e) => e);
    expect(refused).toBeInstanceOf(ProviderError);
    expect(refused.permanent).toBe(true);
    const sender = new SolapiSmsSender({ apiKey: 'key-1', apiSecret: SECRET, baseUrl });
    const busy = await sender.send(message(FAKE_SOLAPI_BUSY)).catch((e) => e);
    expect(busy.permanent).toBe(false);
  });

  it('an unreachable gateway is retryable', async () => {
    const sender = new SolapiSmsSender({
      apiKey: 'key-1',
      apiSecret: SECRET,
      baseUrl: 'http://127.0.0.1:1',
      timeoutMs: 500,
    });
    const error = await sender.send(message('01012345678')).catch((e) => e);
    expect(error.permanent).toBe(false);
  });
});

describe('coupon numbers', () => {
  it('rejects a mistyped coupon number', () => {
    const valid = '12345678903';
    const digit = [...Array(10).keys()].find((d) => isValidCouponNo(`${valid}${d}`))!;
    expect(isValidCouponNo(`${valid}${(digit + 1) % 10}`)).toBe(false);
  });
});
