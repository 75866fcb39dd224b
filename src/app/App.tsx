import { BrowserRouter } from 'react-router';
import { ApiProvider } from './api/ApiProvider';
import { ErrorBoundary } from './layout/ErrorBoundary';
import { AppRoutes } from './routes/AppRoutes';
import { GlobalStyle } from './styles/GlobalStyle';

export function App() {
  return (
    <>
      <GlobalStyle />
      <ApiProvider>
        <BrowserRouter>
          {/* Only when the layout itself fails; page errors are caught inside the header and footer. */}
          <ErrorBoundary>
            <AppRoutes />
          </ErrorBoundary>
        </BrowserRouter>
      </ApiProvider>
    </>
  );
}
