import { apiCall, type TestServer } from './server.ts';

export interface DeliveryRow {
  id: number;
  status: number;
  order_id: number;
  gifticon: { coupon_no: string | null };
}

/** An order through the API, with the payload shape of apps/api/test/factories.ts `orderPayload`. */
export async function placeOrder(
  server: TestServer,
  token: string,
  items: { id: number; price: number }[],
  recipients: string[],
  options: { title?: string; name?: string; message?: string; reservedInMs?: number; quantity?: number } = {},
): Promise<number> {
  const quantity = options.quantity ?? 1;
  const deliveries = recipients.flatMap((r) => Array.from({ length: quantity }, () => ({ recipient: r })));
  const count = deliveries.length;
  const reserved = options.reservedInMs !== undefined;
  const res = await apiCall<{ id: number }>(server, 'POST', '/api/orders', {
    token,
    body: {
      title: options.title ?? '',
      name: options.name ?? '감사의 마음을 전합니다',
      send_msg: options.message ?? '늘 함께해주셔서 감사합니다.',
      sender: '01012345678',
      send_type: 1,
      delivery_at: new Date(Date.now() + (options.reservedInMs ?? 0)).toISOString(),
      is_reserved: reserved,
      order_items: items.map((g) => ({
        goods: g.id,
        amount: String(g.price),
        total_count: count,
        total_amount: String(g.price * count),
      })),
      deliveries,
      payments: { recharge: String(items.reduce((s, g) => s + g.price * count, 0)), reward: '0' },
    },
  });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${res.body.message}`);
  return res.body.data.id;
}

/**
 * Polls the API until every delivery of the order satisfies `done` (the server runs the real worker).
 * `Row` names the fields of the delivery list a journey reads.
 */
export async function waitForDeliveries<Row extends { status: number } = DeliveryRow>(
  server: TestServer,
  token: string,
  orderId: number,
  done: (d: Row) => boolean,
): Promise<Row[]> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const res = await apiCall<{ results: Row[] }>(
      server,
      'GET',
      `/api/orders/deliveries?order_id=${orderId}&page_size=100`,
      { token },
    );
    const rows = res.body.data.results;
    if (rows.length > 0 && rows.every(done)) return rows;
    if (Date.now() > deadline) throw new Error(`deliveries of ${orderId} not done: ${JSON.stringify(rows)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
