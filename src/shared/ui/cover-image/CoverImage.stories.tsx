import type { Meta, StoryObj } from '@storybook/react-vite';
import { CoverImage } from './CoverImage';

const image = (color: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="${color}"/></svg>`,
  );

const meta = {
  title: 'shared/CoverImage',
  component: CoverImage,
  args: { src: image('#0e7490'), alt: '', width: 1200, height: 630 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CoverImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

/** While the image loads, its place is held at the right ratio on the surface colour. */
export const LoadingLight: Story = { args: { src: undefined }, globals: { theme: 'light' } };

export const Chinese: Story = { args: { src: image('#7c3aed') }, globals: { locale: 'zh' } };

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
