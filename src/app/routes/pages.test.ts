import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pagesOf, ROUTES } from './pages';

describe('the page of a path', () => {
  it("gives a page's prefetch the parameters its components read: decoded, as the router decodes them", async () => {
    const post = ROUTES.find(({ path }) => path === '/blog/:slug')!.page;
    const chinese = await pagesOf(`/blog/${encodeURIComponent('精选文章-writer')}`);
    expect(chinese.pages).toEqual([post]);
    expect(chinese.params).toEqual({ slug: '精选文章-writer' });
    // The router's own match (what useParams reads) for the same paths: an encoded '/', a malformed escape, a tag.
    for (const path of ['/blog/a%2Fb', '/blog/100%', `/tag/${encodeURIComponent('钱包')}`, '/discussion/7']) {
      const router = matchRoutes(
        ROUTES.map(({ path: route }) => ({ path: route })),
        path,
      );
      expect((await pagesOf(path)).params, path).toEqual(router?.at(-1)?.params);
    }
  });
});
