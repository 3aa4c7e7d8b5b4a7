#!/usr/bin/env node
// Writes the public pages as HTML (the last step of `npm run build -w apps/web`).
//
// Expects the browser build in dist/ (with its manifest, dist/.vite/manifest.json) and the
// `vite build --ssr src/prerender.tsx` bundle in .tmp/prerender/. For every page of
// PRERENDERED_PAGES (src/routes.tsx) it renders the signed-out page into a copy of dist/index.html:
// the markup in #root (marked data-prerendered with its path), the page's emotion styles in the head,
// and modulepreload links for the entry's chunks and the page's feature chunk. The files go to
// dist/prerendered/ (`/` -> index.html, `/login` -> login.html, `/services/sast` -> services/sast.html)
// with .br and .gz copies; the server answers those paths with them. dist/index.html itself stays
// the empty shell every other client route gets.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

// Rendered with the production builds of React, emotion and MUI, as the browser bundle is: their
// development builds add labels to class names, which would not match.
process.env.NODE_ENV = 'production';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const SSR_DIR = path.join(ROOT, '.tmp', 'prerender');
const OUT = path.join(DIST, 'prerendered');

const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8'));
const template = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const { renderPage, PRERENDERED_PAGES, pageTitle } = await import(
  pathToFileURL(path.join(SSR_DIR, 'prerender.js')).href
);

/** The JS files a manifest entry loads statically (itself included), in load order. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => closure(k, seen))];
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryFiles = closure(entryKey);
const entryFile = manifest[entryKey].file;
const shell = template.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
if (!shell.includes('<div id="root"></div>') || !shell.includes(entryFile)) {
  throw new Error('prerender: dist/index.html is not the expected shell');
}

function compress(file) {
  const body = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapeText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

rmSync(OUT, { recursive: true, force: true });
const written = [];
for (const [url, feature] of Object.entries(PRERENDERED_PAGES)) {
  const { html, styles } = await renderPage(url);
  const featureFiles = closure(`src/features/${feature}/index.tsx`);
  if (featureFiles.length === 0)
    throw new Error(`prerender: no chunk for the ${feature} feature in the manifest`);
  const preload = [...new Set([...entryFiles, ...featureFiles])]
    .filter((f) => f !== entryFile)
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
    .join('');
  const page = shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(pageTitle(url))}</title>`)
    .replace('</head>', () => `${preload}${styles}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered="${escapeAttr(url)}">${html}</div>`,
    );
  const file = path.join(OUT, url === '/' ? 'index.html' : `${url.slice(1)}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, page);
  compress(file);
  written.push(`${url} (${(Buffer.byteLength(page) / 1024).toFixed(1)} KB)`);
}

// The manifest and the server bundle were only needed here.
rmSync(path.join(DIST, '.vite'), { recursive: true, force: true });
rmSync(SSR_DIR, { recursive: true, force: true });
console.log(`prerendered ${written.length} pages: ${written.join(', ')}`);
