export {
  defaultTheme,
  isThemeName,
  themeCustomProperties,
  themeNames,
  themeStorageKey,
  themeVars,
} from './theme';
export type { ThemeName } from './theme';
export { discussionTextMaxLength } from './limits';
