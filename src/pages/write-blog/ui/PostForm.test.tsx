import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { emptyPostForm, type PostFormValues } from '../model/postForm';
import { PostForm } from './PostForm';

const categories = [
  { id: 'c-tech', name: 'Tech Blog', name_zh: '技术博客' },
  { id: 'c-tutorial', name: 'Tutorial', name_zh: '教程' },
];

const content = 'Rollups execute transactions off chain and post compressed data on chain.';

type Save = (values: PostFormValues) => Promise<string | null>;

function renderForm(onSave = vi.fn<Save>(async () => null)) {
  render(<PostForm initialValues={emptyPostForm('en')} categories={categories} onSave={onSave} />);
  return onSave;
}

const field = (name: string) => screen.getByLabelText(name);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

async function fillValid() {
  type('Title', '  Rollups explained  ');
  type('Excerpt', 'How rollups batch transactions.');
  type('Content', content);
  fireEvent.change(field('Category'), { target: { value: 'c-tech' } });
}

describe('PostForm', () => {
  beforeAll(async () => {
    await initI18n();
    await loadNamespaces(['write-blog', 'upload']);
  });

  it("shows the spec's required-field messages at their fields and saves nothing", async () => {
    await changeLanguage('en');
    const onSave = renderForm();
    expect(field('Content').getAttribute('rows')).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Title cannot be empty')).toBeTruthy();
    expect(screen.getByText('Excerpt cannot be empty')).toBeTruthy();
    expect(screen.getByText('Content cannot be empty')).toBeTruthy();
    expect(screen.getByText('Please select a category')).toBeTruthy();
    expect(document.activeElement).toBe(field('Title'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the length messages, and clears each once fixed', async () => {
    await changeLanguage('en');
    renderForm();
    type('Title', 'Four');
    type('Excerpt', 'Too short');
    type('Content', 'Not fifty characters yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(screen.getByText('Title must be at least 5 characters')).toBeTruthy();
    expect(screen.getByText('Excerpt must be at least 10 characters')).toBeTruthy();
    expect(screen.getByText('Content must be at least 50 characters')).toBeTruthy();
    type('Title', 'x'.repeat(201));
    type('Excerpt', 'x'.repeat(501));
    expect(screen.getByText('Title cannot exceed 200 characters')).toBeTruthy();
    expect(screen.getByText('Excerpt cannot exceed 500 characters')).toBeTruthy();
    type('Title', 'x'.repeat(200));
    expect(screen.queryByText('Title cannot exceed 200 characters')).toBeNull();
    expect(screen.getByText('200 / 200')).toBeTruthy();
  });

  it('speaks Chinese in zh', async () => {
    await changeLanguage('zh');
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(screen.getByText('标题不能为空')).toBeTruthy();
    expect(screen.getByText('摘要不能为空')).toBeTruthy();
    expect(screen.getByText('内容不能为空')).toBeTruthy();
    expect(screen.getByText('请选择分类')).toBeTruthy();
    expect(screen.getByRole('option', { name: '技术博客' })).toBeTruthy();
    type('标题', 'abc');
    expect(screen.getByText('标题至少需要 5 个字符')).toBeTruthy();
  });

  it('adds tags with Enter as they read, one per canonical key, ignoring duplicates and emoji-only tags, removable, without submitting', async () => {
    await changeLanguage('en');
    const onSave = renderForm();
    const tags = field('Tags');
    fireEvent.change(tags, { target: { value: '  zk proofs ' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.change(tags, { target: { value: 'ZK Proofs' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.change(tags, { target: { value: 'layer 2' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.change(tags, { target: { value: '🔥' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    expect(screen.getByText('A tag needs letters, digits or Chinese characters.')).toBeTruthy();
    fireEvent.change(tags, { target: { value: '' } });
    const list = screen.getByRole('list', { name: 'Added tags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['zk proofs', 'layer 2']);
    expect((tags as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag zk proofs' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a draft or publishes, and keeps everything typed when saving fails', async () => {
    await changeLanguage('en');
    const onSave = vi.fn<Save>(async () => null).mockResolvedValueOnce('Save failed: the service is down');
    renderForm(onSave);
    await fillValid();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish' })));
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: '  Rollups explained  ', published: true, categoryId: 'c-tech' }),
    );
    expect(screen.getByRole('alert').textContent).toBe('Save failed: the service is down');
    expect((field('Title') as HTMLInputElement).value).toBe('  Rollups explained  ');
    expect((field('Content') as HTMLTextAreaElement).value).toBe(content);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Draft' })));
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ published: false }));
  });

  it('previews the content as rendered markdown', async () => {
    await changeLanguage('en');
    renderForm();
    const preview = screen.getByRole('region', { name: 'Preview of the post' });
    expect(preview.textContent).toBe('Start writing to see the preview here.');
    type('Content', '## Why rollups\n\nThey are **cheap**.');
    expect(await within(preview).findByRole('heading', { name: 'Why rollups' }, { timeout: 10_000 })).toBeTruthy();
    expect(within(preview).getByText('cheap').tagName).toBe('STRONG');
  });

  it('says Update and Unpublish for a published post, and offers Featured to admins only', async () => {
    await changeLanguage('en');
    // An error text keeps the form (a saved post would move on).
    const onSave = vi.fn<Save>(async () => 'Save failed');
    const stored = {
      ...emptyPostForm('en'),
      title: 'Rollups explained',
      excerpt: 'How rollups batch.',
      content,
      categoryId: 'c-tech',
      published: true,
    };
    const { unmount } = render(<PostForm initialValues={stored} categories={categories} onSave={onSave} storedPublished />);
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Featured' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unpublish' })));
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ published: false }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update' })));
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ published: true }));
    unmount();

    render(<PostForm initialValues={emptyPostForm('en')} categories={categories} onSave={onSave} canFeature />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Featured' }));
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
  });

  it('has the admin editor’s toolbar on the content, and previews nothing the form refuses for its length', async () => {
    await changeLanguage('en');
    renderForm();
    const content = field('Content') as HTMLTextAreaElement;
    type('Content', 'make this strong');
    content.setSelectionRange(5, 9);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(content.value).toBe('make **this** strong');
    expect(screen.getByRole('button', { name: 'Insert image' })).toBeTruthy();

    const preview = screen.getByRole('region', { name: 'Preview of the post' });
    type('Title', 'x'.repeat(10_000));
    expect(await within(preview).findByText('Title: longer than 200 characters, so not previewed.')).toBeTruthy();
    expect(within(preview).queryByRole('heading', { name: 'x'.repeat(10_000) })).toBeNull();
  });
});
