// Message keys are in locales/*/common.json (header.nav.* and userMenu.*).

export const primaryLinks = [
  { to: '/', label: 'header.nav.home', end: true },
  { to: '/news', label: 'header.nav.news', end: false },
  { to: '/blog', label: 'header.nav.blog', end: false },
  { to: '/events', label: 'header.nav.events', end: false },
  { to: '/discussion', label: 'header.nav.discussion', end: false },
] as const;

export const memberLinks = [
  { to: '/profile', label: 'userMenu.profile' },
  { to: '/write-blog', label: 'userMenu.writeBlog' },
  { to: '/bookmarks', label: 'userMenu.bookmarks' },
  { to: '/discussion?mine=1', label: 'userMenu.myDiscussions' },
] as const;

export const adminLinks = [
  { to: '/write-article', label: 'userMenu.writeArticle' },
  { to: '/admin/articles', label: 'userMenu.manageArticles' },
  { to: '/admin/categories', label: 'userMenu.manageCategories' },
  { to: '/admin/events', label: 'userMenu.manageEvents' },
  { to: '/admin/dashboard', label: 'userMenu.dashboard' },
  { to: '/admin/users', label: 'userMenu.users' },
  { to: '/admin/reports', label: 'userMenu.reports' },
  { to: '/debug-admin', label: 'userMenu.diagnostics' },
] as const;
