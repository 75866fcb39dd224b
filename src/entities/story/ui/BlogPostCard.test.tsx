import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_MEMBER_ID } from '@/shared/config';
import { changeLanguage, initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { BlogPostCard, type BlogPostCardProps } from './BlogPostCard';

const deletedMember = { id: DELETED_MEMBER_ID, username: 'deleted_0123456789ab', display_name: 'Deleted member', avatar_url: null };
// Fragment data is plain objects at run time (masking is a type-level view).
const post = {
  id: 'b1',
  slug: 'left-behind',
  title: '留下的文章',
  excerpt: '作者已删除账户。',
  image_url: null,
  read_time: 3,
  language: 'zh',
  published: true,
  tags: [],
  tag_names: [],
  published_at: '2026-05-01T11:00:00Z',
  created_at: '2026-05-01T11:00:00Z',
  category: null,
  author: deletedMember,
} as unknown as BlogPostCardProps['post'];

describe('BlogPostCard of an erased member', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('zh');
    await loadNamespaces(['content']);
  });
  afterAll(async () => {
    await changeLanguage('en');
  });

  it('names the deleted member in the reader’s language, without a profile link', () => {
    const { container } = render(
      <MemoryRouter>
        <BlogPostCard post={post} category={null} />
      </MemoryRouter>,
    );
    expect(screen.getByText('已删除的成员')).toBeTruthy();
    expect(container.textContent).not.toContain('Deleted member');
    expect(screen.queryByRole('link', { name: '已删除的成员' })).toBeNull();
  });
});
