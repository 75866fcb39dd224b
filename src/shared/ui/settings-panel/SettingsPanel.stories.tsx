import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SettingsPanel, SettingsPanelHeading } from './SettingsPanel.styles';

const meta = {
  title: 'shared/SettingsPanel',
  component: SettingsPanel,
  render: (args) => (
    <SettingsPanel {...args} aria-labelledby="panel-heading">
      <SettingsPanelHeading id="panel-heading">{args.title}</SettingsPanelHeading>
      <p>{args.children}</p>
    </SettingsPanel>
  ),
  args: { title: 'Passkeys', children: 'Sign in with your fingerprint, face or device PIN.' },
} satisfies Meta<typeof SettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named region: its heading names the section. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Passkeys' })).toBeVisible();
  },
};

export const ChineseLight: Story = {
  args: { title: '通行密钥', children: '使用指纹、面容或设备 PIN 登录。' },
  globals: { locale: 'zh', theme: 'light' },
};
