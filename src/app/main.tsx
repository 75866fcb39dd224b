import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startSession } from '@/entities/session';
import { initI18n } from '@/shared/lib/i18n';
import { App } from './App';
import { preloadPage } from './routes/pages';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html must contain an element with id "root"');
}

startSession();
// The first page's code loads while the messages do; render once the messages are in.
preloadPage(window.location.pathname);
await initI18n();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
