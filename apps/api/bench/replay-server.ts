import http from 'node:http';

/**
 * The ceiling of a catalogue scenario: plain node:http sending exactly the bytes the app sent for the
 * same request (status, every header in the app's order, the body), with no routing, no hooks and no
 * work per request but a Map lookup. A scenario's ratio says how much of what the machine can do for
 * those bytes the app reaches.
 *
 * REPLAY_FROM is the app's address, REPLAY_REQUESTS a JSON list of { path, headers }: each is asked
 * of the app once at start; a request is then answered by its path and whether it accepts gzip.
 */
interface Recorded {
  status: number;
  headers: string[];
  body: Buffer;
}

const from = process.env.REPLAY_FROM!;
const requests = JSON.parse(process.env.REPLAY_REQUESTS ?? '[]') as {
  path: string;
  headers?: Record<string, string>;
}[];
/** Node sets these per connection itself, as it does for the app. */
const PER_CONNECTION = new Set(['connection', 'keep-alive', 'transfer-encoding']);

const key = (path: string, acceptEncoding: string | undefined) =>
  `${/\bgzip\b/.test(acceptEncoding ?? '') ? 'gzip' : 'identity'} ${path}`;

function record(path: string, headers: Record<string, string> = {}): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    http
      .get(from + path, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            if (!PER_CONNECTION.has(res.rawHeaders[i]!.toLowerCase())) {
              raw.push(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
            }
          }
          resolve({ status: res.statusCode!, headers: raw, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

const answers = new Map<string, Recorded>();
for (const r of requests)
  answers.set(key(r.path, r.headers?.['accept-encoding']), await record(r.path, r.headers));

const server = http.createServer((req, res) => {
  if (req.url === '/replay-ready') {
    res.end('ok');
    return;
  }
  const answer = answers.get(key(req.url!, req.headers['accept-encoding']));
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  // The recorded Date header goes out as it was: the same bytes, and no clock read per answer.
  res.sendDate = false;
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
// The app's keep-alive window (Fastify's default), so both answer `Keep-Alive: timeout=72`.
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
// Exit on the harness's SIGTERM, so a BENCH_CPU_PROF profile is written.
process.on('SIGTERM', () => process.exit(0));
