import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { deferHydration } from './components/DeferredHydration';
import { loadFeature, PRERENDERED_PAGES } from './routes';
import { getAccessToken } from './session/storage';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * The public pages arrive as HTML written at build time for a signed-out visitor (src/prerender.tsx),
 * marked with their path. React takes that markup over (hydrates it) only when this visit renders
 * the same thing: the same path, nobody signed in, no router state carried over (a reload keeps
 * history state, which a page such as /login may show).
 */
function prerenderedFeature() {
  const page = container.dataset.prerendered;
  if (!page || page !== window.location.pathname || !(page in PRERENDERED_PAGES)) return null;
  if (getAccessToken()) return null;
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && (state as { usr?: unknown }).usr != null) return null;
  return PRERENDERED_PAGES[page]!;
}

const feature = prerenderedFeature();
if (feature) {
  // The page's chunk (preloaded by the HTML) first, so the page hydrates in one go. As a transition
  // the hydration yields to the browser every few milliseconds instead of blocking it until done.
  // Sections further down wait until they are near the viewport or the visitor interacts.
  void loadFeature(feature)
    .catch(() => undefined)
    .then(() => {
      deferHydration();
      startTransition(() => void hydrateRoot(container, app));
    });
} else {
  // Otherwise a fresh render, also yielding as it goes; React replaces any prerendered markup when
  // it first commits.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
