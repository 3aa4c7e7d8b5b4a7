import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Writes `.br` and `.gz` copies beside each text asset of the build; the server sends them
 * (@fastify/static `preCompressed`) to clients that accept them, at no CPU cost per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vigil-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      // The server bundle of the prerender (scripts/prerender.mjs) is not served.
      if (config.build.ssr) outDir = '';
    },
    closeBundle() {
      if (!outDir) return;
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const file = path.join(dir, name);
          if (statSync(file).isDirectory()) walk(file);
          else if (/\.(js|css|html|json|svg|txt)$/.test(name) && statSync(file).size >= 1024) {
            const body = readFileSync(file);
            writeFileSync(
              `${file}.br`,
              brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
            );
            writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
          }
        }
      };
      walk(outDir);
    },
  };
}

/**
 * Preloads the marketing chunk (and the chunks it imports) from index.html: most visits start on a
 * public page, and without the hint the browser learns of that chunk only after the router has run,
 * one round trip later.
 */
function preloadMarketing(): Plugin {
  return {
    name: 'vigil-preload-marketing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const marketing = chunks.find((c) =>
          c.facadeModuleId?.replace(/\\/g, '/').endsWith('/src/features/marketing/index.tsx'),
        );
        if (!marketing) return html;
        const files = new Set<string>();
        const visit = (file: string) => {
          const chunk = chunks.find((c) => c.fileName === file);
          if (!chunk || chunk.isEntry || files.has(file)) return;
          files.add(file);
          chunk.imports.forEach(visit);
        };
        visit(marketing.fileName);
        return {
          html,
          tags: [...files]
            .filter((f) => !html.includes(f))
            .map((f) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
              injectTo: 'head' as const,
            })),
        };
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), preloadMarketing()],
  resolve: { conditions: ['source'] },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/socket.io': { target: 'http://127.0.0.1:3000', ws: true },
    },
  },
  // The manifest tells scripts/prerender.mjs which chunks each prerendered page preloads.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900, manifest: true },
});
