import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/shared/lib/i18n';
import { App } from './App';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html must contain an element with id "root"');
}

// The router has already started loading the first page; render once the messages are in.
await initI18n();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
