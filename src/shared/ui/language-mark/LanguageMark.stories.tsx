import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageMark } from './LanguageMark';

const meta = {
  title: 'shared/LanguageMark',
  component: LanguageMark,
} satisfies Meta<typeof LanguageMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Chinese item in the English UI. */
export const OtherLanguage: Story = { args: { language: 'zh' } };

/** An item in the reader's language: no mark. */
export const SameLanguage: Story = { args: { language: 'en' } };
