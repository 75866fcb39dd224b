import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { withRouter } from '@/shared/lib/storybook';
import { Skeleton } from '../skeleton';
import { Card, CardCover, CardCoverPlaceholder, CardExcerpt, CardGrid, CardSkeleton, CardTitleLink } from './Card';
import { CardMeta } from './CardMeta';

// A slice's own layout inside the shared frame, as the article and event cards do.
const Teaser = styled(Card)`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
`;

const cover =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#4f46e5"/></svg>',
  );

interface TeaserStoryProps {
  title: string;
  excerpt: string;
  meta: string[];
}

function TeaserStory({ title, excerpt, meta }: TeaserStoryProps) {
  return (
    <CardGrid $min="16rem">
      <Teaser>
        <CardCover src={cover} alt="" width={1200} height={630} />
        <CardTitleLink to="/article/1">{title}</CardTitleLink>
        <CardExcerpt>{excerpt}</CardExcerpt>
        <CardMeta>
          {meta.map((item) => (
            <span key={item}>{item}</span>
          ))}
        </CardMeta>
      </Teaser>
      {/* A card without a cover keeps the grid aligned with the brand wash and the title's initial. */}
      <Teaser>
        <CardCoverPlaceholder aria-hidden="true">{[...title.trim()][0]?.toUpperCase()}</CardCoverPlaceholder>
        <CardTitleLink to="/article/2">{title}</CardTitleLink>
        <CardExcerpt>{excerpt}</CardExcerpt>
      </Teaser>
      <CardSkeleton aria-hidden="true">
        <Skeleton width="5rem" />
        <Skeleton width="80%" height="1.4rem" />
        <Skeleton />
      </CardSkeleton>
    </CardGrid>
  );
}

const meta = {
  title: 'shared/Card',
  component: TeaserStory,
  decorators: [withRouter],
  args: {
    title: 'How Layer 2 Rollups Are Reshaping Ethereum Fees',
    excerpt:
      'Rollups moved most activity off the main chain. Here is where the fees went, what blobs changed, and what is still expensive.',
    meta: ['Ada Lovelace', 'Jan 5, 2025', '6 min read'],
  },
} satisfies Meta<typeof TeaserStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TeaserAndSkeleton: Story = {};

export const Light: Story = { globals: { theme: 'light' } };

export const Chinese: Story = {
  args: {
    title: 'Layer 2 Rollup 如何重塑以太坊手续费',
    excerpt: 'Rollup 把大部分交易移出了主链。手续费去了哪里，Blob 改变了什么，哪些仍然昂贵？',
    meta: ['未知作者', '2025年1月5日', '6 分钟阅读'],
  },
  globals: { locale: 'zh' },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
