import { readFileSync } from 'node:fs';
import os from 'node:os';
import { readSpreadsheet } from '@bizgift/domain/spreadsheet';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import { columnBomb } from '../../../packages/domain/test/spreadsheet-files.ts';
import { DEMO_MEMBER } from '../src/seed/demo.ts';
import { startApp } from './harness.ts';

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** A real address book as Excel users send it: 10,000 rows of the contact sample's columns. */
async function bigContacts(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('주소록');
  ws.addRow(['이름', '휴대폰', '이메일', '그룹', '기념일1', '기념일2', '기념일3', '메모']);
  for (let i = 0; i < 10_000; i++)
    ws.addRow([
      `사람${i}`,
      `010-${String(5000 + (i % 5000)).padStart(4, '0')}-${String(i).padStart(4, '0')}`,
      `p${i}@example.com`,
      '임직원',
      '생일 03-15',
      '',
      '',
      '메모',
    ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function upload(base: string, token: string, file: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  return fetch(`${base}/api/contacts/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/**
 * `npm run bench -- spreadsheets`: the bounded spreadsheet reader against the spreadsheet bomb
 * (a value in column XFD on each of 5,000 rows, ~24 KB; and 200 rows, ~2.6 KB) and a real
 * 10,000-row address book — in this process, then through POST /api/contacts/import of a production
 * server on the embedded database: the bomb's answer, time and the server's memory growth, and the
 * p99 of other requests alone and while ten bomb uploads run back to back.
 */
export async function benchSpreadsheets() {
  const files: [string, Uint8Array][] = [
    ['bomb, 5,000 rows × column XFD', columnBomb(5000)],
    ['bomb, 200 rows × column XFD', columnBomb(200)],
    ['address book, 10,000 rows × 8 columns (exceljs)', await bigContacts()],
  ];
  console.log(`\nspreadsheet reader in this process (load ${load()})`);
  console.log('| file | bytes | answer | ms | peak RSS growth MB |');
  console.log('|---|---:|---|---:|---:|');
  for (const [label, bytes] of files) {
    const peakBefore = process.resourceUsage().maxRSS / 1024;
    const started = performance.now();
    const answer = await readSpreadsheet('file.xlsx', bytes).then(
      (rows) => `${rows.length.toLocaleString('en')} rows`,
      (error: Error) => error.message,
    );
    const ms = performance.now() - started;
    const growth = process.resourceUsage().maxRSS / 1024 - peakBefore;
    console.log(
      `| ${label} | ${bytes.length.toLocaleString('en')} | ${answer} | ${ms.toFixed(1)} | ${growth.toFixed(1)} |`,
    );
  }

  const app = await startApp(undefined, { SEED_DEMO_HISTORY: 'false', RUN_WORKER: 'false' });
  try {
    const login = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_MEMBER),
    });
    const token = ((await login.json()) as { data: { access: string } }).data.access;
    const bomb = columnBomb(5000);
    for (let i = 0; i < 3; i++) await upload(app.url, token, bomb, 'warm.xlsx');
    const before = memory(app.pid);
    const started = performance.now();
    const res = await upload(app.url, token, bomb, 'bomb.xlsx');
    const ms = performance.now() - started;
    const body = (await res.json()) as { message: string };
    const after = memory(app.pid);
    console.log(
      `\nPOST /api/contacts/import, the ${bomb.length.toLocaleString('en')}-byte bomb: ${res.status} "${body.message}" in ${ms.toFixed(0)} ms; ` +
        `server RSS ${before.rss.toFixed(0)} → ${after.rss.toFixed(0)} MB, peak ${before.peak.toFixed(0)} → ${after.peak.toFixed(0)} MB (load ${load()})`,
    );

    const seconds = Number(process.env.BENCH_SECONDS ?? 8);
    const other = { url: `${app.url}/api/goods?page_size=20`, connections: 10, duration: seconds };
    await autocannon({ ...other, duration: 1 });
    const alone = await autocannon(other);
    console.log(
      `GET /api/goods?page_size=20 (10 connections, ${seconds} s) alone: p50 ${alone.latency.p50} / p99 ${alone.latency.p99} ms, ${Math.round(alone.requests.average)} req/s`,
    );
    // The control: the same ten uploaders sending a file the route refuses unread (.txt), so the
    // difference to the bomb row is what reading the bomb costs.
    for (const [label, file, name] of [
      ['ten .txt uploads (refused unread)', new Uint8Array(bomb), 'bomb.txt'],
      ['ten bomb uploads', bomb, 'bomb.xlsx'],
    ] as const) {
      let stop = false;
      const answers = new Map<number, number>();
      const latencies: number[] = [];
      const uploader = async () => {
        while (!stop) {
          const t = performance.now();
          const r = await upload(app.url, token, file, name);
          await r.arrayBuffer();
          latencies.push(performance.now() - t);
          answers.set(r.status, (answers.get(r.status) ?? 0) + 1);
        }
      };
      const uploaders = Array.from({ length: 10 }, uploader);
      const attacked = await autocannon(other);
      stop = true;
      await Promise.all(uploaders);
      latencies.sort((x, y) => x - y);
      const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
      console.log(
        `  with ${label} back to back: p50 ${attacked.latency.p50} / p99 ${attacked.latency.p99} ms, ${Math.round(attacked.requests.average)} req/s; ` +
          `uploads answered ${[...answers].map(([st, k]) => `${k} × ${st}`).join(', ')}, their p99 ${p99.toFixed(0)} ms; ` +
          `server peak RSS ${memory(app.pid).peak.toFixed(0)} MB (load ${load()})`,
      );
    }
  } finally {
    await app.stop();
  }
}
