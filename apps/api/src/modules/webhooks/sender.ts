import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { BlockedTargetError, type ResolvedTarget, resolveTarget, type UrlCheck } from './url-guard.ts';

/** Standard Webhooks: v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}"> with the whsec_ secret's bytes. */
export function signWebhook(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * Connections to receivers are kept open between messages (one TCP + TLS handshake per socket, not
 * per message). A kept socket goes to the address that was checked when it was opened; every
 * message is still checked against a fresh resolution before it is sent (resolveTarget). Free
 * sockets are unref'd by the agent, so they never hold a process open.
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true, scheduling: 'lifo' }),
  'https:': new https.Agent({ keepAlive: true, scheduling: 'lifo' }),
};

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
  options: UrlCheck & {
    timeoutMs: number;
    /** How to resolve and check the URL (a per-batch cache of resolveTarget); resolveTarget by default. */
    resolve?: (url: string) => Promise<ResolvedTarget>;
  },
): Promise<SendResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  let target: ResolvedTarget;
  try {
    target = await (options.resolve ? options.resolve(endpoint.url) : resolveTarget(endpoint.url, options));
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
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'BizGift-Webhooks/1.0',
    'webhook-id': message.messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(endpoint.secret, message.messageId, timestamp, message.body),
  };
  const post = (retried: boolean) =>
    new Promise<SendResult>((resolve) => {
      let answered = false;
      const request = transport.request(
        target.url,
        {
          method: 'POST',
          lookup: pinned,
          agent: agents[target.url.protocol as keyof typeof agents],
          timeout: options.timeoutMs,
          headers,
        },
        (response) => {
          answered = true;
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
      request.on('error', (error: NodeJS.ErrnoException) => {
        // A kept socket the receiver closed while it idled: sent again once on a fresh socket
        // (the receiver may see the message twice; at least once allows that, same webhook-id).
        if (!answered && !retried && request.reusedSocket && error.code === 'ECONNRESET') {
          resolve(post(true));
          return;
        }
        resolve({ status: null, durationMs: took(), excerpt: error.message.slice(0, EXCERPT_CHARS) });
      });
      request.end(message.body);
    });
  return post(false);
}
