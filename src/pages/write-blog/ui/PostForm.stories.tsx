import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withRouter } from '@/shared/lib/storybook';
import { emptyPostForm } from '../model/postForm';
import { PostForm } from './PostForm';

const categories = [
  { id: 'c-tech', name: 'Tech Blog', name_zh: '技术博客' },
  { id: 'c-tutorial', name: 'Tutorial', name_zh: '教程' },
];

const published = {
  ...emptyPostForm('en'),
  title: 'Rollups explained',
  excerpt: 'How rollups batch transactions.',
  content: '## Why rollups\n\n```ts\nconst fee = baseFee + tip;\n```',
  categoryId: 'c-tech',
  tags: ['layer-2', 'a-very-long-tag-of-thirty-chars'],
  published: true,
};

const meta = {
  title: 'pages/write-blog/PostForm',
  component: PostForm,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { initialValues: emptyPostForm('en'), categories, onSave: async () => null },
} satisfies Meta<typeof PostForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new post: Save Draft and Publish; no Featured box for a member. */
export const NewPost: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: 'Featured' })).toBeNull();
  },
};

/** Editing a published post: Update and Unpublish. */
export const EditingPublished: Story = {
  args: { initialValues: published, storedPublished: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  },
};

/** An admin's editor, with the Featured box, in Chinese on a phone. */
export const AdminChinesePhone: Story = {
  args: { initialValues: { ...published, language: 'zh' }, storedPublished: true, canFeature: true },
  globals: { locale: 'zh', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: '精选' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '更新' })).toBeVisible();
  },
};

/** A title the form refuses for its length is not previewed. */
export const TitleTooLong: Story = {
  args: { initialValues: { ...published, title: 'x'.repeat(300) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Title: longer than 200 characters, so not previewed.')).toBeVisible();
  },
};
