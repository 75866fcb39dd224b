import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsolePage } from '@/pages/console';
import { loadNamespaces } from '@/shared/lib/i18n';
import { GlobalStyle } from '../styles/GlobalStyle';

// The entry of console.html: a second, admin-only app beside the public site (src/app/main.tsx),
// sharing its language, theme and global style. No router: the console is one page.
const container = document.getElementById('root');
if (!container) {
  throw new Error('console.html must contain an element with id "root"');
}

await loadNamespaces('console');

createRoot(container).render(
  <StrictMode>
    <GlobalStyle />
    <ConsolePage />
  </StrictMode>,
);
