// Event times on the event page for a reader in UTC+8 (Asia/Shanghai), in English and Chinese, on a phone and a
// desktop: the server renders them in the reader's zone (the tz cookie the page sets while parsing), so the first
// paint is the hydrated text, unchanged; in-person events name their venue's zone, with the reader's time when it
// reads differently.
import { expect, test, type Browser, type Page } from './support/test.ts';
import { watchErrors } from './support/watch-errors.ts';

const ROUNDTABLE = '/events/dao-governance-roundtable-shenzhen'; // Asia/Shanghai, 2:00 PM at the venue
const HACKATHON = '/events/ai-crypto-online-hackathon'; // online, 10:00 UTC

const viewports = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } };

async function readerPage(
  browser: Browser,
  baseURL: string | undefined,
  language: 'en' | 'zh',
  timezoneId: string,
  width: keyof typeof viewports,
) {
  const context = await browser.newContext({
    baseURL,
    locale: language === 'zh' ? 'zh-CN' : 'en-US',
    timezoneId,
    viewport: viewports[width],
  });
  const page = await context.newPage();
  // What the reader sees first: the event's facts as the server sent them, before any module runs.
  await page.addInitScript(
    `document.addEventListener('DOMContentLoaded', () => { window.firstPaint = document.querySelector('main dl')?.textContent ?? null; });`,
  );
  return page;
}

async function facts(page: Page): Promise<{ first: string | null; hydrated: string }> {
  await page.waitForLoadState('networkidle');
  const first = await page.evaluate<string | null>('window.firstPaint');
  const hydrated = (await page.locator('main dl').first().textContent()) ?? '';
  return { first, hydrated };
}

for (const language of ['en', 'zh'] as const) {
  for (const width of ['phone', 'desktop'] as const) {
    test(`a UTC+8 reader's first paint of event times is the hydrated one, with the venue's zone (${language}, ${width})`, async ({
      browser,
      baseURL,
    }) => {
      const page = await readerPage(browser, baseURL, language, 'Asia/Shanghai', width);
      const errors = watchErrors(page);
      // The first page ever seen sets the tz cookie while it parses (that page may read UTC once).
      await page.goto(`/?lang=${language}`);
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'tz')?.value).toBe('Asia%2FShanghai');

      await page.goto(ROUNDTABLE);
      const roundtable = await facts(page);
      expect(roundtable.first).toBe(roundtable.hydrated);
      expect(roundtable.hydrated).toContain(language === 'en' ? '2:00 PM' : '14:00');
      expect(roundtable.hydrated).toContain('Asia/Shanghai');
      expect(roundtable.hydrated).not.toContain('UTC');
      // The reader is in the venue's zone: no second time.
      expect(roundtable.hydrated).not.toContain(language === 'en' ? 'Your time' : '您的时间');

      await page.goto(HACKATHON);
      const hackathon = await facts(page);
      expect(hackathon.first).toBe(hackathon.hydrated);
      expect(hackathon.hydrated).toContain(language === 'en' ? '6:00 PM GMT+8' : '18:00 GMT+8');
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  test(`a reader elsewhere sees the venue's time and their own (${language})`, async ({ browser, baseURL }) => {
    const page = await readerPage(browser, baseURL, language, 'Europe/Berlin', 'desktop');
    const errors = watchErrors(page);
    await page.goto(`/?lang=${language}`);
    await page.goto(ROUNDTABLE);
    const roundtable = await facts(page);
    expect(roundtable.first).toBe(roundtable.hydrated);
    expect(roundtable.hydrated).toContain(language === 'en' ? '2:00 PM GMT+8' : '14:00 GMT+8');
    expect(roundtable.hydrated).toContain(language === 'en' ? 'Your time: ' : '您的时间：');
    expect(roundtable.hydrated).toMatch(language === 'en' ? /(7|8):00 AM GMT\+(1|2)/ : /0(7|8):00 GMT\+(1|2)/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test("a first visit in UTC+8 paints the reader's zone at once: never a UTC time that the scripts then change", async ({
  browser,
  baseURL,
}) => {
  // No tz cookie: the server renders in UTC and names it; the page's own inline script writes the times anew
  // before the first paint. The text the time shows is recorded at every frame, just before the browser paints it.
  const page = await readerPage(browser, baseURL, 'en', 'Asia/Shanghai', 'phone');
  const errors = watchErrors(page);
  await page.addInitScript(`
    window.seenTimes = [];
    const frame = () => {
      const time = document.querySelector('main dl time');
      if (time && window.seenTimes[window.seenTimes.length - 1] !== time.textContent) window.seenTimes.push(time.textContent);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  `);
  const response = await page.goto(HACKATHON);
  // The server's HTML: the zone it knew of, named (UTC).
  expect(await response!.text()).toContain('10:00 AM UTC');
  const { first, hydrated } = await facts(page);
  expect(first).toContain('6:00 PM GMT+8');
  expect(hydrated).toBe(first);
  const seen = await page.evaluate<string[]>('window.seenTimes');
  expect(seen.length).toBeGreaterThan(0);
  for (const text of seen) expect(text).toContain('6:00 PM GMT+8');
  expect(errors).toEqual([]);

  // Without scripts the times keep the zone they are in, named; an in-person event adds no "your time" in UTC.
  const noScript = await browser.newContext({ baseURL, timezoneId: 'Asia/Shanghai', javaScriptEnabled: false });
  const still = await noScript.newPage();
  // Past the shared goto, which waits for a hydration that never comes without script.
  const goto = (Object.getPrototypeOf(still) as Page).goto.bind(still);
  await goto(HACKATHON);
  await expect(still.locator('main dl time').first()).toHaveText(/10:00 AM UTC$/);
  await goto(ROUNDTABLE);
  await expect(still.locator('main dl')).toContainText('2:00 PM GMT+8');
  await expect(still.locator('main dl')).not.toContainText('Your time');
  await noScript.close();
  await page.context().close();
});

test("a first visit far from UTC paints the news stream's days in the reader's zone, grouped and headed as hydrated (zh, desktop)", async ({
  browser,
  baseURL,
}) => {
  // UTC+14: the server (no tz cookie yet) groups by UTC days; each heading is written anew before the first paint, so
  // the heading the reader first sees is the one the app then renders for the same story.
  const page = await readerPage(browser, baseURL, 'zh', 'Pacific/Kiritimati', 'desktop');
  const errors = watchErrors(page);
  const headings = `[...document.querySelectorAll('time[data-local="day"]')].map((time) => [time.getAttribute('datetime'), time.textContent])`;
  // Each day as shown: its heading's time and its stories' times (the first time in each card).
  const days = `[...document.querySelectorAll('[data-testid="news-day"]')].map((day) => [
    day.querySelector('time[data-local="day"]').getAttribute('datetime'),
    [...day.querySelectorAll('li')].map((item) => item.querySelector('time[datetime]').getAttribute('datetime')),
  ])`;
  await page.addInitScript(
    `document.addEventListener('DOMContentLoaded', () => { window.firstHeadings = ${headings}; window.firstDays = ${days}; });`,
  );
  const response = await page.goto('/news');
  // The server knew no zone: its HTML is grouped by UTC days, and some stories are on another day in UTC+14.
  const utcDays = (await response!.text()).match(/data-testid="news-day"/g)?.length ?? 0;
  await page.waitForLoadState('networkidle');
  await expect(page.locator('time[data-local="day"]').nth(1)).toBeVisible();
  // The first paint's days are the reader's (the page's inline script regrouped the stories before it), each
  // headed by its first story and one calendar day in UTC+14, the same days the app renders once live.
  const firstDays = await page.evaluate<[string, string[]][]>('window.firstDays');
  const dayOf = (iso: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(iso),
    );
  expect(firstDays.length).toBeGreaterThan(1);
  firstDays.forEach(([heading, stories], index) => {
    expect(stories.length).toBeGreaterThan(0);
    expect(heading).toBe(stories[0]);
    expect(new Set(stories.map(dayOf)).size, heading).toBe(1);
    if (index > 0) expect(dayOf(heading)).not.toBe(dayOf(firstDays[index - 1]![0]));
  });
  const firstStories = firstDays.flatMap(([, stories]) => stories);
  const hydratedDays = (await page.evaluate<[string, string[]][]>(days)).slice(0, firstDays.length);
  expect(hydratedDays.flatMap(([, stories]) => stories).slice(0, firstStories.length)).toEqual(firstStories);
  expect(hydratedDays.slice(0, -1)).toEqual(firstDays.slice(0, -1));
  // Grouped by UTC days (as the server sent them) the same stories make other days.
  const sizes = (dayKeys: string[]) =>
    dayKeys.reduce<number[]>((runs, key, index) => {
      if (index > 0 && key === dayKeys[index - 1]) runs[runs.length - 1]! += 1;
      else runs.push(1);
      return runs;
    }, []);
  const utcSizes = sizes(firstStories.map((iso) => iso.slice(0, 10)));
  expect(utcSizes).toHaveLength(utcDays);
  expect(firstDays.map(([, stories]) => stories.length)).not.toEqual(utcSizes);
  const first = new Map(await page.evaluate<[string, string][]>('window.firstHeadings'));
  const hydrated = await page.evaluate<[string, string][]>(headings);
  const same = hydrated.filter(([time]) => first.has(time));
  expect(same.length).toBeGreaterThan(1);
  for (const [time, text] of same) expect(first.get(time), time).toBe(text);
  // Each reads as its story's day where the reader is: today, yesterday, or the weekday and date.
  const expected = await page.evaluate<string[]>(`(() => {
    const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    return ${headings}.map(([time]) => {
      const key = day.format(new Date(time));
      if (key === day.format(new Date())) return '今天';
      if (key === day.format(yesterday)) return '昨天';
      return new Intl.DateTimeFormat('zh-CN', { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(time));
    });
  })()`);
  expect(hydrated.map(([, text]) => text)).toEqual(expected);
  expect(errors).toEqual([]);
  await page.context().close();
});
