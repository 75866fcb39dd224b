import { createGlobalStyle } from 'styled-components';
import { defaultTheme, themeCustomProperties, themeNames, themeVars } from '@/shared/config';

// Every theme becomes a block of custom properties keyed by <html data-theme>, so a
// theme switch is one attribute change and no component re-renders.
const themeBlocks = themeNames
  .map(
    (name) => `
      :root[data-theme='${name}'] {
        ${themeCustomProperties(name)}
        color-scheme: ${name};
      }`,
  )
  .join('');

export const GlobalStyle = createGlobalStyle`
  :root {
    ${themeCustomProperties(defaultTheme)}
    color-scheme: ${defaultTheme};
  }

  ${themeBlocks}

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${themeVars.bg};
    color: ${themeVars.text};
    font-family:
      system-ui, -apple-system, 'Segoe UI', Roboto, 'PingFang SC', 'Hiragino Sans GB',
      'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif;
    line-height: 1.6;
    text-size-adjust: 100%;
    /* A word longer than its line (a wallet address, a pasted URL) breaks instead of widening the page. */
    overflow-wrap: break-word;
  }

  :focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      transition-duration: 0s !important;
      animation-duration: 0s !important;
    }
  }
`;
