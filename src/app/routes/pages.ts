import { matchPath, matchRoutes } from 'react-router';
import type { PrefetchContext } from '@/shared/api';
import { ADMIN_PATHS, MEMBER_PAGE_PATHS, MEMBER_PATHS } from '@/shared/config';
import { lazyPage, type Page } from './lazyPage';

export const ROUTES: { path: string; page: Page }[] = [
  {
    path: '/',
    page: lazyPage(
      () => import('@/pages/home').then((page) => ({ Component: page.HomePage, prefetch: page.prefetchHomePage })),
      ['home', 'content'],
      import.meta.env.SSR && 'src/pages/home/index.ts',
    ),
  },
  {
    path: '/blog',
    page: lazyPage(
      () => import('@/pages/blog').then((page) => ({ Component: page.BlogPage, prefetch: page.prefetchBlogPage })),
      ['blog', 'content'],
      import.meta.env.SSR && 'src/pages/blog/index.ts',
    ),
  },
  {
    path: '/blog/:slug',
    page: lazyPage(
      () => import('@/pages/blog-post').then((page) => ({ Component: page.BlogPostPage, prefetch: page.prefetchBlogPostPage })),
      ['blog', 'content', 'discussion'],
      'src/pages/blog-post/index.ts',
    ),
  },
  {
    path: '/article/:slug',
    page: lazyPage(
      () => import('@/pages/article').then((page) => ({ Component: page.ArticlePage, prefetch: page.prefetchArticlePage })),
      ['article', 'content', 'discussion'],
      import.meta.env.SSR && 'src/pages/article/index.ts',
    ),
  },
  {
    path: '/news',
    page: lazyPage(
      () => import('@/pages/news').then((page) => ({ Component: page.NewsPage, prefetch: page.prefetchNewsPage })),
      ['news', 'content'],
      import.meta.env.SSR && 'src/pages/news/index.ts',
    ),
  },
  {
    path: '/news/:id',
    page: lazyPage(
      () => import('@/pages/news-item').then((page) => ({ Component: page.NewsItemPage, prefetch: page.prefetchNewsItemPage })),
      ['news', 'content', 'not-found'],
      import.meta.env.SSR && 'src/pages/news-item/index.ts',
    ),
  },
  {
    path: '/events',
    page: lazyPage(
      () => import('@/pages/events').then((page) => ({ Component: page.EventsPage, prefetch: page.prefetchEventsPage })),
      ['events', 'content'],
      import.meta.env.SSR && 'src/pages/events/index.ts',
    ),
  },
  {
    path: '/events/:slug',
    page: lazyPage(
      () => import('@/pages/event').then((page) => ({ Component: page.EventPage, prefetch: page.prefetchEventPage })),
      ['events', 'content'],
      import.meta.env.SSR && 'src/pages/event/index.ts',
    ),
  },
  {
    path: '/discussion',
    page: lazyPage(
      () => import('@/pages/discussion').then((page) => ({ Component: page.DiscussionPage, prefetch: page.prefetchDiscussionPage })),
      ['discussion', 'content'],
      'src/pages/discussion/index.ts',
    ),
  },
  {
    path: '/discussion/:id',
    page: lazyPage(
      () =>
        import('@/pages/discussion-thread').then((page) => ({
          Component: page.DiscussionThreadPage,
          prefetch: page.prefetchDiscussionThreadPage,
        })),
      ['discussion', 'content'],
      import.meta.env.SSR && 'src/pages/discussion-thread/index.ts',
    ),
  },
  {
    path: MEMBER_PAGE_PATHS.notifications,
    page: lazyPage(
      () => import('@/pages/notifications').then((page) => page.NotificationsPage),
      ['notifications', 'content'],
      'src/pages/notifications/index.ts',
    ),
  },
  {
    path: '/search',
    page: lazyPage(
      () => import('@/pages/search').then((page) => ({ Component: page.SearchPage, prefetch: page.prefetchSearchPage })),
      ['search', 'content'],
      import.meta.env.SSR && 'src/pages/search/index.ts',
    ),
  },
  {
    path: MEMBER_PAGE_PATHS.writeBlog,
    page: lazyPage(
      () => import('@/pages/write-blog').then((page) => page.WriteBlogPage),
      ['write-blog', 'my-posts', 'upload', 'content'],
      'src/pages/write-blog/index.ts',
    ),
  },
  {
    path: MEMBER_PAGE_PATHS.profile,
    page: lazyPage(
      () => import('@/pages/profile').then((page) => page.ProfilePage),
      ['profile', 'upload', 'my-posts', 'content', 'notification-mail'],
      'src/pages/profile/index.ts',
    ),
  },
  {
    path: '/author/:slug',
    page: lazyPage(
      () => import('@/pages/author').then((page) => ({ Component: page.AuthorPage, prefetch: page.prefetchAuthorPage })),
      ['author', 'content'],
      import.meta.env.SSR && 'src/pages/author/index.ts',
    ),
  },
  {
    path: '/u/:username',
    page: lazyPage(
      () => import('@/pages/author').then((page) => ({ Component: page.MemberPage, prefetch: page.prefetchMemberPage })),
      ['author', 'discussion', 'content'],
      import.meta.env.SSR && 'src/pages/author/index.ts',
    ),
  },
  {
    path: '/tag/:tag',
    page: lazyPage(
      () => import('@/pages/tag').then((page) => ({ Component: page.TagPage, prefetch: page.prefetchTagPage })),
      ['tag', 'content'],
      import.meta.env.SSR && 'src/pages/tag/index.ts',
    ),
  },
  {
    path: MEMBER_PAGE_PATHS.verifyEmail,
    page: lazyPage(() => import('@/pages/verify-email').then((page) => page.VerifyEmailPage), 'auth', 'src/pages/verify-email/index.ts'),
  },
  {
    path: MEMBER_PAGE_PATHS.resetPassword,
    page: lazyPage(() => import('@/pages/verify-email').then((page) => page.ResetPasswordPage), 'auth', 'src/pages/verify-email/index.ts'),
  },
  {
    path: MEMBER_PAGE_PATHS.unlock,
    page: lazyPage(() => import('@/pages/verify-email').then((page) => page.UnlockPage), 'auth', 'src/pages/verify-email/index.ts'),
  },
  {
    path: MEMBER_PAGE_PATHS.confirmEmail,
    page: lazyPage(() => import('@/pages/verify-email').then((page) => page.ConfirmEmailPage), 'auth', 'src/pages/verify-email/index.ts'),
  },
  {
    path: MEMBER_PAGE_PATHS.cancelDeletion,
    page: lazyPage(() => import('@/pages/profile').then((page) => page.CancelDeletionPage), 'profile', 'src/pages/profile/index.ts'),
  },
  {
    path: MEMBER_PAGE_PATHS.magicLink,
    page: lazyPage(() => import('@/pages/verify-email').then((page) => page.MagicLinkPage), 'auth', 'src/pages/verify-email/index.ts'),
  },
  {
    path: MEMBER_PAGE_PATHS.bookmarks,
    page: lazyPage(
      () => import('@/pages/bookmarks').then((page) => page.BookmarksPage),
      ['bookmarks', 'content'],
      'src/pages/bookmarks/index.ts',
    ),
  },
  {
    path: '/about',
    page: lazyPage(
      () => import('@/pages/info/about').then((page) => page.AboutPage),
      'info',
      import.meta.env.SSR && 'src/pages/info/about/index.ts',
    ),
  },
  {
    path: '/contact',
    page: lazyPage(
      () => import('@/pages/info/contact').then((page) => page.ContactPage),
      'info',
      import.meta.env.SSR && 'src/pages/info/contact/index.ts',
    ),
  },
  {
    path: '/privacy',
    page: lazyPage(
      () => import('@/pages/info/privacy').then((page) => page.PrivacyPage),
      'info',
      import.meta.env.SSR && 'src/pages/info/privacy/index.ts',
    ),
  },
  {
    path: '/terms',
    page: lazyPage(
      () => import('@/pages/info/terms').then((page) => page.TermsPage),
      'info',
      import.meta.env.SSR && 'src/pages/info/terms/index.ts',
    ),
  },
];

// The admin pages (src/app/routes/adminPages.tsx): their table and gate load with the first of them, so the entry
// carries only their paths (ADMIN_PATHS).
const loadAdminRoutes = () => import('./adminRoutes');

/** The admin gate and page of the current path, loaded on first visit. */
export const AdminPages = lazyPage(
  () => import('./adminPages').then((module) => module.AdminPages),
  'admin',
  'src/app/routes/adminPages.tsx',
);

export const NotFoundPage = lazyPage(
  () => import('@/pages/not-found').then((page) => page.NotFoundPage),
  'not-found',
  'src/pages/not-found/index.ts',
);

/**
 * The routes as AppRoutes gives them to the router, each public one with its page (the admin paths go to the admin
 * gate), so that a path is matched here as the router matches it: ranked, and its parameters decoded (a slug in
 * Chinese arrives percent-encoded), equal to those the page's components read.
 */
const ROUTE_TABLE: { path: string; page?: Page }[] = [...ROUTES, ...ADMIN_PATHS.map((path) => ({ path }))];

/**
 * The pages that show a path (the admin gate and page for admin paths, loaded with their table), and the parameters
 * of the public route that matched it.
 */
export async function pagesOf(pathname: string): Promise<{ pages: Page[]; params?: PrefetchContext['params'] }> {
  const match = matchRoutes(ROUTE_TABLE, pathname)?.[0];
  if (!match) return { pages: [NotFoundPage] };
  if (!match.route.page) return { pages: [AdminPages, ...(await loadAdminRoutes()).adminPagesOf(pathname)] };
  return { pages: [match.route.page], params: match.params };
}

/** A page's queries, to be issued before it renders (the route's parameters already bound). */
export type BoundPrefetch = (context: Omit<PrefetchContext, 'params'>) => Promise<unknown>;

/**
 * Loads the page of a path, its code and messages (the first page, while the messages load; each server render),
 * and tells which source modules and message namespaces it needs, and the queries it will ask first (its slice's
 * prefetch, given the parameters of the route that matched), if it declares them.
 */
export async function preloadPage(pathname: string): Promise<{ modules: string[]; namespaces: string[]; prefetch?: BoundPrefetch }> {
  const { pages, params } = await pagesOf(pathname).catch(() => ({ pages: [], params: undefined }));
  const loaded = await Promise.all(pages.map((page) => page.preload())).catch(() => []);
  const prefetch = loaded.length === 1 ? loaded[0]?.prefetch : undefined;
  return {
    modules: pages.flatMap((page) => (page.module ? [page.module] : [])),
    namespaces: pages.flatMap((page) => page.namespaces),
    ...(prefetch && params ? { prefetch: (context: Omit<PrefetchContext, 'params'>) => prefetch({ ...context, params }) } : {}),
  };
}

/** Whether a path shows a member's or an administrator's own screens (the server renders only the frame). */
export function isPrivatePath(pathname: string): boolean {
  return [...ADMIN_PATHS, ...MEMBER_PATHS].some((path) => matchPath(path, pathname));
}
