import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import type { Client } from 'urql';
import { ApiProvider } from './api/ApiProvider';
import { ErrorBoundary } from './layout/ErrorBoundary';
import { AppRoutes } from './routes/AppRoutes';
import { GlobalStyle } from './styles/GlobalStyle';

interface AppProps {
  /** The router: the browser's history, or the server's one URL (StaticRouter). */
  Router?: ComponentType<{ children: ReactNode }>;
  /** The server render's GraphQL client; in the browser the signed-in member's (see ApiProvider). */
  api?: Client;
}

export function App({ Router = BrowserRouter, api }: AppProps) {
  return (
    <>
      <GlobalStyle />
      <ApiProvider client={api}>
        <Router>
          {/* Only when the layout itself fails; page errors are caught inside the header and footer. */}
          <ErrorBoundary>
            <AppRoutes />
          </ErrorBoundary>
        </Router>
      </ApiProvider>
    </>
  );
}
