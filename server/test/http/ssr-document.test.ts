import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { parseTemplate } from '../../src/http/ssr/document.ts';
import { encodePath, headTags, scriptJson, withLanguage } from '../../src/http/ssr/head.ts';
import { createTtlCache } from '../../src/http/ssr/render-cache.ts';

const INDEX = `<!doctype html>
<html lang="en" data-theme="dark">
  <head>
    <title>ChainPulse</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  <script>
try { document.documentElement.dataset.theme = 'light'; } catch {}
</script></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the page template', () => {
  it('fills in language, theme, head, styles, markup, state and the deferred module list', () => {
    const template = parseTemplate(INDEX);
    expect(template.entry).toBe('/assets/index-abc.js');
    const page = template.fill({
      language: 'zh',
      theme: 'light',
      head: '<title>标题</title>',
      styles: '<style data-styled="true">.a{}</style>',
      html: '<main>内容</main>',
      state: { note: '</script><script>alert(1)</script>' },
      modules: ['/assets/index-abc.js', '/assets/home.js'],
    });
    expect(page).toContain('<html lang="zh-CN" data-theme="light">');
    expect(page).toContain('<title>标题</title>');
    expect(page).not.toContain('<title>ChainPulse</title>');
    expect(page).toContain('<style data-styled="true">.a{}</style></head>');
    expect(page).toContain('<div id="root"><main>内容</main></div>');
    // The state cannot close its element; the entry is no longer a head script but the loader's first module.
    expect(page).not.toContain('</script><script>alert(1)');
    expect(page).toContain('\\u003c/script\\u003e');
    expect(page).not.toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(page).toContain('<script id="page-modules" type="application/json">["/assets/index-abc.js","/assets/home.js"]</script>');
  });

  it("gives the hashes of every inline script, the theme script's, the loader's and the times'", () => {
    const template = parseTemplate(INDEX);
    const theme = "\ntry { document.documentElement.dataset.theme = 'light'; } catch {}\n";
    expect(template.scriptHashes[0]).toBe(`sha256-${createHash('sha256').update(theme).digest('base64')}`);
    const page = template.fill({ language: 'en', theme: 'dark', head: '', styles: '', html: '', state: {}, modules: [] });
    const inline = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, body]) => `sha256-${createHash('sha256').update(body!).digest('base64')}`,
    );
    expect(inline).toHaveLength(3);
    expect([...template.scriptHashes].sort()).toEqual([...inline].sort());
  });

  it("puts the reader's time zone in the tz cookie while the page parses, before any module loads", () => {
    const page = parseTemplate(INDEX).fill({ language: 'en', theme: 'dark', head: '', styles: '', html: '', state: {}, modules: [] });
    const loader = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)]
      .map(([, body]) => body!)
      .find((body) => body.includes('page-modules'))!;
    // Runs the loader as a browser in the given zone would, with the given cookies; returns what it wrote.
    const run = (timeZone: string, cookie: string, protocol = 'https:') => {
      const written: string[] = [];
      const document = {
        readyState: 'loading',
        get cookie() {
          return cookie;
        },
        set cookie(value: string) {
          written.push(value);
        },
      };
      const window = { addEventListener: () => {}, removeEventListener: () => {} };
      const Intl = { DateTimeFormat: () => ({ resolvedOptions: () => ({ timeZone }) }) };
      runInNewContext(loader, { document, window, Intl, location: { protocol }, setTimeout: () => 0 });
      return written;
    };
    expect(run('Asia/Shanghai', '')).toEqual(['tz=Asia%2FShanghai; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
    expect(run('Asia/Shanghai', 'lang=zh; tz=UTC; theme=dark', 'http:')).toEqual([
      'tz=Asia%2FShanghai; Path=/; Max-Age=31536000; SameSite=Lax',
    ]);
    // Already right: nothing written (in either encoding); a cookie merely ending in tz is another cookie.
    expect(run('Asia/Shanghai', 'lang=zh; tz=Asia%2FShanghai')).toEqual([]);
    expect(run('Asia/Shanghai', 'tz=Asia/Shanghai; lang=zh')).toEqual([]);
    expect(run('UTC', 'xtz=UTC')).toEqual(['tz=UTC; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
  });

  it("writes the server's times anew in the reader's zone as the page is parsed, when the server knew another", () => {
    const page = parseTemplate(INDEX).fill({
      language: 'zh',
      theme: 'dark',
      head: '',
      styles: '',
      html: '<p>x</p>',
      state: {},
      modules: [],
    });
    // Before #root, so it sees the page's times as they are parsed.
    expect(page.indexOf("querySelectorAll('time[data-local]')")).toBeLessThan(page.indexOf('<div id="root">'));
    const script = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)]
      .map(([, body]) => body!)
      .find((body) => body.includes('data-local'))!;
    const iso = '2026-03-15T10:00:00Z';
    // Runs the script as a browser in Shanghai would, on these <time data-local> elements; answers their texts.
    const run = (cookie: string, lang: string) => {
      const times = ['short', 'long', 'clock', 'longClock', 'dateTime', 'unknown'].map((kind) => ({
        attributes: { datetime: iso, 'data-local': kind } as Record<string, string>,
        textContent: 'as the server wrote it',
        getAttribute(name: string) {
          return this.attributes[name] ?? null;
        },
      }));
      const listeners: (() => void)[] = [];
      let observed: (() => void) | undefined;
      const document = {
        cookie,
        documentElement: { lang },
        querySelectorAll: () => times,
        addEventListener: (_name: string, listener: () => void) => listeners.push(listener),
      };
      class MutationObserver {
        constructor(callback: () => void) {
          observed = callback;
        }
        observe() {}
        disconnect() {
          observed = undefined;
        }
      }
      const DateTimeFormat = function (locale: string, options: Intl.DateTimeFormatOptions = {}) {
        return new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Shanghai', ...options });
      };
      const Zoned = { DateTimeFormat };
      runInNewContext(script, { document, MutationObserver, Intl: Zoned, JSON, Date, isNaN });
      observed?.();
      for (const listener of listeners) listener();
      expect(observed).toBeUndefined();
      return times.map((time) => time.textContent);
    };
    expect(run('lang=en', 'en')).toEqual([
      'Mar 15',
      'March 15, 2026',
      '18:00',
      'March 15, 2026 18:00',
      'Sunday, March 15, 2026 at 6:00 PM GMT+8',
      'as the server wrote it',
    ]);
    expect(run('tz=UTC', 'zh-CN').slice(0, 2)).toEqual(['3月15日', '2026年3月15日']);
    // The server rendered in the reader's zone already: nothing is touched.
    expect(run('tz=Asia%2FShanghai', 'en')[0]).toBe('as the server wrote it');
  });

  it('refuses a template without the parts a render fills in', () => {
    expect(() => parseTemplate(INDEX.replace('<div id="root"></div>', ''))).toThrow(/#root/);
    expect(() => parseTemplate(INDEX.replace(/<script type="module"[^<]*<\/script>/, ''))).toThrow(/entry script/);
  });
});

describe('the head of a page', () => {
  const base = {
    origin: 'https://news.example',
    pathname: '/article/a-b',
    search: new URLSearchParams('utm=1&b=2'),
    fallbackDescription: 'Site',
  };

  it('escapes what the page said and links both languages and the feeds', () => {
    const html = headTags({
      ...base,
      language: 'en',
      head: { title: 'A "quoted" <b>title</b>', description: "It's & more", type: 'article' },
    });
    expect(html).toContain('<title>A &#34;quoted&#34; &#60;b&#62;title&#60;/b&#62;</title>');
    expect(html).toContain('content="It&#39;s &#38; more"');
    expect(html).toContain('<link data-page-head rel="canonical" href="https://news.example/article/a-b?b=2&#38;utm=1" />');
    expect(html).toContain('hreflang="zh-CN" href="https://news.example/article/a-b?b=2&#38;utm=1&#38;lang=zh"');
    expect(html).toContain('hreflang="x-default"');
    expect(html).toContain('property="og:type" content="article"');
    expect(html).toContain('property="og:image" content="https://news.example/og-image.png"');
    expect(html).toContain('href="/rss.xml?lang=en"');
  });

  it('percent-encodes the decoded path of a Chinese slug in the canonical and alternate links', () => {
    const html = headTags({
      ...base,
      pathname: '/author/张明远',
      search: new URLSearchParams(),
      language: 'zh',
      addressLanguage: 'zh',
      head: {},
    });
    const encoded = '/author/%E5%BC%A0%E6%98%8E%E8%BF%9C';
    expect(html).toContain(`rel="canonical" href="https://news.example${encoded}?lang=zh"`);
    expect(html).toContain(`hreflang="en" href="https://news.example${encoded}?lang=en"`);
    expect(html).toContain(`hreflang="x-default" href="https://news.example${encoded}"`);
    expect(html).not.toContain('张明远');
    expect(encodePath('/tag/100% ai/x')).toBe('/tag/100%25%20ai/x');
  });

  it("links an item's translation instead of the language variants, and keeps JSON-LD inside its element", () => {
    const html = headTags({
      ...base,
      search: new URLSearchParams(),
      language: 'zh',
      addressLanguage: 'zh',
      head: {
        contentLanguage: 'en',
        translation: { language: 'zh', path: '/article/zh-slug' },
        jsonLd: { '@type': 'NewsArticle', headline: '</script><script>alert(1)</script>' },
      },
    });
    expect(html).toContain('rel="canonical" href="https://news.example/article/a-b?lang=zh"');
    expect(html).toContain('hreflang="en" href="https://news.example/article/a-b?lang=en"');
    expect(html).toContain('hreflang="zh-CN" href="https://news.example/article/zh-slug?lang=zh"');
    const jsonLd = /<script data-page-head type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@context': 'https://schema.org', headline: '</script><script>alert(1)</script>' });
  });

  it('writes a stable query: lang last, other parameters sorted', () => {
    expect(withLanguage('/news', new URLSearchParams('z=1&lang=en&a=2'), 'zh')).toBe('/news?a=2&z=1&lang=zh');
    expect(withLanguage('/news', new URLSearchParams('lang=en'), undefined)).toBe('/news');
    expect(scriptJson('\u2028')).toBe('"\\u2028"');
  });
});

describe('the render cache', () => {
  it('drops the least recently used entry past its size, and entries past their age', () => {
    let now = 0;
    const cache = createTtlCache<number>({ maxEntries: 2, ttlMs: 100, now: () => now });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    now = 101;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
