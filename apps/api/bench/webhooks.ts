import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import pino from 'pino';
import { openDatabase } from '../src/db/client.ts';
import { companies } from '../src/db/schema/users.ts';
import { webhookEndpoints } from '../src/db/schema/webhooks.ts';
import { emitWebhook } from '../src/modules/webhooks/outbox.ts';
import { WebhookService } from '../src/modules/webhooks/service.ts';

const EVENTS = 10_000;

/**
 * `npm run bench -- webhooks`: 10,000 order.created events written to the outbox, then delivered,
 * signed, by one worker (WebhookService.deliverDue) to a receiver on this machine that answers 200.
 */
export async function benchWebhooks(databaseUrl: string) {
  let received = 0;
  const receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      res.end('ok');
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const database = await openDatabase({ databaseUrl, poolSize: 20 });
  try {
    await database.migrate();
    const db = database.db;
    const [company] = await db
      .insert(companies)
      .values({
        name: '벤치상사',
        businessNumber: '1234567891',
        ownerName: '홍길동',
        primaryPhone: '02-000-0000',
      })
      .returning();
    await db.insert(webhookEndpoints).values({
      companyId: company!.id,
      url,
      events: ['order.created'],
      secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
    });
    const data = { id: 1, name: '[스타벅스] 아메리카노', total_order_amount: '4500', status: 1 };
    const written = performance.now();
    for (let i = 0; i < EVENTS; i += 500) {
      await db.transaction(async (tx) => {
        for (let j = 0; j < 500; j++)
          await emitWebhook(tx, { companyId: company!.id }, 'order.created', { ...data, id: i + j });
      });
    }
    const writeSeconds = (performance.now() - written) / 1000;
    const worker = new WebhookService(
      db,
      {
        production: false,
        timeoutMs: 10_000,
        concurrency: 50,
        mailFrom: 'bench@bizgift.local',
        email: { name: 'none', send: async () => ({ messageId: '-' }) },
      },
      pino({ level: 'silent' }),
    );
    const started = performance.now();
    const attempts = await worker.deliverDue();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `webhooks: ${EVENTS.toLocaleString('en')} events written to the outbox in ${writeSeconds.toFixed(1)} s; ` +
        `delivered ${received.toLocaleString('en')} (${attempts} attempts) in ${seconds.toFixed(1)} s ` +
        `= ${Math.round(received / seconds)}/s by one worker (concurrency 50, 16 per endpoint); ` +
        `load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
  } finally {
    await database.close();
    receiver.close();
  }
}
