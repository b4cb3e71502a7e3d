import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { BlockedTargetError, resolveTarget, type UrlCheck } from './url-guard.ts';

/** Standard Webhooks: v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}"> with the whsec_ secret's bytes. */
export function signWebhook(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`;
}

export interface SendResult {
  /** null: no answer (refused, timed out, blocked address). */
  status: number | null;
  durationMs: number;
  excerpt: string;
}

const EXCERPT_CHARS = 500;

/**
 * POSTs one signed message. The host is resolved and checked first (url-guard.ts) and the socket
 * goes to that very address (TLS still checks the certificate against the host name). Redirects are
 * not followed: a 3xx is a failed attempt like any other non-2xx.
 */
export async function sendWebhook(
  endpoint: { url: string; secret: string },
  message: { messageId: string; body: string },
  options: UrlCheck & { timeoutMs: number },
): Promise<SendResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  let target: Awaited<ReturnType<typeof resolveTarget>>;
  try {
    target = await resolveTarget(endpoint.url, options);
  } catch (error) {
    const reason =
      error instanceof BlockedTargetError ? error.message : `주소 확인 실패: ${(error as Error).message}`;
    return { status: null, durationMs: took(), excerpt: reason.slice(0, EXCERPT_CHARS) };
  }
  // Wall-clock time: the receiver compares it with its own clock (a replay window).
  const timestamp = Math.floor(Date.now() / 1000);
  const pinned: LookupFunction = (_host, opts, callback) => {
    if ((opts as { all?: boolean }).all) {
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    } else callback(null, target.address, target.family);
  };
  const transport = target.url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    const request = transport.request(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        agent: false,
        timeout: options.timeoutMs,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'BizGift-Webhooks/1.0',
          'webhook-id': message.messageId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(endpoint.secret, message.messageId, timestamp, message.body),
        },
      },
      (response) => {
        let excerpt = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (excerpt.length < EXCERPT_CHARS) excerpt += chunk;
          else response.destroy();
        });
        const done = () =>
          resolve({
            status: response.statusCode ?? null,
            durationMs: took(),
            excerpt: excerpt.slice(0, EXCERPT_CHARS),
          });
        response.on('end', done);
        response.on('close', done);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${options.timeoutMs}ms 안에 응답이 없습니다.`)));
    request.on('error', (error) =>
      resolve({ status: null, durationMs: took(), excerpt: error.message.slice(0, EXCERPT_CHARS) }),
    );
    request.end(message.body);
  });
}
