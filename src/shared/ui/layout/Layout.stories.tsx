import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { themeVars } from '@/shared/config';
import { Button } from '../button';
import { Clamp, Cluster, Muted, Note, Pill, Stack } from './Layout';

interface LayoutStoryProps {
  title: string;
  excerpt: string;
  handle: string;
  badges: { label: string; color?: string }[];
  actions: string[];
  note: string;
}

/** A table row's cell as the admin lists draw it: a stack of title, clamped excerpt, muted text and pills, then buttons and a note. */
function LayoutStory({ title, excerpt, handle, badges, actions, note }: LayoutStoryProps) {
  return (
    <Stack $gap={3}>
      <Stack>
        <strong>{title}</strong>
        <Clamp>{excerpt}</Clamp>
        <Muted>{handle}</Muted>
        <Cluster $gap={2}>
          {badges.map((badge) => (
            <Pill key={badge.label} $color={badge.color}>
              {badge.label}
            </Pill>
          ))}
        </Cluster>
      </Stack>
      <Cluster>
        {actions.map((action) => (
          <Button key={action} variant="ghost">
            {action}
          </Button>
        ))}
      </Cluster>
      <Note>{note}</Note>
    </Stack>
  );
}

const meta = {
  title: 'shared/Layout',
  component: LayoutStory,
  args: {
    title: 'Zero-knowledge proofs, explained without the maths',
    excerpt:
      'A long summary that the clamp cuts to its first two lines, so a row stays short however much the author wrote about rollups, proofs and the way they settle on the main chain.',
    handle: '@lin-wei',
    badges: [{ label: 'Published' }, { label: 'Cancelled', color: themeVars.danger }, { label: 'Hidden', color: themeVars.textMuted }],
    actions: ['Edit', 'Delete'],
    note: 'Changes are saved for every language at once.',
  },
} satisfies Meta<typeof LayoutStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The clamped excerpt keeps all its text for search and screen readers; only its display is cut. */
export const Cell: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(args.excerpt)).toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await expect(canvas.getByText(args.note).tagName).toBe('P');
  },
};

export const Light: Story = { globals: { theme: 'light' } };

export const ChinesePhone: Story = {
  args: {
    title: '零知识证明详解',
    excerpt: '一段很长的摘要，只显示前两行，这样无论作者写了多少关于卷叠、证明以及它们如何在主链上结算的内容，表格的每一行都保持简短。',
    handle: '@lin-wei',
    badges: [{ label: '已发布' }, { label: '已取消', color: themeVars.danger }],
    actions: ['编辑', '删除'],
    note: '更改会同时保存到所有语言。',
  },
  globals: { locale: 'zh', viewport: { value: 'mobile1', isRotated: false } },
};
