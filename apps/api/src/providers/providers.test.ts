import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpEmailSender } from './email/smtp.ts';
import { ProviderError } from './provider-error.ts';
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
      html: '<p>쿠폰번호: 1234-5678-9012</p>',
      idempotencyKey: 'delivery-1',
    });
    sender.close();
    expect(result.messageId).toBeTruthy();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['kim@example.com']);
    expect(received[0]!.from).toBe('no-reply@bizgift.co.kr');
    expect(received[0]!.raw).toContain('X-Idempotency-Key: delivery-1');
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
  let server: Server;
  let baseUrl: string;
  const requests: { auth: string; body: any }[] = [];
  const SECRET = 'test-secret';

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c) => {
        data += c;
      });
      req.on('end', () => resolve(data));
    });

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = JSON.parse(await readBody(req));
      const auth = String(req.headers.authorization);
      requests.push({ auth, body });
      // Verify the HMAC the way the gateway does: signature = HMAC-SHA256(secret, date + salt).
      const parts = Object.fromEntries(
        auth
          .replace('HMAC-SHA256 ', '')
          .split(', ')
          .map((p) => p.split('=') as [string, string]),
      );
      const expected = createHmac('sha256', SECRET)
        .update(parts.date! + parts.salt!)
        .digest('hex');
      res.setHeader('content-type', 'application/json');
      if (parts.signature !== expected || parts.apiKey !== 'key-1') {
        res.statusCode = 401;
        return res.end(JSON.stringify({ errorMessage: 'invalid signature' }));
      }
      if (body.message.to === '01099999999') {
        res.statusCode = 503;
        return res.end(JSON.stringify({ errorMessage: 'busy' }));
      }
      res.end(JSON.stringify({ messageId: `M-${requests.length}` }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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

  it('a wrong secret is refused permanently; a 5xx is retryable', async () => {
    const wrong = new SolapiSmsSender({ apiKey: 'key-1', apiSecret: 'wrong', baseUrl });
    const refused = await wrong.send(message('01012345678')).catch((e) => e);
    expect(refused).toBeInstanceOf(ProviderError);
    expect(refused.permanent).toBe(true);
    const sender = new SolapiSmsSender({ apiKey: 'key-1', apiSecret: SECRET, baseUrl });
    const busy = await sender.send(message('01099999999')).catch((e) => e);
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
