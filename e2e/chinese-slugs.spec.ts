// Chinese titles and names keep their words in addresses: the slug holds the Han characters, sent percent-encoded
// as browsers do, and the page, its canonical link, the sitemap and the 301 from an old uuid address all use it.
import { adminGraphql } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

const BODY = 'Pectra 升级带来了账户抽象、更大的 blob 容量和验证者体验的改进。本文梳理它对普通用户和开发者意味着什么。';

test('a Chinese-titled article and a Chinese-named author are addressed by their words', async ({ page }) => {
  const title = `以太坊 Pectra 升级：前瞻与影响 ${Date.now()}`;
  const data = await adminGraphql<{ insert_articles_one: { id: string; slug: string } }>(
    page,
    `mutation Add($title: String!, $content: String!) {
       insert_articles_one(object: {title: $title, excerpt: "以太坊下一次升级的要点。", content: $content, language: "zh", published: true}) { id slug }
     }`,
    { title, content: BODY },
  );
  const { id, slug } = data.insert_articles_one;
  expect(slug).toMatch(/^以太坊-pectra-升级-前瞻与影响-\d+$/);
  const path = `/article/${encodeURIComponent(slug)}`;

  // The old uuid address moves to the encoded one.
  const legacy = await page.request.get(`/article/${id}`, { maxRedirects: 0 });
  expect(legacy.status()).toBe(301);
  expect(legacy.headers().location).toBe(path);

  const served = await page.request.get(path);
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]*${path}(\\?lang=zh)?"`));

  // An unknown ?lang= goes to the same address, still encoded (a header cannot carry the Han characters raw).
  const unknownLanguage = await page.request.get(`${path}?lang=xx`, { maxRedirects: 0 });
  expect(unknownLanguage.status()).toBe(301);
  expect(unknownLanguage.headers().location).toBe(path);

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(new URL(page.url()).pathname).toBe(path);

  const author = `/author/${encodeURIComponent('张明远')}`;
  const authorPage = await page.request.get(author);
  expect(authorPage.status()).toBe(200);
  const sitemap = await (await page.request.get('/sitemap-content.xml')).text();
  expect(sitemap).toContain(`${author}</loc>`);
  expect(sitemap).toContain(`${path}</loc>`);
  // Other specs list the newest article: this one goes.
  await adminGraphql(page, 'mutation Drop($id: uuid!) { delete_articles_by_pk(id: $id) { id } }', { id });
});
