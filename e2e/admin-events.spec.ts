import { expect, test, type Page } from './support/test.ts';
import { adminGraphql, axeViolations, freshPage, newAccount, signIn } from './support/accounts.ts';
import { seedStorage } from './support/browser-storage.ts';
import { watchErrors } from './support/watch-errors.ts';

// Event management as an administrator in English and Chinese: the spec's validation messages, create an
// event (a visitor sees it on /events), edit it, search and filter, delete it; and a slug that is taken.

const TEXTS = {
  en: {
    heading: 'Event management',
    create: 'Create event',
    createTitle: 'Create event',
    editTitle: 'Edit event',
    save: 'Save changes',
    name: 'Name *',
    slug: 'Slug *',
    description: 'Description *',
    start: 'Starts *',
    end: 'Ends *',
    location: 'Location or online link *',
    category: 'Category',
    status: 'Status',
    maxAttendees: 'Maximum attendees',
    price: 'Price (¥)',
    free: 'Free event',
    summary: 'Please fill in all required fields',
    required: 'This field is required',
    endBeforeStart: 'The end must be after the start',
    slugTaken: 'Another event already uses this slug; choose another',
    created: 'Event created successfully!',
    updated: 'Event updated successfully!',
    deleted: 'Event deleted successfully!',
    search: 'Search events',
    filters: { ongoing: 'Ongoing', cancelled: 'Cancelled', all: 'All' },
    upcoming: 'Upcoming',
    noLimit: '0 / unlimited',
    noMatch: 'No events match your search or filter.',
    view: (name: string) => `View “${name}” (opens in a new tab)`,
    edit: (name: string) => `Edit “${name}”`,
    remove: (name: string) => `Delete “${name}”`,
    confirmTitle: 'Confirm deletion',
    confirm: 'Delete',
    eventName: 'Rollup Builders Meetup',
    editedName: 'Rollup Builders Meetup, second edition',
    description_: 'An evening of short talks about rollups, with time for questions.',
    place: 'Hangzhou, Builder Hall',
    timezone: 'America/New_York',
  },
  zh: {
    heading: '活动管理',
    create: '创建活动',
    createTitle: '创建活动',
    editTitle: '编辑活动',
    save: '保存修改',
    name: '名称 *',
    slug: '链接标识 *',
    description: '描述 *',
    start: '开始时间 *',
    end: '结束时间 *',
    location: '地点或线上链接 *',
    category: '分类',
    status: '状态',
    maxAttendees: '人数上限',
    price: '价格（¥）',
    free: '免费活动',
    summary: '请填写所有必需字段',
    required: '此项为必填项',
    endBeforeStart: '结束时间必须晚于开始时间',
    slugTaken: '已有其他活动使用此链接标识，请换一个',
    created: '活动创建成功!',
    updated: '活动更新成功!',
    deleted: '活动删除成功!',
    search: '搜索活动',
    filters: { ongoing: '进行中', cancelled: '已取消', all: '全部' },
    upcoming: '即将开始',
    noLimit: '0 / 不限',
    noMatch: '没有符合搜索或筛选条件的活动。',
    view: (name: string) => `查看《${name}》（在新标签页中打开）`,
    edit: (name: string) => `编辑《${name}》`,
    remove: (name: string) => `删除《${name}》`,
    confirmTitle: '确认删除',
    confirm: '删除',
    eventName: '二层网络开发者聚会',
    editedName: '二层网络开发者聚会（第二期）',
    description_: '一个关于二层网络的简短分享之夜，并留有提问时间。',
    place: '杭州 开发者会堂',
    timezone: 'Asia/Shanghai',
  },
} as const;

const tag = () => Date.now().toString(36);

async function signInAsAdmin(page: Page) {
  const admin = await newAccount(page, { admin: true });
  await page.goto('/about');
  await signIn(page, admin);
}

interface StoredEvent {
  slug: string;
  start_date: string;
  end_date: string;
  max_attendees: number | null;
  price: string | number;
  is_free: boolean;
  status: string;
}

async function storedEvent(page: Page, name: string): Promise<StoredEvent | undefined> {
  const data = await adminGraphql<{ events: StoredEvent[] }>(
    page,
    'query Stored($name: String!) { events(where: {name: {_eq: $name}}) { slug start_date end_date max_attendees price is_free status } }',
    { name },
  );
  return data.events[0];
}

for (const lang of ['en', 'zh'] as const) {
  const text = TEXTS[lang];

  test.describe(`event management as an admin, ${lang}`, () => {
    test.use({ locale: 'en-US', timezoneId: text.timezone });

    test.beforeEach(async ({ page }) => {
      await seedStorage(page, { lang });
    });

    test('validate, create, see it as a visitor, edit, search, filter and delete', async ({ page, browser, baseURL }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      const name = `${text.eventName} ${tag()}`;
      const editedName = `${text.editedName} ${tag()}`;
      await signInAsAdmin(page);
      await page.goto('/admin/events');
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // The spec's message for missing fields, each missing field marked.
      await page.getByRole('main').getByRole('button', { name: text.create }).first().click();
      const dialog = page.getByRole('dialog', { name: text.createTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: text.create }).click();
      await expect(dialog.getByRole('alert')).toHaveText(text.summary);
      await expect(dialog.getByText(text.required, { exact: true })).toHaveCount(6);
      await expect(dialog.getByLabel(text.name, { exact: true })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);

      // The slug follows the name; an end before the start is refused at its field.
      await dialog.getByLabel(text.name, { exact: true }).fill(name);
      await expect(dialog.getByLabel(text.slug, { exact: true })).toHaveValue(
        // A Chinese name keeps its Han characters in the slug.
        lang === 'en' ? /^rollup-builders-meetup-[a-z0-9]+$/ : /^二层网络开发者聚会-[a-z0-9]+$/,
      );
      const slug = `rollup-meetup-${lang}-${tag()}`;
      await dialog.getByLabel(text.slug, { exact: true }).fill(slug);
      await dialog.getByLabel(text.description, { exact: true }).fill(text.description_);
      await dialog.getByLabel(text.start, { exact: true }).fill('2031-03-03T19:00');
      await dialog.getByLabel(text.end, { exact: true }).fill('2031-03-03T18:00');
      await dialog.getByLabel(text.location, { exact: true }).fill(text.place);
      await dialog.getByLabel(text.category, { exact: true }).fill('Meetup');
      await dialog.getByLabel(text.maxAttendees, { exact: true }).fill('0');
      await dialog.getByLabel(text.free, { exact: true }).uncheck();
      await dialog.getByLabel(text.price, { exact: true }).fill('99.5');
      await dialog.getByRole('button', { name: text.create }).click();
      await expect(dialog.getByText(text.endBeforeStart, { exact: true })).toBeVisible();
      await expect(dialog.getByLabel(text.end, { exact: true })).toBeFocused();
      await dialog.getByLabel(text.end, { exact: true }).fill('2031-03-03T21:30');
      await dialog.getByRole('button', { name: text.create }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: text.created })).toBeVisible();

      // Stored in UTC from the browser's time zone, 0 attendees as unlimited.
      const stored = await storedEvent(page, name);
      // Shanghai is UTC+8; New York is UTC-5 in early March (before daylight saving time).
      const offsetHours = lang === 'zh' ? 8 : -5;
      expect(new Date(stored!.start_date).toISOString()).toBe(new Date(Date.UTC(2031, 2, 3, 19 - offsetHours)).toISOString());
      expect(stored).toMatchObject({ slug, max_attendees: null, is_free: false, status: 'upcoming' });
      expect(Number(stored!.price)).toBe(99.5);

      // The row: status, attendees with no cap in words (never a bare ∞), the price in yuan.
      await page.getByLabel(text.search).fill(name);
      await expect(page.getByRole('row')).toHaveCount(2);
      const row = page.getByRole('row').nth(1);
      await expect(row).toContainText(name);
      await expect(row).toContainText(text.upcoming);
      await expect(row).toContainText(text.noLimit);
      await expect(row).not.toContainText('∞');
      await expect(row).toContainText('¥99.50');
      expect(await axeViolations(page)).toEqual([]);
      const view = page.getByRole('link', { name: text.view(name) });
      await expect(view).toHaveAttribute('target', '_blank');
      await expect(view).toHaveAttribute('href', `/events/${slug}`);

      // A visitor sees it on /events and on its page.
      const visitor = await freshPage(browser, baseURL, lang);
      await visitor.goto('/events');
      await expect(visitor.getByRole('heading', { name })).toBeVisible();
      await visitor.goto(`/events/${slug}`);
      await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();

      // Edit: the form shows the stored values in the browser's time zone.
      await page.getByRole('button', { name: text.edit(name) }).click();
      const editDialog = page.getByRole('dialog', { name: text.editTitle });
      await expect(editDialog.getByLabel(text.name, { exact: true })).toHaveValue(name);
      await expect(editDialog.getByLabel(text.start, { exact: true })).toHaveValue('2031-03-03T19:00');
      await expect(editDialog.getByLabel(text.maxAttendees, { exact: true })).toHaveValue('');
      expect(await axeViolations(page)).toEqual([]);
      await editDialog.getByLabel(text.name, { exact: true }).fill(editedName);
      await expect(editDialog.getByLabel(text.slug, { exact: true })).toHaveValue(slug);
      await editDialog.getByLabel(text.status, { exact: true }).selectOption('ongoing');
      await editDialog.getByRole('button', { name: text.save }).click();
      await expect(editDialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: text.updated })).toBeVisible();
      await visitor.reload();
      await expect(visitor.getByRole('heading', { level: 1, name: editedName })).toBeVisible();
      await visitor.context().close();

      // Search and the status filter.
      await page.getByLabel(text.search).fill(editedName);
      const statuses = page.getByRole('group', { name: text.status });
      await statuses.getByText(text.filters.ongoing, { exact: true }).click();
      await expect(page).toHaveURL(/status=ongoing/);
      await expect(page.getByRole('row')).toHaveCount(2);
      await statuses.getByText(text.filters.cancelled, { exact: true }).click();
      await expect(page.getByText(text.noMatch)).toBeVisible();
      await statuses.getByText(text.filters.all, { exact: true }).click();
      await page.getByLabel(text.search).fill(text.description_.slice(3, 20).toUpperCase());
      await expect(page.getByRole('row').filter({ hasText: editedName })).toHaveCount(1);
      await page.getByLabel(text.search).fill(editedName);

      // Delete, after the confirmation.
      await page.getByRole('button', { name: text.remove(editedName) }).click();
      const confirm = page.getByRole('dialog', { name: text.confirmTitle });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: text.confirm, exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: text.deleted })).toBeVisible();
      await expect(page.getByText(text.noMatch)).toBeVisible();
      expect(await storedEvent(page, editedName)).toBeUndefined();
      expect(errors).toEqual([]);
    });
  });
}

/** Creates an event with a taken slug (refused at its field, nothing lost), then with a free one; Escape closes the form. */
async function createWithTakenSlug(page: Page, slug: string) {
  await signInAsAdmin(page);
  await page.goto('/admin/events');
  const text = TEXTS.en;
  await page.getByRole('main').getByRole('button', { name: text.create }).first().click();
  const dialog = page.getByRole('dialog', { name: text.createTitle });
  const name = `Duplicate slug ${tag()}`;
  await dialog.getByLabel(text.name, { exact: true }).fill(name);
  await dialog.getByLabel(text.slug, { exact: true }).fill(slug);
  await dialog.getByLabel(text.description, { exact: true }).fill('Its slug is taken.');
  await dialog.getByLabel(text.start, { exact: true }).fill('2031-05-01T10:00');
  await dialog.getByLabel(text.end, { exact: true }).fill('2031-05-01T12:00');
  await dialog.getByLabel(text.location, { exact: true }).fill('Online');
  await dialog.getByRole('button', { name: text.create }).click();
  await expect(dialog.getByText(text.slugTaken, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('alert').filter({ hasText: `Failed to create event: ${text.slugTaken}` })).toBeVisible();
  await expect(dialog.getByLabel(text.slug, { exact: true })).toBeFocused();
  await expect(dialog.getByLabel(text.name, { exact: true })).toHaveValue(name);
  expect(await storedEvent(page, name)).toBeUndefined();

  await dialog.getByLabel(text.slug, { exact: true }).fill(`${slug}-new`);
  await dialog.getByRole('button', { name: text.create }).click();
  await expect(dialog).toBeHidden();
  expect((await storedEvent(page, name))?.slug).toBe(`${slug}-new`);

  await page.getByRole('main').getByRole('button', { name: text.create }).first().click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.describe('event management edge cases', () => {
  test.use({ locale: 'en-US' });

  test('a taken slug is refused at its field and nothing typed is lost; Escape closes the form', async ({ page }) => {
    test.setTimeout(60_000);
    const errors = watchErrors(page);
    await seedStorage(page, { lang: 'en' });
    const slug = `taken-${tag()}`;
    await adminGraphql(
      page,
      'mutation Add($slug: String!) { insert_events_one(object: {name: "Existing event", slug: $slug, description: "Already here.", start_date: "2031-01-01T10:00:00Z", end_date: "2031-01-01T12:00:00Z", location_url: "Online"}) { id } }',
      { slug },
    );
    try {
      await createWithTakenSlug(page, slug);
    } finally {
      // Both events would otherwise stay listed as upcoming for the specs that run after this one.
      await adminGraphql(page, 'mutation Remove($like: String!) { delete_events(where: {slug: {_like: $like}}) { affected_rows } }', {
        like: `${slug}%`,
      });
    }
    expect(errors).toEqual([]);
  });

  test('a failed load offers a retry; page and form are axe clean in the light theme', async ({ page }) => {
    test.setTimeout(60_000);
    const errors = watchErrors(page);
    await seedStorage(page, { lang: 'en', theme: 'light' });
    await signInAsAdmin(page);
    let failing = true;
    await page.route('**/v1/graphql', async (route) => {
      if (failing && route.request().postData()?.includes('AdminEventsListQuery')) {
        await route.fulfill({ json: { errors: [{ message: 'database unavailable', extensions: { code: 'unexpected', path: '$' } }] } });
      } else {
        await route.continue();
      }
    });
    await page.goto('/admin/events');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch events: database unavailable' });
    await expect(alert).toBeVisible();
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('main').getByRole('button', { name: 'Create event' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create event' });
    await dialog.getByRole('button', { name: 'Create event' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('fits a 360 px phone: the table scrolls inside its own region', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsAdmin(page);
    await page.goto('/admin/events');
    await expect(page.getByRole('region', { name: 'Events table' })).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await page.getByRole('main').getByRole('button', { name: 'Create event' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Create event' })).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
  });
});
