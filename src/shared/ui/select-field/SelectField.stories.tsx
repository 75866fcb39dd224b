import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectField } from './SelectField';

const meta = {
  title: 'shared/SelectField',
  component: SelectField,
  args: {
    label: 'Status',
    defaultValue: 'upcoming',
    children: (
      <>
        <option value="upcoming">Upcoming</option>
        <option value="ongoing">Ongoing</option>
        <option value="completed">Completed</option>
      </>
    ),
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const HintLight: Story = { args: { hint: 'Shown on the event page.' }, globals: { theme: 'light' } };

export const WithError: Story = { args: { error: 'Choose a category.' } };

export const Chinese: Story = {
  args: {
    label: '状态',
    hint: '显示在活动页面上。',
    children: (
      <>
        <option value="upcoming">即将开始</option>
        <option value="ongoing">进行中</option>
        <option value="completed">已结束</option>
      </>
    ),
  },
  globals: { locale: 'zh' },
};

export const ChineseLight: Story = { ...Chinese, globals: { locale: 'zh', theme: 'light' } };
