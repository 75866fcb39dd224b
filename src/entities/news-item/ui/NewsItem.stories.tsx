import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '@/shared/lib/storybook';
import { NewsItem, type NewsItemProps } from './NewsItem';
import { NewsVoteButtons } from './NewsVoteButtons';

interface NewsItemStoryProps {
  title: string;
  excerpt: string;
  language: 'en' | 'zh';
  important: boolean;
  pinned: boolean;
  tickers: string[];
  /** Vote counts shown under the story; none hides the buttons. */
  votes?: { bull: number; bear: number; mine?: 'bull' | 'bear' };
}

const now = new Date();

/** A story of the stream as the news page draws it, with its vote buttons in the actions slot. */
function NewsItemStory({ title, excerpt, language, important, pinned, tickers, votes }: NewsItemStoryProps) {
  // The fragment's data as the stream's query passes it (masked: the component reads it with useFragment).
  const item = {
    id: '61000000-0000-4000-8000-000000000001',
    title,
    excerpt,
    source_url: 'https://blockledger.example.com/news/etf',
    language,
    published_at: new Date(now.getTime() - 35 * 60_000).toISOString(),
    created_at: now.toISOString(),
    is_important: important,
    pinned_at: pinned ? now.toISOString() : null,
    tickers,
    news_category: { slug: 'crypto', name: 'Crypto', name_zh: '加密货币', color: '#f59e0b' },
    source: { name: 'Block Ledger Daily' },
  } as unknown as NewsItemProps['item'];
  return (
    <ul style={{ margin: 0, padding: 0, maxWidth: '46rem' }}>
      <NewsItem
        item={item}
        detailed
        now={now}
        actions={votes && <NewsVoteButtons bull={votes.bull} bear={votes.bear} mine={votes.mine} onVote={() => {}} />}
      />
    </ul>
  );
}

const meta = {
  title: 'entities/NewsItem',
  component: NewsItemStory,
  decorators: [withRouter],
  args: {
    title: 'Bitcoin spot ETFs log fifth straight week of net inflows',
    excerpt: 'Combined inflows topped expectations as advisers added allocations.',
    language: 'en',
    important: false,
    pinned: false,
    tickers: [],
  },
} satisfies Meta<typeof NewsItemStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain flash: clock time, category, title linking to its page, excerpt and source. */
export const Normal: Story = {};

/** Flagged important by an admin: red rule and title, and the tag. */
export const Important: Story = { args: { important: true } };

/** Pinned above the stream (and important, as pinned stories often are). */
export const Pinned: Story = { args: { pinned: true, important: true } };

/** With the tokens its title names and the live bull/bear counts, the reader having voted bull. */
export const WithTickersAndVotes: Story = {
  args: {
    title: '$BTC tops $100k as ETH and SOL follow',
    tickers: ['BTC', 'ETH', 'SOL'],
    votes: { bull: 128, bear: 17, mine: 'bull' },
  },
};

/** A Chinese flash for a Chinese reader, light theme. */
export const ChineseLight: Story = {
  args: {
    title: '比特币突破十万美元，以太坊同步上涨',
    excerpt: '多家交易所数据显示，比特币价格在亚洲交易时段突破十万美元关口。',
    language: 'zh',
    important: true,
    tickers: ['BTC', 'ETH'],
    votes: { bull: 56, bear: 9 },
  },
  globals: { locale: 'zh', theme: 'light' },
};

/** An English flash for a Chinese reader: marked with its language. */
export const OtherLanguage: Story = { args: { tickers: ['BTC'] }, globals: { locale: 'zh' } };
