import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SelectField } from './SelectField';

const meta = {
  title: 'shared/SelectField',
  component: SelectField,
  args: {
    label: 'Status',
    defaultValue: 'upcoming',
    onChange: fn(),
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

/** A choice is made by the option's text and reported to the owner. */
export const Plain: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Status' });
    await expect(select).toHaveValue('upcoming');
    await userEvent.selectOptions(select, 'Completed');
    await expect(select).toHaveValue('completed');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const HintLight: Story = { args: { hint: 'Shown on the event page.' }, globals: { theme: 'light' } };

/** The error marks the select invalid and is announced with it. */
export const WithError: Story = {
  args: { error: 'Choose a category.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Status' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Choose a category.');
  },
};

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
