import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: false,
  plugins: [react(), tailwindcss(), preloadTextFont()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rollupOptions: {
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
