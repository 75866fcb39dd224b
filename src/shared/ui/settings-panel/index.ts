export { SettingsPanel, SettingsPanelHeading } from './SettingsPanel.styles';
