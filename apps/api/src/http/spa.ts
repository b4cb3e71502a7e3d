import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { redactUrlSecrets } from './url-secrets.ts';

/** Where the web reads the first screen's API answers from (apps/web/src/api/first-screen.ts). */
const DATA_ELEMENT_ID = 'first-screen-data';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

interface FirstScreen {
  pattern: RegExp;
  /** The page's source module as the Vite manifest names it: its chunks are preloaded. */
  page: string;
  /** The public GET calls the page makes on its first screen, in the web's words. */
  reads(match: RegExpExecArray, query: URLSearchParams): string[];
  /** The picture most likely to be the largest paint, from those answers. */
  image?(answers: Map<string, unknown>, match: RegExpExecArray): { href: string; media?: string }[];
}

const FOOTER = '/api/settings/footers';
const goods = (params: Record<string, string | number>) =>
  `/api/goods?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

/** The pictures of a goods list's first two cards: a phone's first row, often its largest paint. */
function firstRow(list: unknown): { href: string }[] {
  const results = (list as { results?: { image?: string }[] } | undefined)?.results ?? [];
  return results.slice(0, 2).flatMap((g) => (g.image ? [{ href: g.image }] : []));
}

/**
 * The public catalogue pages whose first screen goes out inside the HTML, so their largest paint
 * waits for neither the API nor a second round trip. Each list mirrors the page's own queries
 * (HomePage, ProductsPage, ProductDetailPage, CategorySearchPage); e2e/first-screen.test.ts fails
 * when a page asks for something the server did not send.
 */
const FIRST_SCREENS: FirstScreen[] = [
  {
    pattern: /^\/$/,
    page: 'src/features/home/HomePage.tsx',
    reads: () => [
      '/api/banners/slide',
      goods({ ordering: 'sort', page_size: 8, page: 1 }),
      goods({ ordering: '-id', page_size: 3, page: 1 }),
      FOOTER,
    ],
    image: (answers) => {
      const first = (
        answers.get('/api/banners/slide') as { image_pc?: string; image_mobile?: string }[]
      )?.[0];
      const mobile = first?.image_mobile || first?.image_pc;
      return [
        ...(mobile ? [{ href: mobile, media: '(max-width: 639.98px)' }] : []),
        ...(first?.image_pc ? [{ href: first.image_pc, media: '(min-width: 640px)' }] : []),
        // When the banner is a plain picture (the browser does not count one of few bytes a
        // pixel as a paint), the weekly best's first row is the largest paint on a phone.
        ...firstRow(answers.get(goods({ ordering: 'sort', page_size: 8, page: 1 }))),
      ];
    },
  },
  {
    pattern: /^\/products$/,
    page: 'src/features/catalog/ProductsPage.tsx',
    reads: () => [
      goods({ ordering: 'sort', page_size: 5 }),
      goods({ ordering: '-id', page_size: 10 }),
      goods({ ordering: 'sort', page_size: 20, page: 1 }),
      FOOTER,
    ],
    image: (answers) => firstRow(answers.get(goods({ ordering: 'sort', page_size: 5 }))),
  },
  {
    pattern: /^\/products\/([1-9]\d{0,14})$/,
    page: 'src/features/catalog/ProductDetailPage.tsx',
    reads: (match) => [`/api/goods/${match[1]}`, FOOTER],
    image: (answers, match) => {
      const image = (answers.get(`/api/goods/${match[1]}`) as { image?: string } | undefined)?.image;
      return image ? [{ href: image }] : [];
    },
  },
  {
    pattern: /^\/products\/category$/,
    page: 'src/features/catalog/CategorySearchPage.tsx',
    reads: (_match, query) => {
      const search = query.get('search')?.trim() ?? '';
      const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
      const reads = ['/api/categories/1', '/api/brands?ordering=name&page_size=100', FOOTER];
      // Brand and category filters take the page's own parsing; the plain search is the shared link.
      if (!query.has('brand') && !query.has('category')) {
        reads.push(goods({ ...(search ? { search } : {}), ordering: 'sort', page, page_size: 50 }));
      }
      return reads;
    },
    image: (answers) => firstRow([...answers].find(([read]) => read.startsWith('/api/goods?'))?.[1]),
  },
];

/** A URL with its query parameters sorted: the server and the web name one read the same way. */
export function readKey(url: string): string {
  const parsed = new URL(url, 'http://local');
  parsed.searchParams.sort();
  return parsed.pathname + parsed.search;
}

/** JSON that cannot end its `<script>` element or open a comment inside it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The web's server render (apps/web/src/entry-server.tsx, built into dist-ssr/ beside dist/). */
interface ServerRender {
  render(url: string, answers: Record<string, unknown>): Promise<string | null>;
}

async function loadServerRender(app: FastifyInstance, distDir: string): Promise<ServerRender | null> {
  const file = path.join(path.dirname(distDir), 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as ServerRender;
  } catch (error) {
    app.log.warn(
      { err: error },
      'the web server render could not be loaded: catalogue pages go out without markup',
    );
    return null;
  }
}

/**
 * Rendered first screens by URL and the answers they were made from: a catalogue change gives new
 * answers and so a new key, and the page is rendered again. The oldest entries go first.
 */
class RenderCache<T> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly maxEntries = 500) {}

  async get(key: string, render: () => Promise<T | null>): Promise<T | null> {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const html = await render();
    if (html === null) return null;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, html);
    return html;
  }
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** q-value of a coding in Accept-Encoding: 0 when absent or refused. */
function acceptance(header: string, coding: string): number {
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q ? Number(q.slice(2)) || 0 : 1;
  }
  return 0;
}

/**
 * The document, brotli or gzip as the browser accepts (it differs per page, so it is compressed
 * per answer, at a quick level; the hashed assets went out precompressed at the strongest). The same
 * document (a catalogue page whose answers did not change) is compressed once: brotli of a 130 KB
 * page took 12 ms of a busy machine's CPU, waited for by every visitor before the first byte.
 */
async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  compressed: RenderCache<Buffer>,
) {
  reply.header('vary', 'accept-encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const coding = acceptance(accepted, 'br') > 0 ? 'br' : acceptance(accepted, 'gzip') > 0 ? 'gzip' : null;
  if (!coding) return reply.send(html);
  const key = `${coding}:${createHash('sha1').update(html).digest('base64url')}`;
  const body = await compressed.get(key, () =>
    coding === 'br'
      ? brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipped(html, { level: 6 }),
  );
  return reply.header('content-encoding', coding).send(body);
}

/** A built document's stylesheet link, and the file it names. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="(\/assets\/[^"]+\.css)"[^>]*>/;

/**
 * The document with its stylesheet inline: on a phone's connection its first paint then waits for
 * the document alone, not for a second round trip. The recipient's page has its own small one
 * (1 KiB); a server-rendered catalogue page carries the shop's whole stylesheet (~76 KB, ~12 KB
 * compressed in the document), so nothing restyles the painted page later: applying a stylesheet
 * that arrives after the first paint restyles, lays out and repaints the whole page in one task,
 * and on a phone's CPU that task blocked taps for 100–200 ms.
 */
function withInlineStylesheet(html: string, distDir: string): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const file = path.join(distDir, href);
    return existsSync(file)
      ? `<style>${readFileSync(file, 'utf8').replaceAll('</style', '<\\/style')}</style>`
      : link;
  });
}

/**
 * The shop's script behind its entry (apps/web/src/app/start.tsx): it imports React, the router,
 * TanStack Query and the app (layout, route table) one step after another, so its dynamic imports
 * are all needed at once.
 */
const START = 'src/app/start.tsx';

/** The chunks of these sources and every chunk they import that the entry does not already bring. */
function chunksOf(manifest: Record<string, ManifestChunk>, wantedSources: string[]): string[] {
  const sources = wantedSources.flatMap((source) =>
    source === START ? [START, ...(manifest[START]?.dynamicImports ?? [])] : [source],
  );
  // The shop's entry, not the build's other one: the voucher page (apps/web/voucher.html).
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key !== 'voucher.html');
  const closure = (key: string | undefined, into: Set<string>) => {
    if (!key || into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
    return into;
  };
  const loaded = closure(entryKey, new Set());
  const wanted = new Set<string>();
  for (const source of sources) closure(source, wanted);
  return [...wanted].flatMap((key) => {
    const file = manifest[key]?.file;
    return file && !loaded.has(key) ? [`/${file}`] : [];
  });
}

const modulePreloads = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`).join('');

/**
 * Serves the built SPA: hashed assets precompressed (brotli and gzip, written by the build) and
 * cached for a year, index.html never cached, and any non-/api GET that is not a file answered
 * with index.html so deep links survive a reload. On the public catalogue pages that document
 * also carries the first screen's API answers and preloads the page's chunks and main picture.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasSpa = existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // The HTML names the current hashed assets, so a stale copy would load deleted files.
        const cacheControl = filePath.endsWith('.html')
          ? 'no-cache'
          : filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300';
        res.header('cache-control', cacheControl);
      },
    });
  }
  const template = hasSpa ? readFileSync(indexFile, 'utf8') : '';
  // The recipient's voucher page (/v/{token}) is its own small document: no shop, no first-screen
  // data (its script reads the voucher, so the first open is the recipient's, not a link preview).
  const voucherFile = path.join(distDir, 'voucher.html');
  const voucherTemplate = existsSync(voucherFile)
    ? withInlineStylesheet(readFileSync(voucherFile, 'utf8'), distDir)
    : template;
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  // A page the browser draws needs the shop's script at once: its chunks load beside the entry.
  const spaTemplate = template.replace(
    '</head>',
    () => `${modulePreloads(chunksOf(manifest, [START]))}</head>`,
  );
  const serverRender = hasSpa ? await loadServerRender(app, distDir) : null;
  const paintedTemplate = withInlineStylesheet(template, distDir);
  /** A rendered page's markup. */
  const rendered = new RenderCache<string>();
  const compressedDocuments = new RenderCache<Buffer>(200);

  /** The page's first screen as the browser's first render would draw it; null = the SPA draws it. */
  async function markup(
    url: string,
    data: Record<string, unknown>,
    dataJson: string,
  ): Promise<string | null> {
    if (!serverRender) return null;
    const key = createHash('sha1').update(url).update('\n').update(dataJson).digest('base64url');
    try {
      return await rendered.get(key, () => serverRender.render(url, data));
    } catch (error) {
      app.log.warn(
        { err: error, url: redactUrlSecrets(url) },
        'server render failed: the page goes out without markup',
      );
      return null;
    }
  }

  async function firstScreenHtml(url: string): Promise<string> {
    const parsed = new URL(url, 'http://local');
    let match: RegExpExecArray | null = null;
    const screen = FIRST_SCREENS.find((s) => (match = s.pattern.exec(parsed.pathname)));
    if (!screen || !match) return spaTemplate;
    const answers = new Map<string, unknown>();
    await Promise.all(
      screen.reads(match, parsed.searchParams).map(async (read) => {
        const res = await app.inject({ method: 'GET', url: read });
        const body = res.statusCode === 200 ? (res.json() as { status?: string; data?: unknown }) : null;
        if (body?.status === 'success') answers.set(read, body.data);
      }),
    );
    const images = (screen.image?.(answers, match) ?? [])
      .filter((image) => image.href.startsWith('/'))
      .map(
        (image) =>
          `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image.href)}"${image.media ? ` media="${image.media}"` : ''}>`,
      )
      .join('');
    const modules = chunksOf(manifest, [START, screen.page]);
    // In the page's own order, not the order the answers came back in: the same answers make the same
    // bytes, and so one entry of the render cache.
    const data = Object.fromEntries(
      screen
        .reads(match, parsed.searchParams)
        .flatMap((read) => (answers.has(read) ? [[readKey(read), answers.get(read)]] : [])),
    );
    const dataJson = scriptJson(data);
    const script = `<script type="application/json" id="${DATA_ELEMENT_ID}">${dataJson}</script>`;
    const page = await markup(parsed.pathname + parsed.search, data, dataJson);
    // Replacer functions: a `$&` or `$'` in a goods name must stay text, not a replacement pattern.
    if (page === null) {
      return template
        .replace('</head>', () => `${modulePreloads(modules)}${images}</head>`)
        .replace('</body>', () => `${script}</body>`);
    }
    // Painted without script: the page's chunks are listed for main.tsx, which loads them with React
    // once the page has loaded, not preloaded here beside the first screen's pictures.
    let html = paintedTemplate.replace(
      '<div id="root"></div>',
      () => `<div id="root" data-modules="${escapeAttribute(modules.join(' '))}">${page}</div>`,
    );
    // The entry only waits for the page to load (main.tsx): it need not come before the pictures.
    html = html.replace('<script type="module" ', '<script type="module" fetchpriority="low" ');
    return html.replace('</head>', () => `${images}</head>`).replace('</body>', () => `${script}</body>`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      url.startsWith('/api?') ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !hasSpa
    ) {
      return reply
        .status(404)
        .send({ status: 'fail', message: '요청한 주소를 찾을 수 없습니다.', code: 'not_found' });
    }
    if (path.extname(url.split('?')[0] ?? '')) {
      return reply
        .status(404)
        .send({ status: 'fail', message: '파일을 찾을 수 없습니다.', code: 'not_found' });
    }
    const html = url.startsWith('/v/') ? voucherTemplate : await firstScreenHtml(url);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return sendCompressed(request, reply, html, compressedDocuments);
  });
}
