/** Color tokens every component reads, through `themeVars`, as CSS custom properties. */
export interface ThemeTokens {
  bg: string;
  surface: string;
  text: string;
  textMuted: string;
  primary: string;
  onPrimary: string;
  border: string;
  danger: string;
  focusRing: string;
}

export const themeNames = ['dark', 'light'] as const;
export type ThemeName = (typeof themeNames)[number];
export const defaultTheme: ThemeName = 'dark';

/** localStorage key of the chosen theme; the pre-paint script (scripts/vite-theme-script.ts) reads it too. */
export const themeStorageKey = 'theme';

// Text colors keep WCAG AA contrast (4.5:1) on bg and surface; theme.test.ts checks it.
export const themes: Record<ThemeName, ThemeTokens> = {
  dark: {
    bg: '#0b0f19',
    surface: '#151b28',
    text: '#e7ecf3',
    textMuted: '#9ba6b7',
    primary: '#2dd4bf',
    onPrimary: '#042f2e',
    border: '#2b3445',
    danger: '#ff8a80',
    focusRing: '#7dd3fc',
  },
  light: {
    bg: '#ffffff',
    surface: '#f3f5f9',
    text: '#151a23',
    textMuted: '#535e70',
    primary: '#0f766e',
    onPrimary: '#ffffff',
    border: '#cfd6e1',
    danger: '#c62828',
    focusRing: '#1d4ed8',
  },
};

type TokenName = keyof ThemeTokens;

const tokenNames = Object.keys(themes.dark) as TokenName[];

function customProperty(token: TokenName): string {
  return `--color-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** `var(--color-…)` references: styles using them follow a theme switch without re-rendering. */
export const themeVars = Object.fromEntries(tokenNames.map((token) => [token, `var(${customProperty(token)})`])) as Record<
  TokenName,
  string
>;

/** The custom property declarations of one theme, for the global style. */
export function themeCustomProperties(theme: ThemeName): string {
  return tokenNames.map((token) => `${customProperty(token)}: ${themes[theme][token]};`).join('\n');
}

export function isThemeName(value: unknown): value is ThemeName {
  return themeNames.some((name) => name === value);
}
