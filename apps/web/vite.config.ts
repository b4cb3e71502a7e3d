import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|ico)$/;

/**
 * Writes `file.br` and `file.gz` next to every text asset of the build, at the strongest settings
 * (done once, here, instead of on every request); @fastify/static serves them (`preCompressed`).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bizgift-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter(
        (f) => COMPRESSIBLE.test(f) && !f.startsWith('.vite'),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const raw = await readFile(full);
          if (raw.length < 1024) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            promisify(gzip)(raw, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

/** The chunks app/start.tsx evaluates one step after another before React takes the page over. */
const STARTUP_CHUNK = /^(react|router|query|mount)$/;

/**
 * Marks the startup chunks for eager compilation (V8's explicit compile hint, a first-line
 * `//# allFunctionsCalledOnLoad`): almost every function in them runs while React takes the page
 * over, and compiled lazily, one by one on first call, that compilation was main-thread work inside
 * the hydration tasks of a first visit (nothing in the code cache yet). Marked, the file is compiled
 * whole on a background thread while it streams in. Browsers without the hint ignore the comment.
 */
function compileHints(): Plugin {
  return {
    name: 'bizgift-compile-hints',
    apply: 'build',
    // On the written files: Vite puts its preload map at the top of a chunk after every plugin's
    // generateBundle, and the hint must be the file's first line.
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      await Promise.all(
        Object.values(bundle).map(async (chunk) => {
          if (chunk.type !== 'chunk' || !STARTUP_CHUNK.test(chunk.name)) return;
          const file = path.join(outDir, chunk.fileName);
          await writeFile(file, `//# allFunctionsCalledOnLoad\n${await readFile(file, 'utf8')}`);
        }),
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // React 19 and react-dom (no compat stand-in); the plugin gives `npm run dev` Fast Refresh.
  plugins: isSsrBuild ? [react(), tailwindcss()] : [react(), tailwindcss(), compileHints(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/media': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/media': { target: API_TARGET, changeOrigin: true },
    },
  },
  // The server-side render of the catalogue pages (src/entry-server.tsx → dist-ssr/, loaded by
  // apps/api/src/http/spa.ts) is one self-contained file: no package has to be resolved at run time.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, minify: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        // The server preloads each catalogue page's chunks from it (apps/api/src/http/spa.ts).
        manifest: true,
        // Every browser the shop supports knows modulepreload: no polyfill script before the entry.
        modulePreload: { polyfill: false },
        // The recipient's voucher page is its own light entry: it must not pull in React or the shop.
        rolldownOptions: {
          // TanStack Query's `'use client'` lines mean nothing in a browser-only bundle.
          onwarn(warning, warn) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
          input: {
            main: fileURLToPath(new URL('index.html', import.meta.url)),
            voucher: fileURLToPath(new URL('voucher.html', import.meta.url)),
          },
          // app/start.tsx evaluates these one task each (a phone's total blocking time): React and
          // react-dom, the router, TanStack Query; the app's own modules follow in their chunks.
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
                { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
              ],
            },
          },
        },
      },
}));
