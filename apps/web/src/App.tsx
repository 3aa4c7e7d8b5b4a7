import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { ApiError } from './api/client';
import { SessionProvider } from './session/SessionProvider';
import { AppRoutes } from './routes';
import { theme } from './theme';

/** A query client for the app: no retries of client errors (4xx), one retry otherwise. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        retry: (count, err) =>
          !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
      },
    },
  });
}

/** The one query client of the browser app. */
export const queryClient = createQueryClient();

/**
 * Everything but the router: the browser wraps it in a BrowserRouter (App below), the build-time
 * prerender (src/prerender.tsx) in a StaticRouter, so both render the same tree.
 */
export function AppShell({
  client,
  router,
}: {
  client: QueryClient;
  router: (children: ReactNode) => ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {router(
          <SessionProvider>
            <AppRoutes />
          </SessionProvider>,
        )}
      </ThemeProvider>
    </QueryClientProvider>
  );
}

const browserRouter = (children: ReactNode) => <BrowserRouter>{children}</BrowserRouter>;

export function App() {
  return <AppShell client={queryClient} router={browserRouter} />;
}
