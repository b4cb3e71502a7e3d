import { LOW_BALANCE_WON, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '@bizgift/domain/webhooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useGoodsList } from '../../api/catalog.ts';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { scrollableRegion } from '../../components/ui/useScrollEdges.ts';

const SECTIONS = [
  { id: 'keys', title: 'API 키' },
  { id: 'test-mode', title: '테스트 모드' },
  { id: 'idempotency', title: '중복 주문 방지' },
  { id: 'webhooks', title: '웹훅' },
  { id: 'signatures', title: '서명 확인' },
] as const;

/** A goods of this shop's catalogue at its current price, so the sample order goes through as written. */
interface SampleGoods {
  id: number;
  price: string;
}

/**
 * The order samples, addressed to this site (the address the page was opened on) with a goods of its
 * own catalogue: copied as they are, they place a test order here (a made-up id or price answers
 * 404 or 409 price_changed).
 */
export function orderSamples(origin: string, goods: SampleGoods) {
  const amount = String(Number(goods.price));
  const curl = `curl -X POST ${origin}/api/orders \\
  -H "Authorization: Bearer bgk_test_여기에_API_키" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: survey-2026-000123" \\
  -d '{
    "title": "설문 참여 감사 선물",
    "send_type": 1,
    "order_items": [{ "goods": ${goods.id}, "amount": "${amount}", "total_count": 1, "total_amount": "${amount}" }],
    "deliveries": [{ "recipient": "01012345678", "name": "홍길동" }],
    "payments": { "recharge": "${amount}" }
  }'`;
  const client = `import { createBizGiftClient } from '@bizgift/client';

const client = createBizGiftClient({
  baseUrl: '${origin}',
  token: process.env.BIZGIFT_API_KEY, // bgk_live_… 또는 bgk_test_…
});

const order = await client.POST('/api/orders', {
  params: { header: { 'idempotency-key': 'survey-2026-000123' } },
  body: { /* curl 예시와 같은 본문 */ },
});
if (order.error) throw new Error(\`\${order.error.code}: \${order.error.message}\`);`;
  return { curl, client };
}

const WEBHOOK_BODY = `{
  "type": "delivery.sent",
  "timestamp": "2026-11-27T01:23:45.000Z",
  "data": { "id": 5012, "order_id": 2301, "status": 1, "status_display": "발송완료", … }
}`;

const TS_VERIFY = `import express from 'express';
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.BIZGIFT_WEBHOOK_SECRET!); // whsec_…

const app = express();
// 서명은 받은 그대로의 본문으로 계산합니다: JSON으로 읽기 전의 원문을 쓰세요.
app.post('/bizgift/webhooks', express.text({ type: 'application/json' }), (req, res) => {
  let event: { type: string; timestamp: string; data: unknown };
  try {
    event = webhook.verify(req.body, req.headers as Record<string, string>) as typeof event;
  } catch {
    return res.status(400).send('invalid signature');
  }
  // 같은 webhook-id가 다시 올 수 있습니다(최소 한 번 전달): 처리한 id는 건너뛰세요.
  handle(req.header('webhook-id')!, event);
  res.status(204).end();
});`;

const CURL_VERIFY = `# 서명 = base64( HMAC-SHA256( 키, "{webhook-id}.{webhook-timestamp}.{본문}" ) )
# 키는 whsec_ 뒤의 base64를 풀어낸 바이트입니다.
SECRET_B64="\${BIZGIFT_WEBHOOK_SECRET#whsec_}"
printf '%s.%s.%s' "$WEBHOOK_ID" "$WEBHOOK_TIMESTAMP" "$(cat body.json)" \\
  | openssl dgst -sha256 -mac HMAC -macopt "hexkey:$(echo -n "$SECRET_B64" | base64 -d | xxd -p -c 256)" -binary \\
  | base64
# 결과가 webhook-signature 헤더의 "v1," 뒤 값과 같아야 합니다.`;

/** /developers: how a company's systems use the API and the webhooks, public. */
export function DevelopersPage() {
  const catalogue = useGoodsList({ page: 1, page_size: 1 });
  const first = catalogue.data?.results[0];
  const samples = orderSamples(window.location.origin, first ?? { id: 101, price: '4500' });
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 md:py-12">
      <PageHeader
        title="개발자 센터"
        description="설문 응답, 계약 체결 같은 우리 회사 시스템의 이벤트에 맞춰 상품권을 자동으로 보내세요."
      />
      <nav aria-label="이 페이지의 내용" className="mb-8 rounded-2xl border border-gray-200 bg-white p-5">
        <ol className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {SECTIONS.map((s, i) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="font-medium text-brand-700 underline">
                {i + 1}. {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <Section id="keys" title="1. API 키">
        <p>
          회사의 대표 관리자가{' '}
          <Link to="/mypage/company" className="font-medium text-brand-700 underline">
            마이페이지 › 회사 관리
          </Link>
          에서 이름과 모드(운영 <code>live</code> / 테스트 <code>test</code>)를 정해 API 키를 만듭니다. 키(
          <code>bgk_live_…</code>, <code>bgk_test_…</code>)는 만들 때 한 번만 보여드리고 저장하지 않으니 바로
          보관하세요. 목록에는 앞자리, 모드, 마지막 사용 시각만 보이며, 폐기하면 즉시 쓸 수 없습니다.
        </p>
        <p>
          키는 만든 사람의 지금 역할보다 큰 권한을 갖지 않습니다. 만든 사람이 대표 관리자가 아니게 되거나
          회사에서 제외되면 그 사람이 만든 키는 바로 사용 중지되고(<code>401</code>), 다른 대표 관리자에게
          이메일로 알려드립니다. 연동을 이어가려면 대표 관리자가 새 키를 만들어 넣어 주세요.
        </p>
        <p>
          모든 요청에 <code>Authorization: Bearer bgk_…</code> 헤더로 보냅니다. 키는 회사의{' '}
          <strong>관리자</strong> 권한으로 상품 조회, 주문, 발송 조회·재발송·환불·취소, 상품권, 잔액, 증빙
          서류에 쓸 수 있고, 구성원·키·웹훅· 정책·비밀번호·회원 정보·탈퇴에는 쓸 수 없습니다(403). 키마다 초당
          10건(짧은 순간에는 조금 더)까지 받으며, 넘으면 <code>429</code>와 <code>Retry-After</code> 헤더로
          기다릴 시간을 알려드립니다.
        </p>
        <Code label="curl: 주문하기">{samples.curl}</Code>
        <Code label="TypeScript (@bizgift/client, OpenAPI 문서에서 생성한 클라이언트)">{samples.client}</Code>
        <p>
          전체 명세는{' '}
          <a href="/api/docs" className="font-medium text-brand-700 underline">
            API 문서(/api/docs)
          </a>
          에 있습니다. 응답은 <code>{'{status, data, message}'}</code> 형식이고, 실패하면 <code>code</code>와
          한국어 <code>message</code>가 옵니다.
        </p>
      </Section>

      <Section id="test-mode" title="2. 테스트 모드">
        <p>
          <code>bgk_test_</code> 키는 회사의 별도 테스트 공간에서 동작합니다. 테스트 충전금 10,000,000원으로
          시작하고(대표 관리자가 초기화), 주문에는 <code>test: true</code>가 붙으며, 상품권은 내장
          샌드박스에서 발급되고 문자·이메일은 실제로 나가지 않습니다. 실제 충전금, 주문 목록, 명세서, 한도에는
          섞이지 않으며, 사이트의 주문 목록에서는 <strong>테스트</strong> 전환으로 따로 봅니다. 테스트
          이벤트의 웹훅에는 <code>"test": true</code>가 들어 있습니다.
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            테스트 키는 테스트 주문·발송·쿠폰만 보고, 잔액(<code>GET /api/payments/balance</code>)도 테스트
            충전금입니다. 환불·재발송·취소도 테스트 공간 안에서 이루어집니다.
          </li>
          <li>
            운영 키와 로그인한 화면은 실제 주문만 봅니다. 테스트 주문을 보려면 주문·발송 조회에{' '}
            <code>?test=true</code>를 붙입니다. 로그인한 화면(대표 관리자·관리자, 발송 담당은 자기 주문)은{' '}
            <code>?test=true</code>로 테스트 주문의 환불·재발송·취소도 할 수 있고, 운영 키는 테스트 주문을
            바꿀 수 없습니다(<code>403</code>).
          </li>
          <li>
            테스트 주문의 거래명세서·발송결과 내역서·엑셀은 제목과 파일 이름에 <strong>(테스트)</strong>가
            붙고 실제 거래가 아니라는 안내가 찍혀 나옵니다. 증빙 서류로 쓸 수 없습니다.
          </li>
          <li>테스트 쿠폰의 유효기간 만료 안내도 실제처럼 만들어지지만 발송함(outbox)에만 남습니다.</li>
          <li>
            남은 테스트 충전금과 <strong>테스트 충전금 초기화</strong>는 회사 관리 › API 키 화면에 있습니다
            (대표 관리자, <code>POST /api/company/test-wallet/reset</code>).
          </li>
        </ul>
      </Section>

      <Section id="idempotency" title="3. 중복 주문 방지 (Idempotency-Key)">
        <p>
          <code>POST /api/orders</code>에 <code>Idempotency-Key</code> 헤더(주문마다 고유한 값, 예: 설문 응답
          번호)를 붙이세요. 응답을 받지 못해 같은 키와 같은 본문으로 다시 보내면 새 주문 대신 처음 주문을{' '}
          <code>200</code>으로 돌려드립니다. 같은 키에 다른 본문을 보내면 <code>422</code>{' '}
          <code>idempotency_mismatch</code>로 거절합니다.
        </p>
      </Section>

      <Section id="webhooks" title="4. 웹훅">
        <p>
          대표 관리자가 회사 관리 › 웹훅에서 받을 주소와 이벤트를 등록하면, 이벤트가 생길 때마다 그 주소로{' '}
          <code>POST</code>합니다. 서명 키(<code>whsec_…</code>)는 등록할 때 한 번만 보여드립니다. 운영
          환경에서는 <code>https</code> 주소만 받고, 내부망·루프백·메타데이터 주소로는 보내지 않습니다.
        </p>
        <Code label="본문: {type, timestamp, data} — data는 API가 돌려주는 것과 같은 모양">
          {WEBHOOK_BODY}
        </Code>
        {/* A table from sm up; on a phone each event is a short card, so no column is squeezed. */}
        <div className="hidden overflow-hidden rounded-xl border border-gray-200 sm:block">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">웹훅 이벤트</caption>
            <thead className="bg-gray-50 text-gray-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  이벤트
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  뜻
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  data
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {WEBHOOK_EVENTS.map((e) => (
                <tr key={e}>
                  <td className="px-4 py-2">
                    <code>{e}</code>
                  </td>
                  <td className="whitespace-nowrap px-4 py-2 text-gray-700">{WEBHOOK_EVENT_LABELS[e]}</td>
                  <td className="px-4 py-2 text-gray-600">{dataOf(e)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul
          aria-label="웹훅 이벤트"
          className="divide-y divide-gray-100 rounded-xl border border-gray-200 sm:hidden"
        >
          {WEBHOOK_EVENTS.map((e) => (
            <li key={e} className="px-4 py-2.5 text-sm">
              <code className="font-semibold text-gray-900">{e}</code>
              <span className="block text-gray-700">{WEBHOOK_EVENT_LABELS[e]}</span>
              <span className="block text-[13px] text-gray-600 [overflow-wrap:anywhere]">
                data: {dataOf(e)}
              </span>
            </li>
          ))}
        </ul>
        <p>
          <code>wallet.low_balance</code>는 결제로 잔액이 {LOW_BALANCE_WON.toLocaleString('ko-KR')}원 아래로
          내려가는 순간 한 번 보냅니다(다시 충전해 그 위로 올라가면 다음에 또 보냅니다).
        </p>
        <p>
          <strong>재시도:</strong> 2xx가 아니거나 응답이 없으면 10초, 2분, 15분, 1시간, 6시간, 18시간 뒤에
          같은 <code>webhook-id</code>로 다시 보냅니다(25시간 동안 7번). 모두 실패하면 대표 관리자에게
          이메일로 알리고, 전송 기록에서 <strong>다시 보내기</strong>(
          <code>
            POST /api/company/webhooks/{'{id}'}/attempts/
            {'{attemptId}'}/resend
          </code>
          )로 보낼 수 있습니다. 5일 넘게 한 번도 성공하지 못한 주소는 사용을 중지하고 알려드립니다.{' '}
          <strong>테스트 전송</strong>(<code>POST /api/company/webhooks/{'{id}'}/test</code>)은{' '}
          <code>webhook.test</code> 이벤트를 보냅니다.
        </p>
      </Section>

      <Section id="signatures" title="5. 서명 확인 (Standard Webhooks)">
        <p>
          모든 요청에 <code>webhook-id</code>, <code>webhook-timestamp</code>, <code>webhook-signature</code>{' '}
          헤더가 붙습니다. 서명은 <code>v1,</code> 뒤에 <code>"{'{id}.{timestamp}.{본문}'}"</code>의
          HMAC-SHA256(base64)입니다. <code>standardwebhooks</code> 패키지가 이를 확인하고 5분이 넘은 요청도
          거절합니다.
        </p>
        <Code label="TypeScript (standardwebhooks)">{TS_VERIFY}</Code>
        <Code label="셸 (openssl)로 직접 계산하기">{CURL_VERIFY}</Code>
      </Section>
    </div>
  );
}

function dataOf(event: (typeof WEBHOOK_EVENTS)[number]): string {
  if (event.startsWith('order.')) return '주문 (GET /api/orders/{id})';
  if (event === 'wallet.recharged') return '{recharge, balance}';
  if (event === 'wallet.low_balance') return '{balance, threshold}';
  return '발송 (GET /api/orders/deliveries/{id})';
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mb-10 scroll-mt-24">
      <h2 id={`${id}-title`} className="mb-3 text-xl font-bold text-gray-900">
        {title}
      </h2>
      {/* A long path in a sentence (…/attempts/{attemptId}/resend) breaks rather than widen the page. */}
      <div className="flex flex-col gap-3 text-[15px] leading-relaxed text-gray-700 [&_p_code]:[overflow-wrap:anywhere]">
        {children}
      </div>
    </section>
  );
}

function Code({ label, children }: { label: string; children: string }) {
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 text-[13px] font-medium text-gray-600">{label}</figcaption>
      {/* A code block scrolls sideways on a phone: reachable and named for the keyboard. */}
      <div {...scrollableRegion(true, label)} className="overflow-x-auto rounded-xl bg-gray-900">
        <pre className="p-4 text-[13px] leading-relaxed text-gray-100">
          <code>{children}</code>
        </pre>
      </div>
    </figure>
  );
}
