import type { Decorator, Preview } from '@storybook/react-vite';
import { GlobalStyle } from '@/app/styles/GlobalStyle';
import { defaultTheme, isThemeName, themeNames } from '@/shared/config';
import { i18n, initI18n, isLanguage, languages } from '@/shared/lib/i18n';

const namespaces = Object.keys(import.meta.glob('/locales/en/*.json')).map((path) => path.replace(/^.*\/|\.json$/g, ''));

// Decorators run on every render, toolbar changes included, so they apply the globals
// directly, the way the app does: an attribute on <html> and the i18next language.
const withTheme: Decorator = (Story, { globals }) => {
  const theme = isThemeName(globals.theme) ? globals.theme : defaultTheme;
  document.documentElement.dataset.theme = theme;
  return (
    <>
      <GlobalStyle />
      <Story />
    </>
  );
};

const withLocale: Decorator = (Story, { globals }) => {
  if (i18n.resolvedLanguage !== globals.locale) {
    void i18n.changeLanguage(globals.locale);
  }
  return <Story />;
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Color theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: [...themeNames], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: [...languages], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: defaultTheme, locale: 'en' },
  // An accessibility violation fails the story's test (npm test), not just a warning in the panel.
  parameters: { a11y: { test: 'error' } },
  beforeAll: async () => {
    await initI18n();
  },
  // The story's language with every namespace before it renders: a component would otherwise suspend while its
  // namespace loads, and the story's tests (play, the accessibility check) would start on an empty canvas.
  loaders: [
    async ({ globals }) => {
      if (isLanguage(globals.locale)) await i18n.changeLanguage(globals.locale);
      await i18n.loadNamespaces(namespaces);
    },
  ],
  decorators: [withTheme, withLocale],
};

export default preview;
