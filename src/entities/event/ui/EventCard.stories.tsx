import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fragmentData, placeholderImage, withRouter } from '@/shared/lib/storybook';
import { EventCard, type EventCardProps } from './EventCard';

const event = fragmentData<EventCardProps['event']>;

const conference = {
  id: '53000000-0000-4000-8000-000000000001',
  name: 'Devcon Southeast Asia',
  slug: 'devcon-southeast-asia',
  description: 'Four days of talks and workshops for Ethereum builders, researchers and the community.',
  start_date: '2026-11-12',
  end_date: '2026-11-15',
  location_url: 'Queen Sirikit National Convention Center, Bangkok',
  image_url: placeholderImage('#b45309'),
  registration_url: 'https://devcon.example.org/tickets',
  max_attendees: 12000,
  current_attendees: 8450,
  price: '599',
  currency: 'USD',
  language: 'en',
  is_free: false,
  is_online: false,
  featured: true,
  category: 'Conference',
  is_upcoming: true,
};

const meta = {
  title: 'entities/EventCard',
  component: EventCard,
  decorators: [withRouter, (Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
  args: { event: event(conference) },
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Upcoming and featured: the registration button and the learn-more link. */
export const Upcoming: Story = {
  play: async ({ canvas }) => {
    const register = canvas.getByRole('link', { name: 'Register Now' });
    await expect(register).toHaveAttribute('href', 'https://devcon.example.org/tickets');
    await expect(register).toHaveAttribute('rel', 'noopener noreferrer');
    const more = canvas.getByRole('link', { name: 'Learn More: Devcon Southeast Asia' });
    await expect(more).toHaveAttribute('href', '/events/devcon-southeast-asia');
  },
};

export const Light: Story = { globals: { theme: 'light' } };

/** A price in US dollars, written in English: the amount in its currency and the language badge. */
export const PriceInDollars: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$599.00')).toBeVisible();
    await expect(canvas.getByTestId('event-language')).toHaveTextContent('EN');
  },
};

/** A free online meetup that has ended, with no cover, category, attendees or registration link. */
export const PastOnlineFree: Story = {
  args: {
    event: event({
      ...conference,
      id: '53000000-0000-4000-8000-000000000002',
      name: 'Zero-Knowledge Proofs Study Group: Session 12',
      slug: 'zk-study-group-12',
      description: '',
      start_date: '2025-03-04',
      end_date: '2025-03-04',
      image_url: null,
      registration_url: null,
      max_attendees: null,
      current_attendees: 0,
      price: '0',
      is_free: true,
      is_online: true,
      featured: false,
      category: null,
      is_upcoming: false,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Register Now' })).toBeNull();
    await expect(canvas.getByText('Event has ended')).toBeVisible();
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.getByText('Online')).toBeVisible();
  },
};

export const LongName: Story = {
  args: {
    event: event({
      ...conference,
      name: 'International Symposium on Decentralized Finance, Stablecoin Regulation and Cross-Chain Interoperability Standards 2026',
      location_url: 'TBD',
    }),
  },
};

export const Chinese: Story = {
  args: {
    event: event({
      ...conference,
      id: '53000000-0000-4000-8000-000000000003',
      name: '2026 上海区块链开发者大会',
      slug: 'shanghai-blockchain-devcon-2026',
      description: '两天的主题演讲、工作坊和黑客松，面向区块链开发者和研究者。',
      location_url: '上海世博中心',
      category: '大会',
      price: '299',
      currency: 'CNY',
      language: 'zh',
    }),
  },
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '立即报名' })).toBeVisible();
    await expect(canvas.getByText('上海世博中心')).toBeVisible();
    await expect(canvas.getByText('¥299.00')).toBeVisible();
    await expect(canvas.getByTestId('event-language')).toHaveTextContent('中文');
  },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
