/**
 * The page frame: skip link, header, the page in <main id="main-content">, and a footer.
 * Pages render their content only (no <main> of their own): the layout holds the one main landmark.
 */
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Box } from '@mui/material';
import { Header } from './Header';
import { AppFooter, MarketingFooter } from './Footer';
import { SkipLink } from './SkipLink';
import { pageTitle } from './pageTitle';
import { PageLoader } from '../PageLoader';
import { releaseDeferredHydration } from '../DeferredHydration';

/**
 * A new page starts at the top. Not on the first render: the browser places a freshly loaded page
 * itself, and a visitor may have scrolled the page's prerendered HTML before its script ran.
 */
let firstPage = true;

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (firstPage) {
      firstPage = false;
      return;
    }
    releaseDeferredHydration();
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The page's <title> (see pageTitle), set on every navigation. */
function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
  return null;
}

export function SiteLayout({ footer }: { footer: 'marketing' | 'app' }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <DocumentTitle />
      <SkipLink />
      <Header />
      {/* At least one screen high below the header: the footer never shows (and then jumps) while a
          page loads, and short pages keep the same layout as long ones. */}
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          flex: 1,
          outline: 'none',
          display: 'flex',
          flexDirection: 'column',
          minHeight: { xs: 'calc(100vh - 56px)', sm: 'calc(100vh - 64px)' },
        }}
      >
        <Suspense fallback={<PageLoader fullHeight />}>
          <Outlet />
        </Suspense>
      </Box>
      {footer === 'marketing' ? <MarketingFooter /> : <AppFooter />}
    </Box>
  );
}

/** Public pages: marketing footer. */
export function PublicLayout() {
  return <SiteLayout footer="marketing" />;
}

/** Signed-in app and admin pages: the short app footer. */
export function AppLayout() {
  return <SiteLayout footer="app" />;
}
