/**
 * Orders one voucher sent by SMS through the API (the first goods on sale) and prints the order:
 *   BIZGIFT_URL=http://localhost:3000 BIZGIFT_TOKEN=bgk_test_… BIZGIFT_PHONE=01012345678 \
 *     node --import tsx packages/client/examples/send-voucher.ts
 * BIZGIFT_TOKEN is an API key or a member's access token.
 */
import { randomUUID } from 'node:crypto';
import { createBizGiftClient } from '../src/index.ts';

const client = createBizGiftClient({
  baseUrl: process.env.BIZGIFT_URL ?? 'http://localhost:3000',
  token: process.env.BIZGIFT_TOKEN,
});

const goods = await client.GET('/api/goods', { params: { query: { page_size: 1 } } });
const first = goods.data?.data.results[0];
if (!first) throw new Error(goods.error?.message ?? '판매 중인 상품이 없습니다.');

const order = await client.POST('/api/orders', {
  // The same key sent again (a retry after a timeout) answers the first order instead of a second one.
  params: { header: { 'idempotency-key': randomUUID() } },
  body: {
    title: '설문 참여 감사 선물',
    send_type: 1,
    order_items: [{ goods: first.id, amount: first.price, total_count: 1, total_amount: first.price }],
    deliveries: [{ recipient: process.env.BIZGIFT_PHONE ?? '01012345678', name: '홍길동' }],
    payments: { recharge: first.price },
  },
});
if (order.error) throw new Error(`${order.error.code}: ${order.error.message}`);
console.log(
  `주문 ${order.data.data.id}: ${first.name} ${first.price}원 → ${process.env.BIZGIFT_PHONE ?? '01012345678'}`,
);
