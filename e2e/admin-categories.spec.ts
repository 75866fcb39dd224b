import { expect, test, type Locator, type Page } from './support/test.ts';
import { adminGraphql, axeViolations, newAccount, signIn } from './support/accounts.ts';
import { seedStorage } from './support/browser-storage.ts';
import { watchErrors } from './support/watch-errors.ts';

// /admin/categories as an administrator in English and Chinese: create, edit, search and delete a
// category and an author, each validation and refusal message, the empty, error and retry states.

const TEXTS = {
  en: {
    heading: 'Categories and authors',
    categories: 'Categories',
    authors: 'Authors',
    searchCategories: 'Search categories',
    searchAuthors: 'Search authors',
    newCategory: 'New category',
    newAuthor: 'New author',
    name: 'Name',
    nameZh: 'Chinese name (optional)',
    slug: 'Slug',
    description: 'Description (optional)',
    personName: 'Name',
    email: 'Email',
    expertise: 'Expertise (optional)',
    bio: 'Bio (optional)',
    createCategory: 'Create category',
    updateCategory: 'Update category',
    createAuthor: 'Create author',
    updateAuthor: 'Update author',
    cancel: 'Cancel',
    nameRequired: 'Please enter a category name',
    slugRequired: /^Please enter a slug\./,
    authorRequired: "Please enter the author's name and email",
    emailInvalid: 'Enter a valid email address, such as name@example.com.',
    duplicateSlug: 'Failed to create category: another category already uses this slug; change the slug.',
    duplicateName: "Failed to create category: another category already has this name (the member blog's categories count too).",
    categoryCreated: 'Category created successfully!',
    categoryUpdated: 'Category updated successfully!',
    categoryDeleted: 'Category deleted successfully!',
    authorCreated: 'Author created successfully!',
    authorUpdated: 'Author updated successfully!',
    authorDeleted: 'Author deleted successfully!',
    editCategory: (name: string) => `Edit category “${name}”`,
    deleteCategory: (name: string) => `Delete category “${name}”`,
    editAuthor: (name: string) => `Edit author “${name}”`,
    deleteAuthor: (name: string) => `Delete author “${name}”`,
    confirmTitle: 'Confirm deletion',
    confirm: 'Delete',
    unusedCategory: 'No article uses it.',
    noCategoryMatch: 'No categories match your search.',
    noAuthorMatch: 'No authors match your search.',
    categoryName: 'Zero Knowledge Proofs',
    slugValue: 'zero-knowledge-proofs',
    authorName: 'Mara Quill',
    expertiseText: 'Zero-knowledge proofs, rollups',
  },
  zh: {
    heading: '分类与作者管理',
    categories: '分类',
    authors: '作者',
    searchCategories: '搜索分类',
    searchAuthors: '搜索作者',
    newCategory: '新建分类',
    newAuthor: '新建作者',
    name: '名称',
    nameZh: '中文名称（选填）',
    slug: '别名',
    description: '描述（选填）',
    personName: '姓名',
    email: '邮箱',
    expertise: '专长（选填）',
    bio: '简介（选填）',
    createCategory: '创建分类',
    updateCategory: '更新分类',
    createAuthor: '创建作者',
    updateAuthor: '更新作者',
    cancel: '取消',
    nameRequired: '请输入分类名称',
    slugRequired: /^请输入别名。/,
    authorRequired: '请填写作者姓名和邮箱',
    emailInvalid: '请输入有效的邮箱地址，例如 name@example.com。',
    duplicateSlug: '创建分类失败：该别名已被其他分类使用，请修改别名。',
    duplicateName: '创建分类失败：已有同名分类（会员博客的分类也算在内）。',
    categoryCreated: '分类创建成功！',
    categoryUpdated: '分类更新成功！',
    categoryDeleted: '分类删除成功！',
    authorCreated: '作者创建成功！',
    authorUpdated: '作者更新成功！',
    authorDeleted: '作者删除成功！',
    editCategory: (name: string) => `编辑分类《${name}》`,
    deleteCategory: (name: string) => `删除分类《${name}》`,
    editAuthor: (name: string) => `编辑作者《${name}》`,
    deleteAuthor: (name: string) => `删除作者《${name}》`,
    confirmTitle: '确认删除',
    confirm: '删除',
    unusedCategory: '没有文章使用该分类。',
    noCategoryMatch: '没有符合搜索条件的分类。',
    noAuthorMatch: '没有符合搜索条件的作者。',
    categoryName: 'Zero Knowledge Proofs',
    slugValue: 'zero-knowledge-proofs',
    authorName: '林知远',
    expertiseText: '零知识证明、Rollup',
  },
} as const;

const CONTENT = 'Proof systems let a chain check work without redoing it. This body only needs to be long enough. ';

let counter = 0;
/** A suffix that keeps this run's rows apart from the seeds and from the other language's run. */
const uniqueTag = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

async function openAsAdmin(page: Page) {
  const admin = await newAccount(page, { admin: true });
  await page.goto('/about');
  await signIn(page, admin);
  await page.goto('/admin/categories');
}

/** The text of a section's notice (its dismiss button aside). */
function notice(scope: Locator, role: 'status' | 'alert', message: string): Locator {
  return scope.getByRole(role).getByText(message, { exact: true });
}

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

for (const lang of ['en', 'zh'] as const) {
  const text = TEXTS[lang];

  test.describe(`category and author management as an admin, ${lang}`, () => {
    test.use({ locale: 'en-US' });

    // English in the dark theme, Chinese in the light one: axe checks both themes.
    test.beforeEach(async ({ page }) => {
      await seedStorage(page, { lang, theme: lang === 'en' ? 'dark' : 'light' });
    });

    test('create, edit, search and delete a category, with its validation and refusals', async ({ page }) => {
      test.setTimeout(90_000);
      const errors = watchErrors(page);
      await openAsAdmin(page);
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
      const categories = section(page, text.categories);
      await expect(categories.getByRole('row').nth(1)).toBeVisible();
      // Only the article categories: the member blog's 'Tutorial' is not listed.
      await expect(categories.getByText('Technology', { exact: true })).toBeVisible();
      await expect(categories.getByText('Tutorial', { exact: true })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);

      // The form in create mode locks the list's controls; creating waits for a name.
      await categories.getByRole('button', { name: text.newCategory }).click();
      const form = categories.getByRole('form', { name: text.newCategory });
      await expect(form.getByLabel(text.name, { exact: true })).toBeFocused();
      await expect(categories.getByRole('button', { name: text.newCategory })).toBeDisabled();
      await expect(categories.getByRole('button', { name: text.editCategory('Technology') })).toBeDisabled();
      await expect(categories.getByRole('button', { name: text.deleteCategory('Technology') })).toBeDisabled();
      const create = form.getByRole('button', { name: text.createCategory });
      await expect(create).toBeDisabled();
      await form.getByLabel(text.name, { exact: true }).fill('x');
      await form.getByLabel(text.name, { exact: true }).fill('  ');
      await expect(create).toBeDisabled();
      await expect(form.getByText(text.nameRequired)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // A Chinese-only name gives no slug: one is asked for.
      await form.getByLabel(text.name, { exact: true }).fill('零知识证明');
      await expect(form.getByLabel(text.slug, { exact: true })).toHaveValue('');
      await create.click();
      await expect(form.getByText(text.slugRequired)).toBeVisible();
      await expect(form.getByLabel(text.slug, { exact: true })).toBeFocused();

      // Refusals of the database in words: a taken slug, a taken name (case-insensitively).
      await form.getByLabel(text.name, { exact: true }).fill('Technology Again');
      await form.getByLabel(text.slug, { exact: true }).fill('technology');
      await create.click();
      await expect(form.getByRole('alert')).toHaveText(text.duplicateSlug);
      await form.getByLabel(text.name, { exact: true }).fill('TECHNOLOGY');
      await form.getByLabel(text.slug, { exact: true }).fill(`technology-${uniqueTag()}`);
      await create.click();
      await expect(form.getByRole('alert')).toHaveText(text.duplicateName);

      // Create: the slug follows the name; trimmed texts are saved.
      const tag = uniqueTag();
      const name = `${text.categoryName} ${tag}`;
      await form.getByLabel(text.name, { exact: true }).fill(`  ${name}  `);
      await expect(form.getByLabel(text.slug, { exact: true })).toHaveValue(`${text.slugValue}-${tag}`);
      await form.getByLabel(text.nameZh, { exact: true }).fill('零知识证明');
      await create.click();
      await expect(notice(categories, 'status', text.categoryCreated)).toBeVisible();
      await expect(form).toBeHidden();
      await expect(categories.getByRole('button', { name: text.newCategory })).toBeFocused();

      // Search narrows the list (slug, name, case-insensitive).
      await categories.getByLabel(text.searchCategories).fill(tag.toUpperCase());
      await expect(categories.getByRole('row')).toHaveCount(2);
      await expect(categories.getByRole('cell', { name: `${text.slugValue}-${tag}` })).toBeVisible();
      const saved = await adminGraphql<{ categories: { name: string; description: string | null; scope: string }[] }>(
        page,
        'query Saved($slug: String!) { categories(where: {slug: {_eq: $slug}}) { name description scope } }',
        { slug: `${text.slugValue}-${tag}` },
      );
      expect(saved.categories).toEqual([{ name, description: null, scope: 'article' }]);

      // Edit mode by id: the row's values, then an update.
      await categories.getByRole('button', { name: text.editCategory(name) }).click();
      const editForm = categories.getByRole('form', { name: text.editCategory(name) });
      await expect(editForm.getByLabel(text.name, { exact: true })).toHaveValue(name);
      await expect(categories.getByRole('button', { name: text.deleteCategory(name) })).toBeDisabled();
      await editForm.getByLabel(text.description, { exact: true }).fill('Succinct proofs and the chains that verify them.');
      await editForm.getByRole('button', { name: text.updateCategory }).click();
      await expect(notice(categories, 'status', text.categoryUpdated)).toBeVisible();
      await expect(categories.getByRole('cell', { name: 'Succinct proofs and the chains that verify them.' })).toBeVisible();

      // Delete after the confirmation; then the search matches nothing.
      await categories.getByRole('button', { name: text.deleteCategory(name) }).click();
      const dialog = page.getByRole('dialog', { name: text.confirmTitle });
      await expect(dialog).toContainText(text.unusedCategory);
      await dialog.getByRole('button', { name: text.confirm, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(notice(categories, 'status', text.categoryDeleted)).toBeVisible();
      await expect(categories.getByText(text.noCategoryMatch)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('create, edit, search and delete an author, with its validation', async ({ page }) => {
      test.setTimeout(90_000);
      const errors = watchErrors(page);
      await openAsAdmin(page);
      const authors = section(page, text.authors);
      await expect(authors.getByRole('row').nth(1)).toBeVisible();

      await authors.getByRole('button', { name: text.newAuthor }).click();
      const form = authors.getByRole('form', { name: text.newAuthor });
      const create = form.getByRole('button', { name: text.createAuthor });
      const tag = uniqueTag();
      const name = `${text.authorName} ${tag}`;
      await form.getByLabel(text.personName, { exact: true }).fill(name);
      await create.click();
      await expect(form.getByRole('alert')).toHaveText(text.authorRequired);
      await expect(form.getByLabel(text.email, { exact: true })).toBeFocused();
      // The browser's email type accepts 'name@host'; the database does not.
      await form.getByLabel(text.email, { exact: true }).fill(`mara.${tag}@example`);
      await create.click();
      await expect(form.getByText(text.emailInvalid)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await form.getByLabel(text.email, { exact: true }).fill(`mara.${tag}@example.com`);
      await form.getByLabel(text.bio, { exact: true }).fill('   ');
      await create.click();
      await expect(notice(authors, 'status', text.authorCreated)).toBeVisible();
      const saved = await adminGraphql<{ authors: { name: string; bio: string | null; expertise: string | null }[] }>(
        page,
        'query Saved($email: String!) { authors(where: {email: {_eq: $email}}) { name bio expertise } }',
        { email: `mara.${tag}@example.com` },
      );
      expect(saved.authors).toEqual([{ name, bio: null, expertise: null }]);

      // Search by email narrows the list.
      await authors.getByLabel(text.searchAuthors).fill(`MARA.${tag}`);
      await expect(authors.getByRole('row')).toHaveCount(2);

      await authors.getByRole('button', { name: text.editAuthor(name) }).click();
      const editForm = authors.getByRole('form', { name: text.editAuthor(name) });
      await expect(editForm.getByLabel(text.email, { exact: true })).toHaveValue(`mara.${tag}@example.com`);
      await editForm.getByLabel(text.expertise, { exact: true }).fill(text.expertiseText);
      await editForm.getByRole('button', { name: text.updateAuthor }).click();
      await expect(notice(authors, 'status', text.authorUpdated)).toBeVisible();
      await expect(authors.getByRole('cell', { name: text.expertiseText })).toBeVisible();
      // Search also covers the expertise.
      await authors.getByLabel(text.searchAuthors).fill(text.expertiseText.slice(0, 8));
      await expect(authors.getByRole('cell', { name, exact: true })).toBeVisible();
      await authors.getByLabel(text.searchAuthors).fill(name);

      await authors.getByRole('button', { name: text.deleteAuthor(name) }).click();
      const dialog = page.getByRole('dialog', { name: text.confirmTitle });
      await dialog.getByRole('button', { name: text.confirm, exact: true }).click();
      await expect(notice(authors, 'status', text.authorDeleted)).toBeVisible();
      await expect(authors.getByText(text.noAuthorMatch)).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

test.describe('category and author management when things go wrong', () => {
  test.use({ locale: 'en-US' });

  test('deleting a category used by an article keeps the article, without a category', async ({ page }) => {
    await seedStorage(page, { lang: 'en' });
    const tag = uniqueTag();
    const created = await adminGraphql<{ insert_categories_one: { id: string } }>(
      page,
      'mutation Add($name: String!, $slug: String!) { insert_categories_one(object: {name: $name, slug: $slug}) { id } }',
      { name: `Used ${tag}`, slug: `used-${tag}` },
    );
    const article = await adminGraphql<{ insert_articles_one: { id: string } }>(
      page,
      'mutation Add($title: String!, $content: String!, $category: uuid!) { insert_articles_one(object: {title: $title, excerpt: "Kept after its category goes.", content: $content, category_id: $category}) { id } }',
      { title: `Kept article ${tag}`, content: CONTENT, category: created.insert_categories_one.id },
    );
    await openAsAdmin(page);
    const categories = section(page, 'Categories');
    await categories.getByLabel('Search categories').fill(`used-${tag}`);
    await categories.getByRole('button', { name: `Delete category “Used ${tag}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm deletion' });
    await expect(dialog).toContainText(
      `Delete the category “Used ${tag}”? Its 1 article is kept, without a category. This cannot be undone.`,
    );
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(notice(categories, 'status', 'Category deleted successfully!')).toBeVisible();
    const kept = await adminGraphql<{ articles_by_pk: { category_id: string | null } | null }>(
      page,
      'query Kept($id: uuid!) { articles_by_pk(id: $id) { category_id } }',
      { id: article.insert_articles_one.id },
    );
    expect(kept.articles_by_pk).toEqual({ category_id: null });
  });

  test('a category deleted behind the page fails to delete again with a clear message, in Chinese', async ({ page }) => {
    await seedStorage(page, { lang: 'zh' });
    const tag = uniqueTag();
    const created = await adminGraphql<{ insert_categories_one: { id: string } }>(
      page,
      'mutation Add($name: String!, $slug: String!) { insert_categories_one(object: {name: $name, slug: $slug}) { id } }',
      { name: `Gone ${tag}`, slug: `gone-${tag}` },
    );
    await openAsAdmin(page);
    const categories = section(page, '分类');
    await categories.getByLabel('搜索分类').fill(`gone-${tag}`);
    await categories.getByRole('button', { name: `删除分类《Gone ${tag}》` }).click();
    await adminGraphql(page, 'mutation Remove($id: uuid!) { delete_categories_by_pk(id: $id) { id } }', {
      id: created.insert_categories_one.id,
    });
    await page.getByRole('dialog', { name: '确认删除' }).getByRole('button', { name: '删除', exact: true }).click();
    await expect(notice(categories, 'alert', '删除分类失败：该项已不存在，可能已被删除。列表已重新加载。')).toBeVisible();
    await expect(categories.getByText('没有符合搜索条件的分类。')).toBeVisible();
  });

  test('a failed load shows the error with a retry, and an empty list says so', async ({ page }) => {
    await seedStorage(page, { lang: 'en' });
    const errors = watchErrors(page);
    let answer: 'error' | 'empty' | 'real' = 'error';
    await page.route('**/v1/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (answer !== 'real' && body.includes('AdminCategoriesCategoriesQuery')) {
        await route.fulfill({
          json:
            answer === 'error'
              ? { errors: [{ message: 'database unavailable', extensions: { code: 'unexpected', path: '$' } }] }
              : { data: { categories: [] } },
        });
      } else {
        await route.continue();
      }
    });
    await openAsAdmin(page);
    const categories = section(page, 'Categories');
    await expect(categories.getByRole('alert')).toContainText('Failed to fetch categories: database unavailable');
    // The other section loads on its own.
    await expect(section(page, 'Authors').getByRole('row').nth(1)).toBeVisible();
    answer = 'empty';
    await categories.getByRole('button', { name: 'Try again' }).click();
    await expect(categories.getByText('No categories yet.')).toBeVisible();
    await expect(categories.getByText('0 categories')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await categories.getByRole('button', { name: 'Create the first category' }).click();
    await expect(categories.getByRole('form', { name: 'New category' })).toBeVisible();
    await expect(categories.getByRole('button', { name: 'Create the first category' })).toBeDisabled();
    await categories.getByRole('button', { name: 'Cancel' }).click();
    answer = 'real';
    await page.reload();
    await expect(section(page, 'Categories').getByRole('row').nth(1)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('category and author management on a 360 px phone', () => {
  test.use({ locale: 'en-US', viewport: { width: 360, height: 740 } });

  test('fits the width: the tables scroll inside their own regions', async ({ page }) => {
    await openAsAdmin(page);
    await expect(page.getByRole('region', { name: 'Categories table' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Authors table' })).toBeVisible();
    await section(page, 'Categories').getByRole('button', { name: 'New category' }).click();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
  });
});
