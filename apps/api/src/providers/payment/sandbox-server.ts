import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { allowFormTargets } from '../../http/security-headers.ts';
import {
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_SDK_PATH,
  type SandboxNotification,
  type SandboxPaymentProvider,
  SIGNATURE_HEADER,
} from './sandbox.ts';
import { PAYMENT_SDK_SCRIPT } from './sdk-script.ts';

/**
 * The sandbox provider's own "servers", mounted on our origin: the SDK script, the checkout page
 * (승인 / 취소 / 실패) and, on a choice, a signed server-to-server notification to the merchant's
 * notification URL followed by the browser redirect to successUrl or failUrl.
 */
export async function sandboxPaymentServer(app: FastifyInstance, opts: { provider: SandboxPaymentProvider }) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(SANDBOX_SDK_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(PAYMENT_SDK_SCRIPT),
  );
  app.get(CHECKOUT_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CHECKOUT_SCRIPT),
  );

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  // Post → redirect → get: the payer's history holds a GET page, so Back from the shop's result page
  // shows "already processed" instead of the browser's form-resubmission page (issue #15 §2).
  const sessions = new CheckoutSessions();
  app.post(SANDBOX_CHECKOUT_PATH, { schema: { hide: true } }, async (request, reply) => {
    const fields = formOf(request.body);
    if (!opts.provider.verifyCheckout(fields)) {
      return html(
        reply,
        400,
        errorPage('결제 요청의 서명이 올바르지 않습니다. 가맹점에서 결제를 다시 시작해주세요.'),
      );
    }
    return reply.redirect(`${SANDBOX_CHECKOUT_PATH}/${sessions.open(fields)}`, 303);
  });

  app.get(`${SANDBOX_CHECKOUT_PATH}/:id`, { schema: { hide: true } }, async (request, reply) => {
    const session = sessions.get((request.params as { id: string }).id);
    if (!session) return html(reply, 404, errorPage(EXPIRED));
    if (session.done) return html(reply, 200, donePage(session.fields));
    // The signed fields name where the post's redirect ends (the shop's PUBLIC_URL).
    allowFormTargets(reply, [session.fields.successUrl ?? '', session.fields.failUrl ?? '']);
    return html(reply, 200, checkoutPage(session.fields, session.id));
  });

  app.post(`${SANDBOX_CHECKOUT_PATH}/complete`, { schema: { hide: true } }, async (request, reply) => {
    const fields = formOf(request.body);
    if (!opts.provider.verifyCheckout(fields)) {
      return html(
        reply,
        400,
        errorPage('결제 요청의 서명이 올바르지 않습니다. 가맹점에서 결제를 다시 시작해주세요.'),
      );
    }
    // Once per checkout page: a second approval from a page kept open shows the outcome instead.
    const session = sessions.get(fields.checkoutId ?? '');
    if (session?.done) return html(reply, 200, donePage(session.fields));
    if (session) session.done = true;
    const action = fields.action;
    const amount = Number(fields.amount);
    const notification: SandboxNotification =
      action === 'approve'
        ? {
            orderId: fields.orderId!,
            amount,
            status: 'DONE',
            transactionId: `SBX${Date.now()}${randomBytes(4).toString('hex').toUpperCase()}`,
            approvedAt: new Date().toISOString(),
          }
        : action === 'cancel'
          ? {
              orderId: fields.orderId!,
              amount,
              status: 'CANCELED',
              transactionId: '',
              code: 'USER_CANCEL',
              message: '사용자가 결제를 취소했습니다.',
            }
          : {
              orderId: fields.orderId!,
              amount,
              status: 'FAILED',
              transactionId: '',
              code: 'CARD_DECLINED',
              message: '카드 승인이 거절되었습니다. (샌드박스)',
            };
    const delivered = await notify(opts.provider, fields.notificationUrl!, notification);
    request.log.info(
      { orderId: notification.orderId, status: notification.status, delivered },
      'sandbox payment notification',
    );
    if (notification.status === 'DONE' && delivered.ok) return reply.redirect(fields.successUrl!, 303);
    const failUrl = new URL(fields.failUrl!);
    if (notification.status === 'DONE') {
      failUrl.searchParams.set('code', 'NOTIFICATION_REJECTED');
      failUrl.searchParams.set('message', delivered.message || '결제 확인에 실패했습니다.');
    } else {
      failUrl.searchParams.set('code', notification.code!);
      failUrl.searchParams.set('message', notification.message!);
    }
    return reply.redirect(failUrl.toString(), 303);
  });
}

/**
 * The posted form's fields. A field that is not a plain value (a JSON body with an object or array
 * in it, nested as deep as an attacker likes) leaves the form empty, which the signature check then
 * refuses with a 400 page: never String() of a structure (a stack overflow, a 500, when deep).
 */
function formOf(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const entries = Object.entries(body as Record<string, unknown>);
  const plain = (v: unknown) =>
    v === null || v === undefined || ['string', 'number', 'boolean'].includes(typeof v);
  if (!entries.every(([, v]) => plain(v))) return {};
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v ?? '')]));
}

/** Posts the signed notification; a real provider retries, so the sandbox tries three times. */
async function notify(
  provider: SandboxPaymentProvider,
  url: string,
  notification: SandboxNotification,
): Promise<{ ok: boolean; message?: string }> {
  const raw = JSON.stringify(notification);
  let last: { ok: boolean; message?: string } = { ok: false };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: provider.signNotification(raw) },
        body: raw,
        signal: AbortSignal.timeout(5000),
        redirect: 'manual',
      });
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      if (res.ok) return { ok: true };
      last = { ok: false, message: body.message };
      if (res.status < 500) return last; // refused: retrying will not change the answer
    } catch (err) {
      last = { ok: false, message: undefined };
      void err;
    }
    await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
  }
  return last;
}

const esc = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',system-ui,sans-serif;color:#111827;background:#f3f4f6}
main{max-width:440px;margin:0 auto;padding:32px 20px}header{display:flex;align-items:center;gap:8px;margin-bottom:16px}
.badge{font-size:12px;font-weight:700;color:#fff;background:#c2410c;border-radius:4px;padding:2px 6px}h1{font-size:20px;margin:0}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:14px;padding:22px}dl{margin:0;display:grid;grid-template-columns:96px 1fr;row-gap:10px;font-size:14px}
dt{color:#6b7280}dd{margin:0;font-weight:600;word-break:break-all}.amount{font-size:26px;font-weight:800;color:#1d4ed8;margin:4px 0 18px}
.actions{display:grid;grid-template-columns:2fr 1fr 1fr;gap:8px;margin-top:22px}button{height:48px;border-radius:10px;border:1px solid #d1d5db;background:#fff;font-size:15px;font-weight:700;cursor:pointer}
button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}button.primary{background:#2563eb;border-color:#2563eb;color:#fff}button.danger{color:#dc2626}
.hint{font-size:12px;color:#6b7280;line-height:1.6;margin-top:16px}
.error{margin-top:16px;border:1px solid #fecaca;background:#fef2f2;color:#b91c1c;border-radius:10px;padding:12px 14px;font-size:14px;line-height:1.6}.error p{margin:4px 0 0}.error a{color:#991b1b;font-weight:700}`;

function page(title: string, body: string) {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const CHECKOUT_SCRIPT_PATH = `${SANDBOX_CHECKOUT_PATH}.js`;

/**
 * The checkout page's one script: when the browser refuses to follow the post (a CSP form-action
 * violation) or nothing happened 15 s after a click, the payer reads why and gets a plain link to
 * the shop's result page instead of a page that silently stays.
 */
const CHECKOUT_SCRIPT = `(function () {
  var form = document.querySelector('form');
  var box = document.getElementById('checkout-error');
  if (!form || !box) return;
  var timer;
  function show() {
    clearTimeout(timer);
    box.hidden = false;
    Array.prototype.forEach.call(form.querySelectorAll('button'), function (b) { b.disabled = false; });
  }
  document.addEventListener('securitypolicyviolation', function (e) {
    if (e.violatedDirective === 'form-action' || e.effectiveDirective === 'form-action') show();
  });
  form.addEventListener('submit', function () { timer = setTimeout(show, 15000); });
  window.addEventListener('pagehide', function () { clearTimeout(timer); });
})();`;

const EXPIRED = '결제 요청이 만료되었습니다. 가맹점에서 결제를 다시 시작해주세요.';

/** The checkout pages opened lately (in memory, like the provider's own session; 30 minutes). */
class CheckoutSessions {
  private readonly byId = new Map<
    string,
    { id: string; fields: Record<string, string>; done: boolean; at: number }
  >();

  open(fields: Record<string, string>): string {
    const now = Date.now();
    for (const [id, s] of this.byId)
      if (now - s.at > 30 * 60_000 || this.byId.size > 10_000) this.byId.delete(id);
    const id = randomBytes(16).toString('hex');
    this.byId.set(id, { id, fields, done: false, at: now });
    return id;
  }

  get(id: string) {
    return /^[0-9a-f]{32}$/.test(id) ? this.byId.get(id) : undefined;
  }
}

function donePage(f: Record<string, string>): string {
  return page(
    '다날 통합결제 (샌드박스)',
    `<header><span class="badge">SANDBOX</span><h1>다날 통합결제</h1></header>
<div class="card"><p>이미 처리된 결제입니다. (주문번호 ${esc(f.orderId ?? '')})</p>
<p><a href="${esc(f.successUrl ?? '/')}">결제 결과 보기</a></p></div>`,
  );
}

function checkoutPage(f: Record<string, string>, checkoutId: string): string {
  const keep = [
    'clientKey',
    'orderId',
    'amount',
    'orderName',
    'merchantId',
    'userId',
    'userEmail',
    'successUrl',
    'failUrl',
    'notificationUrl',
    'method',
    'currency',
    'itemCode',
    'itemType',
    'signature',
  ];
  const hidden = [...keep.map((k) => [k, f[k] ?? '']), ['checkoutId', checkoutId]]
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v!)}">`)
    .join('');
  const amount = Number(f.amount).toLocaleString('ko-KR');
  return page(
    '다날 통합결제 (샌드박스)',
    `<header><span class="badge">SANDBOX</span><h1>다날 통합결제</h1></header>
<div class="card"><div>결제 금액</div><div class="amount" id="checkout-amount">${amount}원</div>
<dl><dt>상품명</dt><dd>${esc(f.orderName ?? '')}</dd><dt>주문번호</dt><dd>${esc(f.orderId ?? '')}</dd>
<dt>가맹점</dt><dd>${esc(f.merchantId ?? '')}</dd><dt>구매자</dt><dd>${esc(f.userEmail || f.userId || '')}</dd></dl>
<form method="post" action="${SANDBOX_CHECKOUT_PATH}/complete">${hidden}
<div class="actions"><button type="submit" class="primary" name="action" value="approve" autofocus>결제 승인</button>
<button type="submit" name="action" value="cancel">취소</button><button type="submit" class="danger" name="action" value="fail">실패</button></div></form>
<div id="checkout-error" class="error" role="alert" hidden><strong>쇼핑몰 결과 페이지로 이동하지 못했습니다.</strong>
<p>결제 요청은 처리되었을 수 있습니다. 다시 결제하기 전에 <a href="${esc(f.successUrl ?? '/')}">결제 결과 보기</a>에서 충전 내역을 확인해주세요.</p></div>
<p class="hint">테스트용 결제 화면입니다. 실제 카드 결제는 일어나지 않습니다. 결제 승인 시 가맹점 서버로 서명된 결제 알림을 보낸 뒤 결과 페이지로 이동합니다.</p></div>
<script src="${CHECKOUT_SCRIPT_PATH}"></script>`,
  );
}

function errorPage(message: string): string {
  return page(
    '결제 오류',
    `<header><span class="badge">SANDBOX</span><h1>결제 오류</h1></header><div class="card"><p>${esc(message)}</p></div>`,
  );
}
