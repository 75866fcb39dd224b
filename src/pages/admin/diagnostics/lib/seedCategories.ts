/** One article category the reset installs. */
export interface Web3Category {
  name: string;
  name_zh: string;
  slug: string;
  description: string;
}

const sqlString = `'((?:[^']|'')*)'`;
// A row of the seed's INSERT INTO public.categories (id, name, name_zh, slug, description, scope, ...), scope 'article'.
const ARTICLE_ROW = new RegExp(`\\(\\s*'[^']*',\\s*${sqlString},\\s*${sqlString},\\s*${sqlString},\\s*${sqlString},\\s*'article'`, 'g');

const unquote = (text: string) => text.replace(/''/g, "'");

/** The article categories of a categories seed file (hasura/seeds/default/01_categories_authors.sql), in its order. */
export function seedArticleCategories(sql: string): Web3Category[] {
  return [...sql.matchAll(ARTICLE_ROW)].map(([, name = '', nameZh = '', slug = '', description = '']) => ({
    name: unquote(name),
    name_zh: unquote(nameZh),
    slug: unquote(slug),
    description: unquote(description),
  }));
}
