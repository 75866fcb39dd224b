// Message keys are in locales/*/common.json (footer.*). Topics open the home page filtered by the
// category slug (hasura/seeds/default/01_categories_authors.sql).

export const siteLinks = [
  { to: '/about', label: 'footer.about' },
  { to: '/contact', label: 'footer.contact' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/terms', label: 'footer.terms' },
] as const;

// Files served by the server, not routes: plain links, with the feed in the reader's language.
export const feedLinks = [
  { path: '/rss.xml', type: 'application/rss+xml', label: 'footer.rss' },
  { path: '/atom.xml', type: 'application/atom+xml', label: 'footer.atom' },
] as const;

export const topicLinks = [
  { slug: 'technology', label: 'footer.topics.technology' },
  { slug: 'blockchain', label: 'footer.topics.blockchain' },
  { slug: 'ai-ml', label: 'footer.topics.aiMl' },
  { slug: 'web3', label: 'footer.topics.web3' },
] as const;
