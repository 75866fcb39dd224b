// Types every t() key against the English messages; add each new namespace here.
import type common from '../../../../locales/en/common.json';
import type consoleMessages from '../../../../locales/en/console.json';
import type home from '../../../../locales/en/home.json';
import type notFound from '../../../../locales/en/not-found.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      console: typeof consoleMessages;
      home: typeof home;
      'not-found': typeof notFound;
    };
  }
}
