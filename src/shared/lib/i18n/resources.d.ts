// Types every t() key against the English messages; add each new namespace here.
import type common from '../../../../locales/en/common.json';
import type consoleMessages from '../../../../locales/en/console.json';
import type auth from '../../../../locales/en/auth.json';
import type info from '../../../../locales/en/info.json';
import type article from '../../../../locales/en/article.json';
import type blog from '../../../../locales/en/blog.json';
import type content from '../../../../locales/en/content.json';
import type events from '../../../../locales/en/events.json';
import type home from '../../../../locales/en/home.json';
import type news from '../../../../locales/en/news.json';
import type search from '../../../../locales/en/search.json';
import type notFound from '../../../../locales/en/not-found.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      console: typeof consoleMessages;
      home: typeof home;
      auth: typeof auth;
      info: typeof info;
      article: typeof article;
      blog: typeof blog;
      content: typeof content;
      events: typeof events;
      news: typeof news;
      search: typeof search;
      'not-found': typeof notFound;
    };
  }
}
