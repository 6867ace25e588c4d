import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The storefront's text font (Inter's latin subset, the one every es and en page uses) is asked for by the
 * HTML itself instead of after the CSS has been read (issue 13 §2): a preload with the hashed name the build
 * gave it. The fallback face in styles.css is metric-matched, so the swap moves nothing.
 */
function preloadTextFont(): Plugin {
  return {
    name: 'pixelkeys:preload-text-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.values(context.bundle ?? {}).find((file) => file.type === 'asset' && /inter-latin-wght-normal.*\.woff2$/.test(file.fileName));
        if (!font) throw new Error('preload-text-font: the Inter latin font is not in the build');
        return [{ tag: 'link', attrs: { rel: 'preload', href: `/${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * The application starts through src/web/start.ts (decision 0032), which waits for the first paint of a
 * server-drawn page: the build emits it as a chunk of its own and puts it in the entry's place in the HTML,
 * with the entry's address and its modulepreload list on its tag. The shell keeps its modulepreload links
 * and the entry's own (the server drops them from a drawn page, page-render.ts), so a page the browser draws
 * asks for everything at once, as before.
 */
function startAfterFirstPaint(): Plugin {
  return {
    name: 'pixelkeys:start-after-first-paint',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: fileURLToPath(new URL('./src/web/start.ts', import.meta.url)), name: 'start' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const start = Object.values(context.bundle ?? {}).find((file) => file.type === 'chunk' && file.name === 'start');
        const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!start || !entryTag) throw new Error('start-after-first-paint: the start chunk or the entry script is not in the build');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
        const entry = entryTag[1]!;
        return html.replace(entryTag[0], `<script type="module" crossorigin src="/${start.fileName}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>
    <link rel="modulepreload" crossorigin href="${entry}">`);
      },
    },
  };
}

/**
 * Every built script, style sheet and SVG of 1 KiB or more is also written brotli- and gzip-compressed
 * (name.br, name.gz), at the strongest settings, once: the store serves those files as they are
 * (serveStatic's `precompressed`) instead of gzipping the same bytes again for every request. Brotli at
 * quality 11 is also about a sixth smaller than the gzip a request-time compressor affords.
 */
function precompressAssets(): Plugin {
  return {
    name: 'pixelkeys:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      const files = Object.keys(bundle).filter((name) => /\.(?:js|css|svg)$/.test(name));
      await Promise.all(files.map(async (name) => {
        const path = join(options.dir!, name);
        const bytes = await readFile(path);
        if (bytes.length < 1024) return;
        const [br, gz] = await Promise.all([
          brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
          gzipped(bytes, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      }));
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: false,
  // The browser's build only: the server's bundle has no HTML to start and serves no file of its own.
  plugins: [react(), tailwindcss(), preloadTextFont(), ...(isSsrBuild ? [] : [startAfterFirstPaint(), precompressAssets()])],
  // React Router's package points every import at its development build (remix-run/react-router#12532,
  // #14102: its dev warnings on, a little larger); the browser's bundle takes the production build it also
  // ships. The server's bundle keeps `react-router` external, resolved by Node as the package says.
  resolve: isSsrBuild ? {} : {
    alias: [
      { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
      { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Source maps are written beside the scripts for whoever reads a reported error's stack, but the scripts do not
    // name them: a `//# sourceMappingURL=` line in each of the first download's ten files cost 0.35 KB gzip
    // (issue 13: home's initial JavaScript), for a map only a developer's tools ever fetch.
    sourcemap: 'hidden',
    target: 'es2022',
    rollupOptions: {
      // React DOM (with React and its scheduler) and the router in chunks of their own, beside the entry: the start
      // script runs the entry's modules one per task (decision 0033), where they ran in one 35-40 ms task (150 ms
      // on a slow phone). lib/react-dom-client.ts starts React DOM in its chunk, not at its first use in the entry.
      output: isSsrBuild ? {} : {
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]|src[\\/]web[\\/]lib[\\/]react-dom-client\.ts$/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
      onLog(level, log, handler) {
        // The server bundle (entry-server.tsx) reads every locale file at once, which the browser's lazy glob
        // also names: expected, not a missed split.
        if (isSsrBuild && log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
        handler(level, log);
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
}));
