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
import type upload from '../../../../locales/en/upload.json';
import type writeBlog from '../../../../locales/en/write-blog.json';
import type myPosts from '../../../../locales/en/my-posts.json';
import type admin from '../../../../locales/en/admin.json';
import type writeArticle from '../../../../locales/en/write-article.json';
import type adminArticles from '../../../../locales/en/admin-articles.json';
import type adminCategories from '../../../../locales/en/admin-categories.json';
import type adminDashboard from '../../../../locales/en/admin-dashboard.json';
import type adminUsers from '../../../../locales/en/admin-users.json';
import type adminEvents from '../../../../locales/en/admin-events.json';
import type profile from '../../../../locales/en/profile.json';
import type discussion from '../../../../locales/en/discussion.json';
import type diagnostics from '../../../../locales/en/diagnostics.json';
import type bookmarks from '../../../../locales/en/bookmarks.json';
import type author from '../../../../locales/en/author.json';
import type tag from '../../../../locales/en/tag.json';
import type notifications from '../../../../locales/en/notifications.json';
import type adminReports from '../../../../locales/en/admin-reports.json';
import type adminOutbox from '../../../../locales/en/admin-outbox.json';
import type oidc from '../../../../locales/en/oidc.json';
import type notificationMail from '../../../../locales/en/notification-mail.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      discussion: typeof discussion;
      diagnostics: typeof diagnostics;
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
      upload: typeof upload;
      'write-blog': typeof writeBlog;
      'my-posts': typeof myPosts;
      admin: typeof admin;
      'write-article': typeof writeArticle;
      'admin-articles': typeof adminArticles;
      'admin-categories': typeof adminCategories;
      'admin-dashboard': typeof adminDashboard;
      'admin-users': typeof adminUsers;
      'admin-events': typeof adminEvents;
      profile: typeof profile;
      bookmarks: typeof bookmarks;
      author: typeof author;
      tag: typeof tag;
      notifications: typeof notifications;
      'admin-reports': typeof adminReports;
      'admin-outbox': typeof adminOutbox;
      oidc: typeof oidc;
      'notification-mail': typeof notificationMail;
    };
  }
}
