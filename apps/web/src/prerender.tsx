/**
 * Build-time rendering of the public pages (run by scripts/prerender.mjs after `vite build`, from a
 * `vite build --ssr` bundle of this file). Each page is rendered as a signed-out visitor sees it,
 * with the same tree as the browser (App.tsx) under a StaticRouter, and its emotion styles are
 * collected so the HTML is styled before any script runs. In the browser, main.tsx hydrates it.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { AppShell, createQueryClient } from './App';

export { PRERENDERED_PAGES } from './routes';
export { pageTitle } from './components/layout/pageTitle';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** <style data-emotion> elements for the head, in the form emotion's browser cache picks up. */
  styles: string;
}

export async function renderPage(url: string): Promise<RenderedPage> {
  // `compat` keeps the rules in cache.inserted instead of writing <style> elements into the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppShell
          client={createQueryClient()}
          router={(children) => <StaticRouter location={url}>{children}</StaticRouter>}
        />
      </CacheProvider>
    </StrictMode>,
    // Every Suspense boundary inline and complete: no fallback plus inline script to swap it in
    // (the CSP allows no inline script), which React otherwise does for large boundaries.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, styles: styleTags(cache) };
}

/**
 * The page's rules in the form emotion's own server rendering writes them (@emotion/server's
 * constructStyleTagsFromChunks): one element for the class rules, one per global style
 * (CssBaseline, keyframes), so the browser's emotion cache adopts them and inserts none again.
 * Unlike @emotion/server this keeps the rules of the intermediate classes of nested styled
 * components too (they never appear in the markup): hydration would otherwise compile and insert
 * them all over again.
 */
function styleTags(cache: ReturnType<typeof createCache>): string {
  const ids: string[] = [];
  let css = '';
  const globals: string[] = [];
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] !== undefined) {
      ids.push(id);
      css += rules;
    } else {
      globals.push(`<style data-emotion="${cache.key}-global ${id}">${rules}</style>`);
    }
  }
  return `${globals.join('')}<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>`;
}
